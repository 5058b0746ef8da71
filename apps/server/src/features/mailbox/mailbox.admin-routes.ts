// Operator HTTP for the mailbox (plain JSON): send a message (one player, every registered player,
// or every player who registers from now on), list sent messages with their read and claim counts,
// retract one. Role admin only: a message can carry money. Every send and retraction is audited in
// the same transaction as the change.
import { SendMailRequest } from '@khel/contracts/endpoints/mailbox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { parseInput } from '../../platform/route.ts';
import { OPERATOR_TOKEN_HEADER, audit, requireOperator } from '../operators/operators.service.ts';
import { retractMail, sendMail, sentMail } from './mailbox.service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const ListQuery = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

const token = (request: FastifyRequest) => {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
};

export function registerMailboxAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const operatorOf = (request: FastifyRequest) => requireOperator(ctx.db, ctx.clock, token(request), []);

  app.post(
    '/admin/api/mail',
    { schema: { summary: "Send a mailbox message (audience 'player' with playerId, 'all' or 'new'); optional reward and expiry", tags: ['admin'] } },
    async (request) => {
      const operator = await operatorOf(request);
      const input = parseInput(SendMailRequest, request.body);
      return ctx.db.transaction(async (tx) => {
        const sent = await sendMail(tx, input, operator.operatorId, ctx.clock.now());
        await audit(tx, {
          operatorId: operator.operatorId,
          action: 'mail.send',
          target: `mail:${sent.id}`,
          detail: { audience: sent.audience, playerId: sent.playerId, reward: sent.reward, wagerMulti: sent.wagerMulti, title: sent.title['en'] },
          ip: request.ip,
        });
        return sent;
      });
    },
  );

  app.get('/admin/api/mail', { schema: { summary: 'Sent messages, newest first, 50 a page, with read and claim counts', tags: ['admin'] } }, async (request) => {
    await operatorOf(request);
    const { page } = parseInput(ListQuery, request.query);
    return { items: await sentMail(ctx.db, page) };
  });

  app.post(
    '/admin/api/mail/:id/retract',
    { schema: { summary: 'Retract a message: it leaves every mailbox; unclaimed rewards can no longer be claimed', tags: ['admin'] } },
    async (request) => {
      const operator = await operatorOf(request);
      const { id } = parseInput(IdParams, request.params);
      return ctx.db.transaction(async (tx) => {
        const retracted = await retractMail(tx, id, ctx.clock.now());
        await audit(tx, { operatorId: operator.operatorId, action: 'mail.retract', target: `mail:${id}`, detail: { claims: retracted.claims }, ip: request.ip });
        return retracted;
      });
    },
  );
}
