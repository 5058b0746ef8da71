// Operator HTTP for formal complaints (complaints.handle: admin, support, compliance; resolving an
// escalated one needs complaints.escalations: admin, compliance).
import { escalateComplaint, getComplaint, listComplaints, noteComplaint, resolveComplaint, startComplaint } from '@khel/contracts/admin/complaints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoute, type OperatorSession } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import * as complaints from '../features/complaints/complaints.service.ts';

const by = (operator: OperatorSession, request: FastifyRequest) => ({ operatorId: operator.operatorId, role: operator.role, ip: request.ip });

export function registerComplaintAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminRoute(app, ctx.authorizeOperator, listComplaints, async ({ input }) => complaints.complaintQueue(ctx.db, input, ctx.clock.now()));
  adminRoute(app, ctx.authorizeOperator, getComplaint, async ({ input }) => complaints.complaintDetail(ctx.db, input.id, ctx.clock.now()));
  adminRoute(app, ctx.authorizeOperator, startComplaint, async ({ input, operator, request }) =>
    complaints.startComplaint(ctx.db, input, by(operator, request), ctx.clock.now()),
  );
  adminRoute(app, ctx.authorizeOperator, noteComplaint, async ({ input, operator, request }) =>
    complaints.noteComplaint(ctx.db, input, by(operator, request), ctx.clock.now()),
  );
  adminRoute(app, ctx.authorizeOperator, escalateComplaint, async ({ input, operator, request }) =>
    complaints.escalateComplaint(ctx.db, input, by(operator, request), ctx.clock.now()),
  );
  adminRoute(app, ctx.authorizeOperator, resolveComplaint, async ({ input, operator, request }) =>
    complaints.resolveComplaint(ctx.db, input, by(operator, request), ctx.clock.now()),
  );
}
