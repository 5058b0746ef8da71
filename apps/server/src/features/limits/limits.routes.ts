// The player's own play limits over HTTP (contracts endpoints/limits.ts); the operators' view,
// changes and second approvals are back-office/limits.admin-routes.ts.
import { playLimits, setPlayLimit } from '@khel/contracts/endpoints/limits';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import * as limits from './limits.service.ts';

/** `rounds`: game-wallet's stakes and wins (game-wallet ranks above limits; app.ts hands them in). */
export function registerLimitRoutes(app: FastifyInstance, ctx: AppContext, rounds: limits.RoundSums): void {
  const list = (playerId: number) => limits.listPlayLimits(ctx.db, rounds, playerId, ctx.clock.now());
  playerRoute(app, playLimits, ctx.authenticate, async ({ session }) => ({ limits: await list(session.playerId) }));
  playerRoute(app, setPlayLimit, ctx.authenticate, async ({ input, session }) => {
    await limits.setPlayLimit(ctx.db, session.playerId, input, ctx.clock.now());
    return { limits: await list(session.playerId) };
  });
}
