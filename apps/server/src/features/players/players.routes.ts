import { playerInfo as playerInfoEndpoint, profile } from '@khel/contracts/endpoints/player';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { playerInfo, updateProfile } from './players.service.ts';

export function registerPlayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, playerInfoEndpoint, ctx.authenticate, ({ session }) => playerInfo(ctx.db, session.playerId));
  playerRoute(app, profile, ctx.authenticate, ({ session, input }) =>
    updateProfile(ctx.db, session.playerId, { name: input.name, icon: input.icon }),
  );
}
