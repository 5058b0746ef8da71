// HTTP of the bet lists: public "all" and "high" (visitors too), the player's own "my bets".
import { inhouseBets, inhouseMyBets } from '@khel/contracts/endpoints/inhouse-bets';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute, publicRoute } from '../../platform/route.ts';
import { myBets, publicBets } from './inhouse-bets.ts';

export function registerInhouseBetRoutes(app: FastifyInstance, ctx: AppContext): void {
  publicRoute(app, inhouseBets, async ({ input }) => ({ list: await publicBets(ctx.db, input.game, input.list) }));
  playerRoute(app, inhouseMyBets, ctx.authenticate, async ({ input, session }) => ({ list: await myBets(ctx.db, session.playerId, input.game) }));
}
