// A sports data feed: fixtures, markets, prices and results, behind one port (like the game
// providers). The sportsbook (features/sportsbook) asks it for what it knows now and writes the
// differences; a real feed's adapter (credentials from SPORTS_FEED_*) plugs in beside the embedded
// demo feed (demo/demo-feed.ts), which simulates cricket ball by ball and football minute by minute.
//
// Prices are decimal odds in hundredths (185 = 1.85: a ₨100 stake returns ₨185). Lines are in
// tenths (1655 = 165.5 runs). Names of teams, competitions and players are proper nouns shown as
// given; market and selection names are built by the apps from `kind`, `params` and selection keys,
// so they are translated.

import type { MarketKind, Sport } from '@khel/contracts/endpoints/sportsbook';

export type { Sport };

/*
 * Market kinds (the contracts' MarketKind), and what their selections' keys are:
 * - `match-winner` (cricket): `home`, `away`
 * - `innings-runs` (cricket, params.innings 1|2, line): `over`, `under`
 * - `over-runs` (cricket, next over: params.innings, params.over 1-based, line): `over`, `under`
 * - `top-batter` (cricket, params.innings): one selection per batter, key `b:<name>`, name = the batter
 * - `next-dismissal` (cricket, params.innings, params.wicket 1-based: how the next wicket falls):
 *   `caught`, `bowled`, `lbw`, `run-out`, `other` (stumped, hit wicket…)
 * - `1x2` (football): `home`, `draw`, `away`
 * - `total-goals` (football, line e.g. 25 = 2.5): `over`, `under`
 * - `btts` (football, both teams to score): `yes`, `no`
 */
export type { MarketKind };

/** `open` takes bets; `suspended` is a pause (a wicket, a goal, a review); `closed` takes no more bets and waits for its result. */
export type FeedMarketStatus = 'open' | 'suspended' | 'closed';

export interface FeedSelection {
  /** Stable within the market (see MarketKind). */
  key: string;
  /** Proper noun for a batter; otherwise the key again (the apps translate it). */
  name: string;
  /** Decimal odds in hundredths, at least 101. */
  odds: number;
}

export interface FeedMarketParams {
  innings?: number;
  over?: number;
  wicket?: number;
}

/** A market's outcome: winning selection keys (several = a dead heat: the stake is shared), or void. */
export type FeedResult = { winners: string[] } | { void: true };

export interface FeedMarket {
  /** Stable within the event: the same market keeps its key across snapshots. */
  key: string;
  kind: MarketKind;
  params: FeedMarketParams;
  /** Tenths (over/under markets); null otherwise. */
  line: number | null;
  status: FeedMarketStatus;
  selections: FeedSelection[];
  /** Set once the market is decided (status is then `closed`); never changes afterwards unless the feed corrects it. */
  result: FeedResult | null;
}

export type FeedEventStatus = 'scheduled' | 'live' | 'ended' | 'abandoned';

export interface CricketScore {
  /** The innings being played (1 or 2); 2 after the match. */
  current: number;
  /** Runs/wickets/legal balls bowled per innings so far, index 0 = first innings. */
  innings: { batting: 'home' | 'away'; runs: number; wickets: number; balls: number }[];
  /** Balls per innings (120 T20, 300 ODI). */
  ballsPerInnings: number;
  /** The last few balls, newest last: '0'..'6', 'W', 'wd', 'nb'. */
  recent: string[];
  /** Batters at the crease with their runs, striker first. */
  batters: { name: string; runs: number; balls: number }[];
}

export interface FootballScore {
  home: number;
  away: number;
  /** Minute of play, 0 before kick-off, 90 at full time. */
  minute: number;
}

export interface FeedEvent {
  /** Stable and unique within the feed. */
  key: string;
  sport: Sport;
  /** Cricket: 'T20' | 'ODI'; football: 'league'. */
  format: string;
  competition: { key: string; name: string };
  home: string;
  away: string;
  startsAt: Date;
  status: FeedEventStatus;
  score: CricketScore | FootballScore | null;
  markets: FeedMarket[];
}

export interface SportsFeed {
  /** `demo` or the real feed's name, recorded with every event it brings. */
  readonly name: string;
  /**
   * Everything the feed knows at `now`: events that started up to 2 hours ago (with their results)
   * and those starting in the next 2 days, each with every market it has opened so far. A market
   * once listed keeps being listed for as long as its event is. Throws FeedUnavailableError when
   * the feed cannot answer.
   */
  snapshot(now: Date): Promise<FeedEvent[]>;
}

export class FeedUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the sports feed did not answer', { cause });
    this.name = 'FeedUnavailableError';
  }
}
