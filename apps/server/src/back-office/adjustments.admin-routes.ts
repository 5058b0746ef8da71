// Operator HTTP for manual adjustments (adjustments.request / adjustments.approve: admin, finance).
import { approveAdjustment, listAdjustments, rejectAdjustment, requestAdjustment } from '@khel/contracts/admin/adjustments';
import type { OperatorRole } from '@khel/contracts/admin/operators-roles';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import * as adjustments from '../features/adjustments/adjustments.service.ts';

export function registerAdjustmentAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  const actor = (operator: { operatorId: number; role: OperatorRole }, ip: string) => ({ operatorId: operator.operatorId, role: operator.role, ip });

  adminRoute(app, authorize, requestAdjustment, async ({ input, operator, request }) =>
    adjustments.requestAdjustment(ctx.db, ctx.clock, actor(operator, request.ip), input),
  );
  adminRoute(app, authorize, listAdjustments, async ({ input }) => adjustments.adjustmentsPage(ctx.db, input));
  adminRoute(app, authorize, approveAdjustment, async ({ input, operator, request }) =>
    adjustments.approveAdjustment(ctx.db, ctx.clock, actor(operator, request.ip), input.id, input.note),
  );
  adminRoute(app, authorize, rejectAdjustment, async ({ input, operator, request }) =>
    adjustments.rejectAdjustment(ctx.db, ctx.clock, actor(operator, request.ip), input.id, input.note),
  );
}
