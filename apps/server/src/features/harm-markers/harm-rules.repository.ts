// The SQL of the markers of harm: read-only scans over the books (deposit_orders, game_rounds,
// limit_raise_requests). Each first finds the players with something new since the marker's last
// run (the watermark, by an index on time), then reads only those players' rows by (player, time),
// and only what came after the player's last marker of that kind, so nothing is found twice.
import type { Queryable } from '../../platform/db.ts';

export interface PlayerRun {
  playerId: number;
  count: number;
  /** The deposit order numbers (or request ids) counted, oldest first. */
  items: string[];
  detail: Record<string, number>;
}

const SINCE_LAST = (marker: string, player: string) =>
  `coalesce((SELECT max(h.seen_at) FROM harm_markers h WHERE h.player_id = ${player} AND h.marker = '${marker}'), '-infinity')`;

/**
 * Loss chasing: deposits (in (since, now]) made within `withinMinutes` of the player's last
 * settled round, when the rounds since the previous deposit lost at least `lossPercent` % of it.
 */
export async function selectLossChasing(
  db: Queryable,
  f: { mark: Date; since: Date; now: Date; withinMinutes: number; lossPercent: number; minCount: number },
): Promise<PlayerRun[]> {
  return db.query<PlayerRun>(
    `WITH touched AS (
       SELECT DISTINCT player_id FROM deposit_orders WHERE state = 'paid' AND settled_at > $1 AND settled_at <= $3
     ), deps AS (
       SELECT d.player_id, d.order_no, d.settled_at, d.id,
              lag(d.amount) OVER w AS prev_amount, lag(d.settled_at) OVER w AS prev_at
         FROM touched t JOIN deposit_orders d ON d.player_id = t.player_id AND d.state = 'paid'
          AND d.settled_at > greatest($2::timestamptz, ${SINCE_LAST('loss_chasing', 't.player_id')}) AND d.settled_at <= $3
       WINDOW w AS (PARTITION BY d.player_id ORDER BY d.settled_at, d.id)
     ), chasing AS (
       SELECT deps.player_id, deps.order_no, deps.settled_at, deps.id, g.lost
         FROM deps CROSS JOIN LATERAL (
           SELECT coalesce(sum(r.bet_amount - r.win_amount), 0)::bigint AS lost, max(r.created_at) AS last_round
             FROM game_rounds r WHERE r.player_id = deps.player_id AND r.state = 1 AND r.created_at > deps.prev_at AND r.created_at <= deps.settled_at
         ) g
        WHERE deps.prev_at IS NOT NULL AND g.lost * 100 >= deps.prev_amount * $5
          AND g.last_round >= deps.settled_at - make_interval(mins => $4::int)
     )
     SELECT player_id AS "playerId", count(*)::int AS count, to_json(array_agg(order_no ORDER BY settled_at, id)) AS items,
            json_build_object('lost', sum(lost)::bigint) AS detail
       FROM chasing GROUP BY player_id HAVING count(*) >= $6 ORDER BY player_id`,
    [f.mark, f.since, f.now, f.withinMinutes, f.lossPercent, f.minCount],
  );
}

/**
 * Rapid deposits after losses: a deposit that makes `minDeposits` within `windowMinutes`, when the
 * rounds of that span up to it lost at least `lossPercent` % of the deposits before it. One run
 * per player (its latest such deposit).
 */
