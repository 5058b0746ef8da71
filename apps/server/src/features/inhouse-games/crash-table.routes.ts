// Player HTTP of the shared crash round (crash-table.ts): the public state and verify, and the
// player's bet, cash-out and own bet. A bet passes the same checks as every in-house round's start.
import { crashTableBet, crashTableCashOut, crashTableMine, crashTableState, crashTableVerify } from '@khel/contracts/endpoints/inhouse-crash';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute, publicRoute } from '../../platform/route.ts';
import type { CrashTableService } from './crash-table.ts';

export function registerCrashTableRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { table: CrashTableService; mayPlay: (playerId: number, bet: number, gameId: string) => Promise<void> },
): void {
  const { table, mayPlay } = deps;
  const auth = ctx.authenticate;
  publicRoute(app, crashTableState, () => table.table());
  publicRoute(app, crashTableVerify, ({ input }) => table.verifyRound(input.id));
  playerRoute(app, crashTableBet, auth, async ({ input, session }) => {
    await mayPlay(session.playerId, input.bet, 'inhouse-crash');
    return table.bet(session.playerId, input.bet, input.autoCashOut);
  });
  playerRoute(app, crashTableCashOut, auth, ({ input, session }) => table.cashOut(session.playerId, input.gameId, input.at));
  playerRoute(app, crashTableMine, auth, ({ session }) => table.mine(session.playerId));
}
