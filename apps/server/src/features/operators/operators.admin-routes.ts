// Operator HTTP (plain JSON, not wire-encoded): login/logout and the player ledger (admin only).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { parseInput } from '../../platform/route.ts';
import { playerLedger } from '../wallet/wallet.service.ts';
import { OPERATOR_TOKEN_HEADER, audit, loginOperator, logoutOperator, requireOperator } from './operators.service.ts';

const LoginBody = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(256),
  code: z.string().regex(/^\d{6}$/),
});
const PlayerParams = z.object({ playerId: z.coerce.number().int().positive() });

export function operatorToken(request: FastifyRequest): string | undefined {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
}

const loginLimit = (ip: string) => ({ key: `operator-login:ip:${ip}`, max: 10, windowSeconds: 900 });

export function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/api/login', { schema: { summary: 'Operator login: username + password + TOTP code → x-operator-token', tags: ['admin'] } }, async (request) => {
    const input = parseInput(LoginBody, request.body);
    await ctx.limiter.hit(loginLimit(request.ip));
    return loginOperator(ctx.db, ctx.clock, { ...input, ip: request.ip });
  });

  app.post('/admin/api/logout', { schema: { summary: 'Revoke the operator session', tags: ['admin'] } }, async (request) => {
    const operator = await requireOperator(ctx.db, ctx.clock, operatorToken(request), ['admin', 'finance']);
    await logoutOperator(ctx.db, ctx.clock, operatorToken(request)!);
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'operator.logout', target: '', ip: request.ip });
    return { ok: true };
  });

  app.get('/admin/api/players/:playerId/ledger', { schema: { summary: "A player's balance, entries and holds (admin only)", tags: ['admin'] } }, async (request) => {
    const operator = await requireOperator(ctx.db, ctx.clock, operatorToken(request), ['admin']);
    const { playerId } = parseInput(PlayerParams, request.params);
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'ledger.read', target: `player:${playerId}`, ip: request.ip });
    return playerLedger(ctx.db, playerId, 100);
  });
}