export async function selectRapidDeposits(
  db: Queryable,
  f: { mark: Date; now: Date; windowMinutes: number; minDeposits: number; lossPercent: number },
): Promise<PlayerRun[]> {
  if (!Number.isSafeInteger(f.windowMinutes)) throw new Error('windowMinutes must be an integer');
  // A window frame's offset must be a constant: the integer minutes are written into the text.
  const span = `interval '${f.windowMinutes} minutes'`;
  return db.query<PlayerRun>(
    `WITH touched AS (
       SELECT DISTINCT player_id FROM deposit_orders WHERE state = 'paid' AND settled_at > $1 AND settled_at <= $2
     ), deps AS (
       SELECT d.player_id, d.order_no, d.settled_at, d.id, d.amount,
              count(*) OVER w AS n, sum(d.amount) OVER w AS total,
              array_agg(d.order_no) OVER w AS orders
         FROM touched t JOIN deposit_orders d ON d.player_id = t.player_id AND d.state = 'paid'
          AND d.settled_at > greatest($1::timestamptz - ${span}, ${SINCE_LAST('rapid_deposits', 't.player_id')}) AND d.settled_at <= $2
       WINDOW w AS (PARTITION BY d.player_id ORDER BY d.settled_at RANGE BETWEEN ${span} PRECEDING AND CURRENT ROW)
     ), bursts AS (
       SELECT DISTINCT ON (deps.player_id) deps.player_id, deps.n, deps.total, deps.orders, g.lost
         FROM deps CROSS JOIN LATERAL (
           SELECT coalesce(sum(r.bet_amount - r.win_amount), 0)::bigint AS lost FROM game_rounds r
            WHERE r.player_id = deps.player_id AND r.state = 1 AND r.created_at > deps.settled_at - ${span} AND r.created_at <= deps.settled_at
         ) g
        WHERE deps.n >= $3 AND deps.settled_at > $1 AND g.lost * 100 >= (deps.total - deps.amount) * $4
        ORDER BY deps.player_id, deps.settled_at DESC, deps.id DESC
     )
     SELECT player_id AS "playerId", n::int AS count, to_json(orders) AS items,
            json_build_object('deposited', total::bigint, 'lost', lost) AS detail
       FROM bursts ORDER BY player_id`,
    [f.mark, f.now, f.minDeposits, f.lossPercent],
  );
}

/**
 * Night play: players who played since the mark, whose rounds of (since, now] (after their last
 * night-play marker) number at least `minRounds` with at least `minSharePercent` % of the stakes
 * placed 00:00–06:00 Asia/Karachi.
 */
export async function selectNightPlay(
  db: Queryable,
  f: { mark: Date; since: Date; now: Date; minRounds: number; minSharePercent: number },
): Promise<PlayerRun[]> {
  return db.query<PlayerRun>(
    `WITH touched AS (
       SELECT DISTINCT player_id FROM game_rounds WHERE created_at > $1 AND created_at <= $3
     ), play AS (
       SELECT t.player_id, count(*)::int AS rounds, sum(r.bet_amount)::bigint AS stakes,
              coalesce(sum(r.bet_amount) FILTER (WHERE extract(hour FROM r.created_at AT TIME ZONE 'Asia/Karachi') < 6), 0)::bigint AS night
         FROM touched t JOIN game_rounds r ON r.player_id = t.player_id AND r.state <> -1
          AND r.created_at > greatest($2::timestamptz, ${SINCE_LAST('night_play', 't.player_id')}) AND r.created_at <= $3
        GROUP BY t.player_id
     )
     SELECT player_id AS "playerId", rounds AS count, '[]'::json AS items,
            json_build_object('rounds', rounds, 'stakes', stakes, 'nightStakes', night) AS detail
       FROM play WHERE rounds >= $4 AND stakes > 0 AND night * 100 >= stakes * $5 ORDER BY player_id`,
    [f.mark, f.since, f.now, f.minRounds, f.minSharePercent],
  );
}

/** Repeated limit raises: at least `minCount` requests to raise or remove a limit in (since, now]. */
export async function selectLimitRaises(db: Queryable, f: { mark: Date; since: Date; now: Date; minCount: number }): Promise<PlayerRun[]> {
  return db.query<PlayerRun>(
    `WITH touched AS (
       SELECT DISTINCT player_id FROM limit_raise_requests WHERE requested_at > $1 AND requested_at <= $3
     )
     SELECT t.player_id AS "playerId", count(*)::int AS count,
            to_json(array_agg(q.kind || ':' || coalesce(q.to_amount::text, 'none') ORDER BY q.requested_at, q.id)) AS items,
            '{}'::json AS detail
       FROM touched t JOIN limit_raise_requests q ON q.player_id = t.player_id
        AND q.requested_at > greatest($2::timestamptz, ${SINCE_LAST('limit_raises', 't.player_id')}) AND q.requested_at <= $3
      GROUP BY t.player_id HAVING count(*) >= $4 ORDER BY t.player_id`,
    [f.mark, f.since, f.now, f.minCount],
  );
}

export async function selectMark(db: Queryable, marker: string): Promise<Date | null> {
  return (await db.query<{ mark: Date }>('SELECT mark FROM harm_scan_marks WHERE marker = $1', [marker]))[0]?.mark ?? null;
}

export async function saveMark(db: Queryable, marker: string, mark: Date): Promise<void> {
  await db.query(
    'INSERT INTO harm_scan_marks (marker, mark) VALUES ($1, $2) ON CONFLICT (marker) DO UPDATE SET mark = greatest(harm_scan_marks.mark, excluded.mark)',
    [marker, mark],
  );
}
