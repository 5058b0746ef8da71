// The sportsbook (README.md): what the routes, the jobs and the back office call. One instance per
// app, made by registerSportsbookRoutes.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import type { FastifyBaseLogger } from 'fastify';
import type { SportsFeed } from '../../adapters/sports-feeds/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import { betViews } from './bet-views.ts';
import { selectBets, selectOpenBetsOf, selectSettledBetsOf } from './bets.repository.ts';
import { createCashOut } from './cash-out.ts';
import { createFeedIngest } from './feed-ingest.ts';
import { createPlacement } from './placement.ts';
import { createSettlement } from './settlement.ts';
import { createTrading } from './trading.ts';

export { FEED_INGEST_INTERVAL_MS, FEED_INGEST_JOB } from './feed-ingest.ts';
export { SPORTSBOOK_PROVIDER } from './settlement.ts';
export type { TradingActor } from './trading.ts';

export const SETTLEMENT_SWEEP_JOB = 'sportsbook-settlement-sweep';

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

  async function myBets(playerId: number, list: 'open' | 'settled', before: { at: Date; id: string | null } | null, limit: number): Promise<SportsBet[]> {
    if (before && Number.isNaN(before.at.getTime())) throw invalid('invalidRequest');
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
