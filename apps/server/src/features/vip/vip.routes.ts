// Player endpoint of VIP ("vip (type, param; returns upgrades)", docs/requirements/vip.md#4-upgrade-rewards).
import { VipType, vip } from '@khel/contracts/endpoints/vip';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { claimVipUpgrade } from './upgrade-claims.ts';
import { vipStatus } from './vip.service.ts';

export function registerVipRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, vip, ctx.authenticate, ({ input, session }) =>
    input.type === VipType.claim
      ? claimVipUpgrade(ctx.db, session.playerId, input.param, ctx.clock.now())
      : vipStatus(ctx.db, session.playerId),
  );
}
