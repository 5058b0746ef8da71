// The server side bench/sportsbook.ts shares between its parts: the real app (buildApp) with a
// feed the bench scripts, built without listening (no background jobs: the bench runs the feed's
// turns itself, as the tests do) or listening on a loopback port (the jobs run, the feed's turn
// among them, every second as in production); the bench's players; the stored selections.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { FeedEvent, SportsFeed } from '../apps/server/src/adapters/sports-feeds/port.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { createPlayer } from '../apps/server/src/features/players/players.service.ts';
import type { Database, Queryable } from '../apps/server/src/platform/db.ts';
import { fund } from '../apps/server/test/wallet.ts';
import { benchConfig, openAppDatabase } from './support.ts';

/**
 * The app's database (support.ts openAppDatabase: migrated, config seeded), then the SQL file named
 * by BENCH_SPORTS_EXTRA_SQL when set: a way to measure a proposed change of a SQL function (e.g. a
 * CREATE OR REPLACE FUNCTION) before it is committed. The run then says so, loudly.
 */
export async function openBenchDatabase(baseUrl: string, name: string, pool: number): Promise<Database> {
  const db = await openAppDatabase(baseUrl, name, pool);
  const extra = process.env.BENCH_SPORTS_EXTRA_SQL;
  if (extra) {
    await db.exec(readFileSync(extra, 'utf8'));
    console.log(`  NOTE: ${extra} applied after migrating: this part measures that change, not the committed code`);
  }
  return db;
}

/**
 * A scripted feed (like test/sports-feed.ts's): the bench edits `events`; every snapshot is one
 * feed turn, and `onTurn` (when set) runs first, at the very start of the turn, so a change it
 * makes is what that turn writes.
 */
export interface BenchFeed extends SportsFeed {
  events: FeedEvent[];
  onTurn: (() => void) | null;
}

export function benchFeed(events: FeedEvent[]): BenchFeed {
  const feed: BenchFeed = {
    name: 'bench',
    events,
    onTurn: null,
    snapshot: async () => {
      feed.onTurn?.();
      return structuredClone(feed.events);
    },
  };
  return feed;
}

/**
 * The real app on `db` with `feed` as its sports feed, configured as every bench's app
 * (support.ts benchConfig), plus `env`. Not listening yet: no background job runs until `listen`.
 */
export async function buildSportsApp(options: { db: Database; feed: SportsFeed; env?: Record<string, string> }): Promise<FastifyInstance> {
  return buildApp({ config: benchConfig(options.env), db: options.db, sportsFeed: options.feed });
}

/** Listens on a random loopback port (the background jobs start: the feed's turn every second); answers http://127.0.0.1:<port>. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A football match (test/sports-feed.ts footballMatch's three markets) in the bench's feed. */
export { footballMatch } from '../apps/server/test/sports-feed.ts';

export interface StoredSelection {
  id: number;
  marketId: number;
  eventId: number;
  eventKey: string;
  marketKey: string;
  key: string;
  odds: number;
}

/** The selections the sportsbook stored for the feed's events, with their ids and prices now. */
export async function storedSelections(q: Queryable, eventKeys: readonly string[]): Promise<StoredSelection[]> {
  const rows = await q.query<{ id: number; market_id: number; event_id: number; event_key: string; market_key: string; key: string; odds: number }>(
    `SELECT s.id, s.market_id, m.event_id, e.feed_key AS event_key, m.feed_key AS market_key, s.key, s.odds
       FROM sports_selections s JOIN sports_markets m ON m.id = s.market_id JOIN sports_events e ON e.id = m.event_id
      WHERE e.feed_key = ANY($1::text[]) ORDER BY s.id`,
    [eventKeys],
  );
  return rows.map((r) => ({ id: r.id, marketId: r.market_id, eventId: r.event_id, eventKey: r.event_key, marketKey: r.market_key, key: r.key, odds: r.odds }));
}

export async function eventIdOf(q: Queryable, eventKey: string): Promise<number> {
  const rows = await q.query<{ id: number }>('SELECT id FROM sports_events WHERE feed_key = $1', [eventKey]);
  if (!rows[0]) throw new Error(`the feed's event ${eventKey} was not stored`);
  return rows[0].id;
}

/**
 * `count` players made by the real creation path (test/wallet.ts createPlayers' way), each funded
 * with `balance` by a sandbox deposit, `concurrency` at a time.
 */
export async function fundedPlayers(db: Database, count: number, balance: number, concurrency = 8): Promise<number[]> {
  const ids: number[] = new Array<number>(count);
  await inParallel(count, concurrency, async (i) => {
    const account = `b${randomBytes(5).toString('hex')}`;
    const player = await db.transaction((tx) => createPlayer(tx, { account, email: null, phone: null, agentId: '', deviceId: 'bench-sportsbook', h5Param: {} }));
    await fund(db, player.id, balance);
    ids[i] = player.id;
  });
  return ids;
}

/** The players' summed balance (hundredths): what stakes take and payouts give back. */
export async function playersBalance(q: Queryable, playerIds: readonly number[]): Promise<number> {
  const rows = await q.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE player_id = ANY($1::bigint[])', [playerIds]);
  return Number(rows[0]!.total);
}

/** Runs `work(i)` for i < count from `concurrency` workers; answers when all are done. */
export async function inParallel(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) await work(i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export interface StatementTime {
  /** The statement, whitespace folded: its beginning and its end. */
  statement: string;
  count: number;
  ms: number;
}

/**
 * Times every statement the app sends through `db` (its pool and its transactions) from now until
 * `stop()`, by statement text: where a phase's database time goes, measured from the server's side
 * (round trip included). One phase at a time: concurrent work would be counted too.
 */
export function timeStatements(db: Database): { stop(): StatementTime[] } {
  const times = new Map<string, StatementTime>();
  const wrap = (q: Queryable): Queryable => ({
    query: (async (text: string, params?: readonly unknown[]) => {
      const started = performance.now();
      try {
        return await q.query(text, params);
      } finally {
        const full = text.replace(/--[^\n]*/g, ' ').replace(/\s+/g, ' ').trim();
        const entry = times.get(full) ?? { statement: full.length > 90 ? `${full.slice(0, 56)} … ${full.slice(-30)}` : full, count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - started;
        times.set(full, entry);
      }
    }) as Queryable['query'],
    exec: (script) => q.exec(script),
  });
  const target = db as { query: Queryable['query']; transaction: Database['transaction'] };
  const { query, transaction } = target;
  target.query = wrap({ query: query.bind(db), exec: (script) => db.exec(script) }).query;
  target.transaction = ((work: (tx: Queryable) => Promise<unknown>) => transaction.call(db, (tx) => work(wrap(tx)))) as Database['transaction'];
  return {
    stop() {
      target.query = query;
      target.transaction = transaction;
      return [...times.values()].sort((a, b) => b.ms - a.ms);
    },
  };
}
