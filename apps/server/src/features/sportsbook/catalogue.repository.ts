// The sportsbook's fixtures: events, markets and selections (migration 0081), written by the feed
// ingest a table at a time and read by the lobby, the match page, placement and the trading desk.
import type { Queryable } from '../../platform/db.ts';

export interface EventRow {
  id: number;
  sport: 'cricket' | 'football';
  format: string;
  competition_key: string;
  competition_name: string;
  home: string;
  away: string;
  starts_at: Date;
  status: 'scheduled' | 'live' | 'ended' | 'abandoned';
  score: unknown;
  suspended_by_operator: boolean;
}

export interface SelectionRow {
  id: number;
  key: string;
  name: string;
  odds: number;
  result: 'won' | 'lost' | 'void' | null;
  dead_heat: number;
}

export interface MarketRow {
  id: number;
  event_id: number;
  kind: string;
  params: Record<string, number>;
  line: number | null;
  feed_status: 'open' | 'suspended' | 'closed';
  result: { winners: string[] } | { void: true } | null;
  result_version: number;
  suspended_by_operator: boolean;
  max_stake: number | null;
  max_payout: number | null;
  selections: SelectionRow[];
}

const EVENT_COLUMNS = `e.id, e.sport, e.format, e.competition_key, e.competition_name, e.home, e.away, e.starts_at, e.status, e.score, e.suspended_by_operator`;

// ---- the feed ingest -------------------------------------------------------------------------

export interface EventInput {
  key: string;
  sport: string;
  format: string;
  competition_key: string;
  competition_name: string;
  home: string;
  away: string;
  starts_at: string;
  status: string;
  score: unknown;
}

/** Inserts new events and updates changed ones; answers every event's id by key, and which changed. */
export async function upsertEvents(tx: Queryable, feed: string, events: readonly EventInput[], at: Date): Promise<{ ids: Map<string, number>; changed: Set<number> }> {
  const changedRows = await tx.query<{ id: number }>(
    `INSERT INTO sports_events (feed, feed_key, sport, format, competition_key, competition_name, home, away, starts_at, status, score, updated_at)
     SELECT $1, x.key, x.sport, x.format, x.competition_key, x.competition_name, x.home, x.away, x.starts_at, x.status, x.score, $3
       FROM jsonb_to_recordset($2::jsonb) AS x(key text, sport text, format text, competition_key text, competition_name text, home text, away text,
                                               starts_at timestamptz, status text, score jsonb)
     ON CONFLICT (feed, feed_key) DO UPDATE SET status = EXCLUDED.status, score = EXCLUDED.score, starts_at = EXCLUDED.starts_at, updated_at = EXCLUDED.updated_at
      WHERE (sports_events.status, sports_events.score, sports_events.starts_at) IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.score, EXCLUDED.starts_at)
     RETURNING id`,
    [feed, JSON.stringify(events), at],
  );
  const all = await tx.query<{ id: number; feed_key: string }>('SELECT id, feed_key FROM sports_events WHERE feed = $1 AND feed_key = ANY($2::text[])', [
    feed,
    events.map((e) => e.key),
  ]);
  return { ids: new Map(all.map((row) => [row.feed_key, row.id])), changed: new Set(changedRows.map((row) => row.id)) };
}

export interface MarketInput {
  event_id: number;
  key: string;
  kind: string;
  params: Record<string, number>;
  line: number | null;
  feed_status: string;
}

