// A scripted sports feed for tests (never imported by app code): the test writes the events, prices
// and results the feed knows, then runs the feed's turn; the sportsbook cannot tell it from a real one.
import type { FeedEvent, FeedMarket, SportsFeed } from '../src/adapters/sports-feeds/port.ts';
import type { TestApp } from './test-app.ts';

export interface ScriptedFeed extends SportsFeed {
  events: FeedEvent[];
  event(key: string): FeedEvent;
  market(eventKey: string, marketKey: string): FeedMarket;
  /** Sets a selection's price. */
  price(eventKey: string, marketKey: string, selection: string, odds: number): void;
}

export function scriptedFeed(): ScriptedFeed {
  const feed: ScriptedFeed = {
    name: 'scripted',
    events: [],
    snapshot: async () => structuredClone(feed.events),
    event(key) {
      const found = feed.events.find((e) => e.key === key);
      if (!found) throw new Error(`no event ${key}`);
      return found;
    },
    market(eventKey, marketKey) {
      const found = feed.event(eventKey).markets.find((m) => m.key === marketKey);
      if (!found) throw new Error(`no market ${eventKey}/${marketKey}`);
      return found;
    },
    price(eventKey, marketKey, selection, odds) {
      const found = feed.market(eventKey, marketKey).selections.find((s) => s.key === selection);
      if (!found) throw new Error(`no selection ${selection}`);
      found.odds = odds;
    },
  };
  return feed;
}

/** A football match with 1X2 (home 2.10, draw 3.20, away 3.40), total goals 2.5 (1.90/1.90) and both teams to score (1.80/1.95). */
export function footballMatch(key: string, startsAt: Date, home = `${key} Home`, away = `${key} Away`): FeedEvent {
  return {
    key,
    sport: 'football',
    format: 'league',
    competition: { key: 'ppl', name: 'Pakistan Premier League' },
    home,
    away,
    startsAt,
    status: 'scheduled',
    score: { home: 0, away: 0, minute: 0 },
    markets: [
      market('1x2', '1x2', {}, null, [['home', 210], ['draw', 320], ['away', 340]]),
      market('total-25', 'total-goals', {}, 25, [['over', 190], ['under', 190]]),
      market('btts', 'btts', {}, null, [['yes', 180], ['no', 195]]),
    ],
  };
}

/** A T20 with match winner (1.85/1.95) and first-innings runs over/under 165.5 (1.90/1.90). */
export function cricketMatch(key: string, startsAt: Date, home = `${key} Home`, away = `${key} Away`): FeedEvent {
  return {
    key,
    sport: 'cricket',
    format: 'T20',
    competition: { key: 'psl', name: 'Pakistan Super League' },
    home,
    away,
    startsAt,
    status: 'scheduled',
    score: null,
    markets: [
      market('mw', 'match-winner', {}, null, [['home', 185], ['away', 195]]),
      market('inn1-runs', 'innings-runs', { innings: 1 }, 1655, [['over', 190], ['under', 190]]),
    ],
  };
}

function market(key: string, kind: FeedMarket['kind'], params: FeedMarket['params'], line: number | null, prices: [string, number][]): FeedMarket {
  return { key, kind, params, line, status: 'open', result: null, selections: prices.map(([k, odds]) => ({ key: k, name: k, odds })) };
}

/** Runs the feed's turn on the app (as the job does every second), and waits for the settlements it started. */
export async function feedTurn(t: TestApp): Promise<void> {
  await t.app.sportsbook.ingest.ingestOnce();
  await t.app.sportsbook.ingest.settled();
}

/** The selection id the sportsbook gave an event's market selection. */
export async function selectionId(t: TestApp, eventKey: string, marketKey: string, selection: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT s.id FROM sports_selections s JOIN sports_markets m ON m.id = s.market_id JOIN sports_events e ON e.id = m.event_id
      WHERE e.feed_key = $1 AND m.feed_key = $2 AND s.key = $3`,
    [eventKey, marketKey, selection],
  );
  if (!rows[0]) throw new Error(`no selection ${eventKey}/${marketKey}/${selection}`);
  return rows[0].id;
}
