// Player endpoints of the play rewards: playerOnline, activeLoseMoney, activeDailyGift and the
// new-user red packet.
import { OnlineCall, activeDailyGift, activeLoseMoney, activeNewUserRedPacket, playerOnline } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { playerRoute } from '../../platform/route.ts';
import * as rewards from './play-rewards.service.ts';

export function registerPlayRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, playerOnline, ctx.authenticate, async ({ input, session }) => {
    const now = ctx.clock.now();
    if (input.type === OnlineCall.heartbeat) return rewards.onlineHeartbeat(ctx.db, session.playerId, now);
    if (input.type === OnlineCall.claim) {
      if (input.id === undefined) throw new AppError(ErrorCode.playRewardIdRequired);
      return rewards.claimOnlineTier(ctx.db, session.playerId, input.id, now);
    }
    return rewards.onlineStatus(ctx.db, session.playerId, now);
  });
  playerRoute(app, activeLoseMoney, ctx.authenticate, async ({ input, session }) =>
    input.type === 1
      ? rewards.claimLossRebate(ctx.db, session.playerId, input.day, ctx.clock.now())
      : rewards.lossRebateStatus(ctx.db, session.playerId, ctx.clock.now()),
  );
  playerRoute(app, activeDailyGift, ctx.authenticate, async ({ input, session }) =>
    input.type === 1
      ? rewards.claimDailyGift(ctx.db, session.playerId, input.id, ctx.clock.now())
      : rewards.dailyGiftStatus(ctx.db, session.playerId, ctx.clock.now()),
  );
  playerRoute(app, activeNewUserRedPacket, ctx.authenticate, async ({ input, session }) =>
    input.type === 1
      ? rewards.claimNewUserRedPacket(ctx.db, session.playerId, ctx.clock.now())
      : rewards.newUserRedPacketStatus(ctx.db, session.playerId, ctx.clock.now()),
  );
}
