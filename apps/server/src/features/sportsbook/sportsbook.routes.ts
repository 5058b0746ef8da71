// Player HTTP of the sportsbook: the public lobby and match page, and the player's bets, placement
// and cash-out. A bet passes the same checks as every round's start first (catalogue switch,
// time-out and exclusions, identity, loss/wager/session limits), for their own messages.
import { sportsCashOut, sportsEvent, sportsLobby, sportsMyBets, sportsPlaceBet } from '@khel/contracts/endpoints/sportsbook';
import type { FastifyInstance } from 'fastify';
import type { SportsFeed } from '../../adapters/sports-feeds/port.ts';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute, publicRoute } from '../../platform/route.ts';
import { assertGameEnabled } from '../games/games.service.ts';
import { assertIdentityForPlay } from '../kyc/kyc.service.ts';
import { assertMayStake } from '../limits/limits.service.ts';
import { assertMayPlay } from '../protection/protection.service.ts';
import { eventPage, lobby } from './catalogue.ts';
import { createSportsbook, type Sportsbook } from './sportsbook.service.ts';
import { SPORTSBOOK_GAME } from './placement.ts';

const SETTLED_PAGE = 20;

/** Registers the player routes; answers the sportsbook (its jobs' work and the trading desk's levers). */
export function registerSportsbookRoutes(app: FastifyInstance, ctx: AppContext, deps: { feed: SportsFeed }): Sportsbook {
  const book = createSportsbook({ db: ctx.db, clock: ctx.clock, log: ctx.log, feed: deps.feed });
  const auth = ctx.authenticate;

  publicRoute(app, sportsLobby, ({ input }) => lobby(ctx.db, ctx.clock, input));
  publicRoute(app, sportsEvent, ({ input }) => eventPage(ctx.db, ctx.clock, input.id));

  playerRoute(app, sportsPlaceBet, auth, async ({ input, session }) => {
    const { playerId } = session;
    await assertGameEnabled(ctx.db, SPORTSBOOK_GAME.gameId);
    await assertMayPlay(ctx.db, playerId, ctx.clock.now());
    await assertIdentityForPlay(ctx.db, playerId);
    await assertMayStake(ctx.db, playerId, input.stake, ctx.clock.now());
    const placed = await book.placement.place(playerId, input);
    const [bet] = await book.betsOf(playerId, [placed.betId]);
    return { bet: bet!, balance: placed.balance };
  });
  playerRoute(app, sportsMyBets, auth, ({ input, session }) =>
    book.myBets(session.playerId, input.list, input.before ? new Date(input.before) : null, SETTLED_PAGE).then((bets) => ({ bets })),
  );
  playerRoute(app, sportsCashOut, auth, async ({ input, session }) => {
    const balance = await book.cashOut.cashOut(session.playerId, input.betId, input.amount);
    const [bet] = await book.betsOf(session.playerId, [input.betId]);
    return { bet: bet!, balance };
  });
  return book;
}
