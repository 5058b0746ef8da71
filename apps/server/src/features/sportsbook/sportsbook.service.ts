// The sportsbook (README.md): what the routes, the jobs and the back office call. One instance per
// app, made by registerSportsbookRoutes.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import type { SportsFeed } from '../../adapters/sports-feeds/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { selectBets, selectLegs, selectOpenBetsOf, selectSettledBetsOf, type BetRow } from './bets.repository.ts';
import { cashOutOffers, createCashOut } from './cash-out.ts';
import { createFeedIngest } from './feed-ingest.ts';
import { createPlacement } from './placement.ts';
import { createSettlement, legsByBet } from './settlement.ts';
import { createTrading } from './trading.ts';
import { toBet } from './views.ts';

export { FEED_INGEST_INTERVAL_MS, FEED_INGEST_JOB } from './feed-ingest.ts';
export { SPORTSBOOK_PROVIDER } from './settlement.ts';
export type { TradingActor } from './trading.ts';

export const SETTLEMENT_SWEEP_JOB = 'sportsbook-settlement-sweep';

/** Bets as the player sees them, with the cash-out offered now. */
export async function betViews(q: Queryable, bets: readonly BetRow[]): Promise<SportsBet[]> {
  const legs = legsByBet(await selectLegs(q, bets.map((b) => b.id)));
  const offers = await cashOutOffers(q, bets, legs);
  return bets.map((bet) => toBet(bet, legs.get(bet.id) ?? [], offers.get(bet.id) ?? null));
}

export function createSportsbook(deps: { db: Database; clock: Clock; log: FastifyBaseLogger; feed: SportsFeed; sleep?: (ms: number) => Promise<void> }) {
  const { db, clock, log } = deps;
  const settlement = createSettlement({ db, clock, log });
  const placement = createPlacement({ db, clock, ...(deps.sleep ? { sleep: deps.sleep } : {}) });
  const cashOut = createCashOut({ db, clock });
  const ingest = createFeedIngest({ db, clock, feed: deps.feed, settlement, log });
  const trading = createTrading({ db, clock, settlement });

  async function betsOf(playerId: number, ids: readonly string[]): Promise<SportsBet[]> {
    return betViews(db, (await selectBets(db, ids)).filter((bet) => bet.player_id === playerId));
  }

  async function myBets(playerId: number, list: 'open' | 'settled', before: Date | null, limit: number): Promise<SportsBet[]> {
    if (before && Number.isNaN(before.getTime())) throw invalid('invalidRequest');
    const rows = list === 'open' ? await selectOpenBetsOf(db, playerId) : await selectSettledBetsOf(db, playerId, before, limit);
    return betViews(db, rows);
  }

  return {
    placement,
    settlement,
    cashOut,
    ingest,
    trading,
    betsOf,
    myBets,
    /** Job `sportsbook-settlement-sweep`: bets whose legs got their results while they were being placed. */
    sweepSettlements: () => settlement.settleBets(null),
  };
}

export type Sportsbook = ReturnType<typeof createSportsbook>;