/** Inserts new markets and updates the feed's status of changed ones; ids by `eventId:key`, and the event of each changed market. */
export async function upsertMarkets(tx: Queryable, markets: readonly MarketInput[]): Promise<{ ids: Map<string, number>; changed: Map<number, number> }> {
  const changedRows = await tx.query<{ id: number; event_id: number }>(
    `INSERT INTO sports_markets (event_id, feed_key, kind, params, line, feed_status)
     SELECT x.event_id, x.key, x.kind, x.params, x.line, x.feed_status
       FROM jsonb_to_recordset($1::jsonb) AS x(event_id bigint, key text, kind text, params jsonb, line integer, feed_status text)
     ON CONFLICT (event_id, feed_key) DO UPDATE SET feed_status = EXCLUDED.feed_status
      WHERE sports_markets.feed_status IS DISTINCT FROM EXCLUDED.feed_status
     RETURNING id, event_id`,
    [JSON.stringify(markets)],
  );
  const all = await tx.query<{ id: number; event_id: number; feed_key: string }>(
    'SELECT id, event_id, feed_key FROM sports_markets WHERE event_id = ANY($1::bigint[])',
    [[...new Set(markets.map((m) => m.event_id))]],
  );
  return { ids: new Map(all.map((row) => [`${row.event_id}:${row.feed_key}`, row.id])), changed: new Map(changedRows.map((row) => [row.id, row.event_id])) };
}

export interface SelectionInput {
  market_id: number;
  key: string;
  name: string;
  odds: number;
}

/** Inserts new selections and reprices changed ones; answers the markets whose prices changed. */
export async function upsertSelections(tx: Queryable, selections: readonly SelectionInput[]): Promise<Set<number>> {
  const rows = await tx.query<{ market_id: number }>(
    `INSERT INTO sports_selections (market_id, key, name, odds)
     SELECT x.market_id, x.key, x.name, x.odds FROM jsonb_to_recordset($1::jsonb) AS x(market_id bigint, key text, name text, odds integer)
     ON CONFLICT (market_id, key) DO UPDATE SET odds = EXCLUDED.odds WHERE sports_selections.odds <> EXCLUDED.odds
     RETURNING market_id`,
    [JSON.stringify(selections)],
  );
  return new Set(rows.map((row) => row.market_id));
}

/**
 * Gives markets without a result the one given (source feed or operator), or replaces an operator's
 * correction; bumps the version and writes each selection's result. Answers the markets changed.
 */
export async function writeResults(
  tx: Queryable,
  results: readonly { marketId: number; result: unknown }[],
  source: 'feed' | 'operator',
  at: Date,
): Promise<number[]> {
  if (results.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `UPDATE sports_markets m SET result = x.result, result_source = $2, result_version = m.result_version + 1, settled_at = $3
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, result jsonb)
      WHERE m.id = x.id AND ($2 = 'operator' OR m.result IS NULL) AND m.result IS DISTINCT FROM x.result
     RETURNING m.id`,
    [JSON.stringify(results.map((r) => ({ id: r.marketId, result: r.result }))), source, at],
  );
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await tx.query(
      `UPDATE sports_selections s SET
          result = CASE WHEN m.result ? 'void' THEN 'void' WHEN (m.result -> 'winners') ? s.key THEN 'won' ELSE 'lost' END,
          dead_heat = CASE WHEN NOT (m.result ? 'void') AND (m.result -> 'winners') ? s.key THEN greatest(1, jsonb_array_length(m.result -> 'winners')) ELSE 1 END
         FROM sports_markets m WHERE m.id = s.market_id AND m.id = ANY($1::bigint[])`,
      [ids],
    );
  }
  return ids;
}

/** Takes the feed ingest's turn for this transaction; false when another process has it. */
export async function tryIngestLock(tx: Queryable): Promise<boolean> {
  const rows = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext('sportsbook-feed-ingest')) AS locked");
  return rows[0]?.locked ?? false;
}

// ---- reads -----------------------------------------------------------------------------------

/** Events listed in the lobby: not over, started at most `since` ago; live first, then by start. */
export async function selectLobbyEvents(q: Queryable, filter: { sport?: string | undefined; competition?: string | undefined; since: Date }): Promise<EventRow[]> {
  return q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM sports_events e
      WHERE e.status IN ('scheduled', 'live') AND e.starts_at >= $1
        AND ($2::text IS NULL OR e.sport = $2) AND ($3::text IS NULL OR e.competition_key = $3)
      ORDER BY (e.status = 'live') DESC, e.starts_at, e.id LIMIT 200`,
    [filter.since, filter.sport ?? null, filter.competition ?? null],
  );
}

export async function selectEvents(q: Queryable, ids: readonly number[]): Promise<EventRow[]> {
  return q.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM sports_events e WHERE e.id = ANY($1::bigint[])`, [ids]);
}

