// Player HTTP of the sportsbook: the public lobby and match page, and the player's bets, placement
// and cash-out. A bet meets the same checks as every round's start (catalogue switch, identity
// here; time-out and exclusions, loss/wager/session limits at its stake), with their messages.
import { sportsCashOut, sportsEvent, sportsLobby, sportsMyBets, sportsPlaceBet } from '@khel/contracts/endpoints/sportsbook';
import type { FastifyInstance } from 'fastify';
import type { SportsFeed } from '../../adapters/sports-feeds/port.ts';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute, publicRoute } from '../../platform/route.ts';
import { gameSwitches } from '../games/games.service.ts';
import { playIdentityGate } from '../kyc/kyc.service.ts';
import { eventPage, lobby } from './catalogue.ts';
import { createSportsbook, type Sportsbook } from './sportsbook.service.ts';
import { SPORTSBOOK_GAME } from './placement-batch.ts';

const SETTLED_PAGE = 20;

/** Registers the player routes; answers the sportsbook (its jobs' work and the trading desk's levers). */
export function registerSportsbookRoutes(app: FastifyInstance, ctx: AppContext, deps: { feed: SportsFeed }): Sportsbook {
  const book = createSportsbook({ db: ctx.db, clock: ctx.clock, log: ctx.log, feed: deps.feed });
  const auth = ctx.authenticate;
  // Asked on every bet: kept in memory until the catalogue or ComplianceConf changes.
  const switches = gameSwitches(ctx.db);
  const identity = playIdentityGate(ctx.db);
  app.addHook('onClose', async () => {
    switches.close();
    identity.close();
  });

  publicRoute(app, sportsLobby, ({ input }) => lobby(ctx.db, ctx.clock, input));
  publicRoute(app, sportsEvent, ({ input }) => eventPage(ctx.db, ctx.clock, input.id));

  playerRoute(app, sportsPlaceBet, auth, async ({ input, session }) => {
    const { playerId } = session;
    const gate = Promise.all([switches.assertEnabled(SPORTSBOOK_GAME.gameId), identity.assert(playerId)]);
    // Time-outs, exclusions and play limits: the wallet's stake refuses them, and placement tells
    // which with the same messages (placement.ts).
    return book.placement.place(playerId, input, gate);
  });
  playerRoute(app, sportsMyBets, auth, ({ input, session }) =>
    book.myBets(session.playerId, input.list, input.before ? { at: new Date(input.before), id: input.beforeId ?? null } : null, SETTLED_PAGE).then((bets) => ({ bets })),
  );
  playerRoute(app, sportsCashOut, auth, async ({ input, session }) => {
    const balance = await book.cashOut.cashOut(session.playerId, input.betId, input.amount);
    const [bet] = await book.betsOf(session.playerId, [input.betId]);
    return { bet: bet!, balance };
  });
  return book;
}
