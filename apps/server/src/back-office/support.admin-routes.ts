// Operator HTTP for player feedback (permission feedback.answer: admin, support).
import { answerFeedback, listFeedback } from '@khel/contracts/admin/support';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import * as feedback from '../features/support/feedback-admin.ts';

export function registerSupportAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminRoute(app, ctx.authorizeOperator, listFeedback, async ({ input }) => feedback.feedbackQueue(ctx.db, input));
  adminRoute(app, ctx.authorizeOperator, answerFeedback, async ({ input, operator, request }) =>
    feedback.answerFeedback(ctx.db, input, { operatorId: operator.operatorId, ip: request.ip }, ctx.clock.now()),
  );
}
