// Player endpoints of the promotions: activeLogin (sign-in), activeGiftCode, bindReward.
import { activeGiftCode, activeLogin, bindRewards } from '@khel/contracts/endpoints/promotions';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { bindRewardStatus, claimBindReward } from './bind-rewards.ts';
import { redeemGiftCode } from './gift-codes.ts';
import { claimSignIn, signInStatus } from './sign-in.ts';

export function registerPromotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, activeLogin, ctx.authenticate, ({ input, session }) =>
    input.type === 1 ? claimSignIn(ctx.db, session.playerId, ctx.clock.now()) : signInStatus(ctx.db, session.playerId, ctx.clock.now()),
  );
  playerRoute(app, activeGiftCode, ctx.authenticate, ({ input, session, request }) => redeemGiftCode(ctx, session.playerId, input.code, request.ip));
  playerRoute(app, bindRewards, ctx.authenticate, ({ input, session }) =>
    input.type === 1 ? claimBindReward(ctx.db, session.playerId, input.kind, ctx.clock.now()) : bindRewardStatus(ctx.db, session.playerId),
  );
}
