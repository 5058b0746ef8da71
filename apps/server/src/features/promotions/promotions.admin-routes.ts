// Operator HTTP for gift codes (plain JSON, like the other /admin/api routes): create, list, and
// expire now (withdraw a code that leaked or was made by mistake).
// Roles admin and finance (a code is money handed out, the same trust as approving withdrawals);
// every creation is in the audit log, written in the same transaction as the code.
import { CreateGiftCodeRequest } from '@khel/contracts/endpoints/promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { parseInput } from '../../platform/route.ts';
import { OPERATOR_TOKEN_HEADER, requireOperator } from '../operators/operators.service.ts';
import { createGiftCode, expireGiftCodeNow, listGiftCodes } from './gift-codes.ts';

const ListQuery = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

const token = (request: FastifyRequest) => {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
};

export function registerPromotionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const operatorOf = (request: FastifyRequest) => requireOperator(ctx.db, ctx.clock, token(request), ['finance']);

  app.post(
    '/admin/api/gift-codes',
    { schema: { summary: 'Create a gift code {code?, amount (hundredths), wagerMulti, totalUses, expiresAt}', tags: ['admin'] } },
    async (request) => {
      const operator = await operatorOf(request);
      const input = parseInput(CreateGiftCodeRequest, request.body);
      return createGiftCode(ctx, { operatorId: operator.operatorId, ip: request.ip }, input);
    },
  );

  app.get('/admin/api/gift-codes', { schema: { summary: 'Gift codes, newest first, 50 a page', tags: ['admin'] } }, async (request) => {
    await operatorOf(request);
    const query = parseInput(ListQuery, request.query);
    return { items: await listGiftCodes(ctx.db, query.page) };
  });

  app.post<{ Params: { code: string } }>(
    '/admin/api/gift-codes/:code/expire',
    { schema: { summary: 'End a gift code now; players then get the expired message', tags: ['admin'] } },
    async (request) => {
      const operator = await operatorOf(request);
      return expireGiftCodeNow(ctx, { operatorId: operator.operatorId, ip: request.ip }, request.params.code);
    },
  );
}
