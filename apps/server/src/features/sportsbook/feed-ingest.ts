// The feed ingest (job `sportsbook-feed`, every second in every process): asks the feed what it
// knows now and writes the differences a table at a time. One process a turn: the transaction
// takes an advisory lock and another process holding it skips its turn. What changed is announced
// after the commit, and markets that got their result are settled beside the next turns.
//
// What is written: every live event each turn; another event when it differs from what this process
// last wrote of it; and every event not yet over once every FULL_SYNC_MS, since another process may
// have written a different word in between (a price that moved and came back). A finished event
// (ended or abandoned) is final once written. A full snapshot is some 9,000 selections; the live
// ones are a few hundred.
import type { FastifyBaseLogger } from 'fastify';
import type { FeedEvent, SportsFeed } from '../../adapters/sports-feeds/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db.ts';
import { announceChanges } from './catalogue.ts';
import { tryIngestLock, upsertEvents, upsertMarkets, upsertSelections, writeResults, type MarketInput, type SelectionInput } from './catalogue.repository.ts';
import type { Settlement } from './settlement.ts';

export const FEED_INGEST_JOB = 'sportsbook-feed';
export const FEED_INGEST_INTERVAL_MS = 1_000;
const FULL_SYNC_MS = 30_000;
const MAX_SELECTIONS_PER_WRITE = 1_500;

const finished = (e: FeedEvent) => e.status === 'ended' || e.status === 'abandoned';

export interface IngestSummary {
  events: number;
  changedEvents: number;
  changedMarkets: number;
  resulted: number;
}

export function createFeedIngest(deps: { db: Database; clock: Clock; feed: SportsFeed; settlement: Settlement; log: FastifyBaseLogger }) {
  const { db, clock, feed, settlement, log } = deps;
  /** Each event as this process last wrote it (its JSON). */
  const written = new Map<string, string>();
  let lastFullSync = -Infinity;

  function toWrite(snapshot: readonly FeedEvent[], full: boolean): { events: FeedEvent[]; prints: string[] } {
    const events: FeedEvent[] = [];
    const prints: string[] = [];
    for (const e of snapshot) {
      const print = JSON.stringify(e);
      const same = written.get(e.key) === print;
      if (e.status === 'live' || !same || (full && !finished(e))) {
        events.push(e);
        prints.push(print);
      }
    }
    return { events, prints };
  }

  async function write(snapshot: readonly FeedEvent[]) {
    if (snapshot.length === 0) return { events: new Set<number>(), markets: new Set<number>(), resulted: [] as number[], count: 0 };
    const at = clock.now();
    return db.transaction(async (tx) => {
      if (!(await tryIngestLock(tx))) return null;
      const events = await upsertEvents(
        tx,
        feed.name,
        snapshot.map((e) => ({
          key: e.key,
          sport: e.sport,
          format: e.format,
          competition_key: e.competition.key,
          competition_name: e.competition.name,
          home: e.home,
          away: e.away,
          starts_at: e.startsAt.toISOString(),
          status: e.status,
          score: e.score,
        })),
        at,
      );
      const marketInputs: MarketInput[] = [];
      for (const e of snapshot) {
        const eventId = events.ids.get(e.key)!;
        for (const m of e.markets) marketInputs.push({ event_id: eventId, key: m.key, kind: m.kind, params: { ...m.params }, line: m.line, feed_status: m.status });
      }
      const markets = await upsertMarkets(tx, marketInputs);
      const selections: SelectionInput[] = [];
      const results: { marketId: number; result: unknown }[] = [];
      for (const e of snapshot) {
        const eventId = events.ids.get(e.key)!;
        for (const m of e.markets) {
          const marketId = markets.ids.get(`${eventId}:${m.key}`)!;
          for (const s of m.selections) selections.push({ market_id: marketId, key: s.key, name: s.name, odds: s.odds });
          if (m.result) results.push({ marketId, result: m.result });
        }
      }
      const repriced = await upsertSelections(tx, selections);
      // Selections first: a result names them. A market with a result keeps it; a later different
      // word from the feed is not applied (a correction is two operators' decision).
      const resulted = await writeResults(tx, results, 'feed', at);
      return { events: events.changed, markets: new Set([...markets.changed.keys(), ...repriced, ...resulted]), resulted, count: snapshot.length };
    });
  }

  /** The due events in groups of at most MAX_SELECTIONS_PER_WRITE selections: the first turn after a start writes thousands, and on the embedded database a transaction holds the one connection. */
  function groups(events: readonly FeedEvent[]): FeedEvent[][] {
    const out: FeedEvent[][] = [];
    let group: FeedEvent[] = [];
    let size = 0;
    for (const e of events) {
      const n = e.markets.reduce((sum, m) => sum + m.selections.length, 0);
      if (group.length > 0 && size + n > MAX_SELECTIONS_PER_WRITE) {
        out.push(group);
        group = [];
        size = 0;
      }
      group.push(e);
      size += n;
    }
    if (group.length > 0) out.push(group);
    return out;
  }

  /** One turn: the snapshot written, its changes announced, new results settled. */
  async function ingestOnce(): Promise<IngestSummary | null> {
    const now = clock.now();
    const snapshot = await feed.snapshot(now);
    const full = now.getTime() - lastFullSync >= FULL_SYNC_MS;
    const due = toWrite(snapshot, full);
    const change = { events: new Set<number>(), markets: new Set<number>(), resulted: [] as number[], count: 0 };
    for (const group of groups(due.events)) {
      const part = await write(group);
      if (!part) return null;
      part.events.forEach((id) => change.events.add(id));
      part.markets.forEach((id) => change.markets.add(id));
      change.resulted.push(...part.resulted);
      change.count += part.count;
    }
    due.events.forEach((e, i) => written.set(e.key, due.prints[i]!));
    if (full) lastFullSync = now.getTime();
    if (written.size > 4 * snapshot.length + 1_000) {
      const listed = new Set(snapshot.map((e) => e.key));
      for (const key of written.keys()) if (!listed.has(key)) written.delete(key);
    }
    await announceChanges(db, change).catch((error: unknown) => log.warn({ err: error }, 'sportsbook: live notices of a feed turn failed'));
    if (change.resulted.length > 0) settleLater(change.resulted);
    return { events: change.count, changedEvents: change.events.size, changedMarkets: change.markets.size, resulted: change.resulted.length };
  }

  // Settlement runs beside the feed's turns, one market batch after another: a market of 100,000
  // bets takes tens of seconds, and prices must keep moving meanwhile. A failure (or a stop) leaves
  // bets open for the sweep job; nothing is half-settled (each chunk is one transaction).
  let settling: Promise<unknown> = Promise.resolve();
  function settleLater(marketIds: number[]): void {
    settling = settling
      .then(() => settlement.settleBets(marketIds))
      .catch((error: unknown) => log.error({ err: error, markets: marketIds.length }, 'sportsbook: settling markets failed; the sweep job tries again'));
  }

  /** Resolves when the settlements the turns so far started have finished (tests, shutdown). */
  const settled = (): Promise<void> => settling.then(() => undefined);

  return { ingestOnce, settled };
}

export type FeedIngest = ReturnType<typeof createFeedIngest>;
