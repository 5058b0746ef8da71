import {
  offerEligibility as offerEligibilityEndpoint,
  personalData as personalDataEndpoint,
  subscriptions,
  updateSubscriptions,
} from '@khel/contracts/endpoints/personal-data';
import { playerInfo as playerInfoEndpoint, profile } from '@khel/contracts/endpoints/player';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { personalData } from './personal-data.ts';
import { playerInfoAnswers } from './player-info-answers.ts';
import { updateProfile } from './players.service.ts';
import { changeSubscriptions, offerEligibility, playerSubscriptions } from './subscriptions.ts';

export function registerPlayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const playerInfo = playerInfoAnswers(ctx.db);
  app.addHook('onClose', async () => playerInfo.close());
  playerRoute(app, playerInfoEndpoint, ctx.authenticate, ({ session }) => playerInfo.get(session.playerId));
  playerRoute(app, profile, ctx.authenticate, ({ session, input }) =>
    updateProfile(ctx.db, session.playerId, { name: input.name, icon: input.icon }),
  );
  playerRoute(app, personalDataEndpoint, ctx.authenticate, ({ session }) => personalData(ctx.db, session.playerId));
  playerRoute(app, subscriptions, ctx.authenticate, ({ session }) => playerSubscriptions(ctx.db, session.playerId));
  playerRoute(app, updateSubscriptions, ctx.authenticate, ({ session, input }) =>
    changeSubscriptions(ctx.db, session.playerId, input, ctx.clock.now()),
  );
  playerRoute(app, offerEligibilityEndpoint, ctx.authenticate, ({ session }) => offerEligibility(ctx.db, session.playerId, ctx.clock.now()));
}
