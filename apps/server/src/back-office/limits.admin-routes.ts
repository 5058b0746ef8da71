// The operators' view of a player's limits, their changes and second approvals
// (contracts admin/limits.ts; permission limits.manage: admin, compliance).
import { approveLimitLift, listLimitLifts, playerLimits, rejectLimitLift, setPlayerLimit } from '@khel/contracts/admin/limits';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { stakesAndWins } from '../features/game-wallet/game-wallet.service.ts';
import { listLimits, setDepositLimitAtOnce } from '../features/payments/payments.service.ts';
import { approveLift, liftsPage, operatorSetLimit, playerLimitsForOperators, rejectLift } from '../features/limits/limit-lifts.ts';

export function registerLimitAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  const actor = (operatorId: number, ip: string) => ({ operatorId, ip });
  const deposits = { list: listLimits, setAtOnce: setDepositLimitAtOnce };
  adminRoute(app, authorize, playerLimits, async ({ input }) => playerLimitsForOperators(deposits, stakesAndWins, ctx.db, input.id, ctx.clock.now()));
  adminRoute(app, authorize, setPlayerLimit, async ({ input, operator, request }) =>
    operatorSetLimit(deposits, stakesAndWins, ctx.db, ctx.clock, actor(operator.operatorId, request.ip), {
      playerId: input.id,
      kind: input.kind,
      period: input.period,
      amount: input.amount,
      reason: input.reason,
    }),
  );
  adminRoute(app, authorize, listLimitLifts, async ({ input }) => liftsPage(ctx.db, input.state));
  adminRoute(app, authorize, approveLimitLift, async ({ input, operator, request }) =>
    approveLift(deposits, ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.id, input.note),
  );
  adminRoute(app, authorize, rejectLimitLift, async ({ input, operator, request }) =>
    rejectLift(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.id, input.note),
  );
}
