// playerInfo, the app's most frequent call, and the profile change, which answers with the same view.
import { playerInfo as playerInfoEndpoint, profile } from '@khel/contracts/endpoints/player-info';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { updateProfile } from '../players/players.service.ts';
import { playerInfoAnswers } from './player-info-answers.ts';
import { playerInfo } from './player-info.service.ts';

export function registerPlayerInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const answers = playerInfoAnswers(ctx.db);
  app.addHook('onClose', async () => answers.close());
  playerRoute(app, playerInfoEndpoint, ctx.authenticate, ({ session }) => answers.get(session.playerId));
  playerRoute(app, profile, ctx.authenticate, async ({ session, input }) => {
    await updateProfile(ctx.db, session.playerId, { name: input.name, icon: input.icon });
    return playerInfo(ctx.db, session.playerId);
  });
}
