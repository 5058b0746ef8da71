import { feedbackList, sendFeedback } from '@khel/contracts/endpoints/support';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { registerChatRoutes } from './chat.routes.ts';
import * as feedback from './feedback.service.ts';

export function registerSupportRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, feedbackList, ctx.authenticate, ({ session, input }) => feedback.feedbackPage(ctx.db, session.playerId, input.page));
  playerRoute(app, sendFeedback, ctx.authenticate, ({ session, input }) =>
    feedback.sendFeedback(ctx.db, session.playerId, input, ctx.clock.now()),
  );
  registerChatRoutes(app, ctx);
}
