import {
  offerEligibility as offerEligibilityEndpoint,
  subscriptions,
  updateSubscriptions,
} from '@khel/contracts/endpoints/personal-data';
import { betPrivacy, updateBetPrivacy } from '@khel/contracts/endpoints/inhouse-bets';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { betPrivacyOf, setBetPrivacy } from './bet-privacy.ts';
import { changeSubscriptions, offerEligibility, playerSubscriptions } from './subscriptions.ts';

export function registerPlayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, subscriptions, ctx.authenticate, ({ session }) => playerSubscriptions(ctx.db, session.playerId));
  playerRoute(app, updateSubscriptions, ctx.authenticate, ({ session, input }) =>
    changeSubscriptions(ctx.db, session.playerId, input, ctx.clock.now()),
  );
  playerRoute(app, betPrivacy, ctx.authenticate, ({ session }) => betPrivacyOf(ctx.db, session.playerId));
  playerRoute(app, updateBetPrivacy, ctx.authenticate, ({ session, input }) => setBetPrivacy(ctx.db, session.playerId, input.showName, ctx.clock.now()));
  playerRoute(app, offerEligibilityEndpoint, ctx.authenticate, ({ session }) => offerEligibility(ctx.db, session.playerId, ctx.clock.now()));
}
