// Limits over HTTP: the player's own limits (contracts endpoints/limits.ts) and the operators'
// view, changes and second approvals (contracts admin/limits.ts; limits.manage: admin, compliance).
import { approveLimitLift, listLimitLifts, playerLimits, rejectLimitLift, setPlayerLimit } from '@khel/contracts/admin/limits';
import { playLimits, setPlayLimit } from '@khel/contracts/endpoints/limits';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../platform/admin-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { approveLift, liftsPage, operatorSetLimit, playerLimitsForOperators, rejectLift } from './limit-lifts.ts';
import * as limits from './limits.service.ts';

export function registerLimitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = (playerId: number) => limits.listPlayLimits(ctx.db, playerId, ctx.clock.now());
  playerRoute(app, playLimits, ctx.authenticate, async ({ session }) => ({ limits: await list(session.playerId) }));
  playerRoute(app, setPlayLimit, ctx.authenticate, async ({ input, session }) => {
    await limits.setPlayLimit(ctx.db, session.playerId, input, ctx.clock.now());
    return { limits: await list(session.playerId) };
  });

  const authorize = ctx.authorizeOperator;
  const actor = (operatorId: number, ip: string) => ({ operatorId, ip });
  adminRoute(app, authorize, playerLimits, async ({ input }) => playerLimitsForOperators(ctx.db, input.id, ctx.clock.now()));
  adminRoute(app, authorize, setPlayerLimit, async ({ input, operator, request }) =>
    operatorSetLimit(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), {
      playerId: input.id,
      kind: input.kind,
      period: input.period,
      amount: input.amount,
      reason: input.reason,
    }),
  );
  adminRoute(app, authorize, listLimitLifts, async ({ input }) => liftsPage(ctx.db, input.state));
  adminRoute(app, authorize, approveLimitLift, async ({ input, operator, request }) =>
    approveLift(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.id, input.note),
  );
  adminRoute(app, authorize, rejectLimitLift, async ({ input, operator, request }) =>
    rejectLift(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.id, input.note),
  );
}
