// Player endpoints of the agency programme: invite (type 0 agentInfo, type 1 invited players) and
// activeInviteReward (claim every claimable invite reward).
import { activeInviteReward, invite, InviteType } from '@khel/contracts/endpoints/agency';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import { playerRoute } from '../../platform/route.ts';
import * as agency from './agency.service.ts';

export function registerAgencyRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, invite, ctx.authenticate, async ({ input, session, request }) => {
    const origin = publicOrigin(request, ctx.config);
    if (input.type === InviteType.info) return { type: input.type, agentInfo: await agency.agentInfo(ctx.db, session.playerId, origin) };
    return { type: input.type, list: await agency.invitedPlayers(ctx.db, session.playerId, input.page), page: input.page };
  });
  playerRoute(app, activeInviteReward, ctx.authenticate, async ({ session, request }) => {
    const paid = await agency.claimInviteRewards(ctx.db, session.playerId, ctx.clock.now());
    return { ...paid, agentInfo: await agency.agentInfo(ctx.db, session.playerId, publicOrigin(request, ctx.config)) };
  });
}
