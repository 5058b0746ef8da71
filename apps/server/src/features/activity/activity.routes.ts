// The activity centre's one call: every offer's state and the Activity badge's pending count.
import { activityList } from '@khel/contracts/endpoints/activity';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import * as activity from './activity.service.ts';

export function registerActivityRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, activityList, ctx.authenticate, ({ session }) => activity.activityList(ctx.db, session.playerId, ctx.clock.now()));
}