/** Events of the trading desk's window (started after `since`): live, then the next to start, then the latest finished. */
export async function selectTradingEvents(q: Queryable, filter: { sport?: string | undefined; status?: string | undefined; since: Date }): Promise<EventRow[]> {
  return q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM sports_events e
      WHERE e.starts_at >= $1 AND ($2::text IS NULL OR e.sport = $2) AND ($3::text IS NULL OR e.status = $3)
      ORDER BY CASE e.status WHEN 'live' THEN 0 WHEN 'scheduled' THEN 1 ELSE 2 END,
               CASE WHEN e.status IN ('ended', 'abandoned') THEN NULL ELSE e.starts_at END,
               e.starts_at DESC, e.id LIMIT 500`,
    [filter.since, filter.sport ?? null, filter.status ?? null],
  );
}

const MARKET_SELECT = `
  SELECT m.id, m.event_id, m.kind, m.params, m.line, m.feed_status, m.result, m.result_version, m.suspended_by_operator, m.max_stake, m.max_payout,
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'key', s.key, 'name', s.name, 'odds', s.odds, 'result', s.result, 'dead_heat', s.dead_heat) ORDER BY s.id)
                     FROM sports_selections s WHERE s.market_id = m.id), '[]'::jsonb) AS selections
    FROM sports_markets m`;

/** Markets of the events (all kinds, or only `kinds`), with their selections, in id order. */
export async function selectMarketsOfEvents(q: Queryable, eventIds: readonly number[], kinds?: readonly string[]): Promise<MarketRow[]> {
  return q.query<MarketRow>(`${MARKET_SELECT} WHERE m.event_id = ANY($1::bigint[]) AND ($2::text[] IS NULL OR m.kind = ANY($2::text[])) ORDER BY m.id`, [
    eventIds,
    kinds ?? null,
  ]);
}

export async function selectMarkets(q: Queryable, ids: readonly number[]): Promise<MarketRow[]> {
  return q.query<MarketRow>(`${MARKET_SELECT} WHERE m.id = ANY($1::bigint[]) ORDER BY m.id`, [ids]);
}

export async function countMarketsOfEvents(q: Queryable, eventIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await q.query<{ event_id: number; n: number }>(
    'SELECT event_id, count(*)::int AS n FROM sports_markets WHERE event_id = ANY($1::bigint[]) GROUP BY event_id',
    [eventIds],
  );
  return new Map(rows.map((row) => [row.event_id, row.n]));
}

// ---- the trading desk's levers ----------------------------------------------------------------

export async function setEventSuspended(q: Queryable, eventId: number, suspended: boolean): Promise<boolean> {
  const rows = await q.query('UPDATE sports_events SET suspended_by_operator = $2 WHERE id = $1 RETURNING id', [eventId, suspended]);
  return rows.length > 0;
}

export async function setMarketSuspended(q: Queryable, marketId: number, suspended: boolean): Promise<number | null> {
  const rows = await q.query<{ event_id: number }>('UPDATE sports_markets SET suspended_by_operator = $2 WHERE id = $1 RETURNING event_id', [marketId, suspended]);
  return rows[0]?.event_id ?? null;
}

export async function setMarketLimits(q: Queryable, marketId: number, limits: { maxStake: number | null; maxPayout: number | null }): Promise<number | null> {
  const rows = await q.query<{ event_id: number }>('UPDATE sports_markets SET max_stake = $2, max_payout = $3 WHERE id = $1 RETURNING event_id', [
    marketId,
    limits.maxStake,
    limits.maxPayout,
  ]);
  return rows[0]?.event_id ?? null;
}

/** The market's row locked for a settlement decision. */
export async function lockMarket(q: Queryable, marketId: number): Promise<MarketRow | null> {
  await q.query('SELECT id FROM sports_markets WHERE id = $1 FOR UPDATE', [marketId]);
  return (await selectMarkets(q, [marketId]))[0] ?? null;
}
