// Player endpoints of player protection: the status, a time-out, a self-exclusion.
import { protectionStatus, selfExclude, startTimeOut } from '@khel/contracts/endpoints/protection';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import * as protection from './protection.service.ts';

export function registerProtectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, protectionStatus, ctx.authenticate, ({ session }) => protection.protectionStatus(ctx.db, session.playerId, ctx.clock.now()));
  playerRoute(app, startTimeOut, ctx.authenticate, ({ input, session }) =>
    protection.startTimeOut(ctx.db, session.playerId, input.period, ctx.clock.now()),
  );
  playerRoute(app, selfExclude, ctx.authenticate, ({ input, session }) => protection.selfExclude(ctx, session.playerId, input, ctx.clock.now()));
}
