// Operator endpoints of exclusions (packages/contracts/src/admin/protection.ts).
import { decideExclusionLift, imposeExclusion, listExclusions, listReturnRequests, requestExclusionLift } from '@khel/contracts/admin/protection';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { payerAccountsOf } from '../features/payments/payments.service.ts';
import * as exclusions from '../features/protection/exclusions-admin.ts';
import { accountIdentifiersOf } from '../features/withdrawals/withdrawals.service.ts';

export function registerProtectionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  const actor = (operator: { operatorId: number }, request: { ip: string }) => ({ operatorId: operator.operatorId, ip: request.ip });
  adminRoute(app, authorize, listExclusions, async ({ input }) => ({ items: await exclusions.listExcluded(ctx.db, ctx.clock.now(), input.playerId ?? null) }));
  adminRoute(app, authorize, imposeExclusion, ({ input, operator, request }) =>
    // An operator's exclusion links the person's money accounts too (payments' and withdrawals').
    exclusions.imposeExclusion({ ...ctx, accounts: { payerAccountsOf, accountIdentifiersOf } }, actor(operator, request), input.playerId, input.reason, ctx.clock.now()),
  );
  adminRoute(app, authorize, requestExclusionLift, ({ input, operator, request }) =>
    exclusions.requestLift(ctx.db, actor(operator, request), input.id, input.reason, ctx.clock.now()),
  );
  adminRoute(app, authorize, decideExclusionLift, ({ input, operator, request }) =>
    exclusions.decide(ctx.db, actor(operator, request), input.id, input.approve, ctx.clock.now()),
  );
  adminRoute(app, authorize, listReturnRequests, async () => ({ items: await exclusions.returnRequests(ctx.db) }));
}
