// The SQL of the markers of harm over harm-markers' own tables: the limit-raise scan
// (limit_raise_requests), the players' last markers and the watermarks. The deposit and round
// scans are harm-rules.ts, over payments' and game-wallet's services (HarmBooks). Each first finds
// the players with something new since the marker's last run (the watermark, by an index on time),
// then reads only those players' rows by (player, time), and only what came after the player's
// last marker of that kind, so nothing is found twice.
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

/** Per player (of these) when their latest marker of this kind was seen; players without one are absent. */
export async function selectLastMarkers(db: Queryable, marker: string, playerIds: number[]): Promise<Map<number, Date>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db.query<{ playerId: number; at: Date }>(
    `SELECT player_id AS "playerId", max(seen_at) AS at FROM harm_markers WHERE player_id = ANY($2::bigint[]) AND marker = $1 GROUP BY player_id`,
    [marker, playerIds],
  );
  return new Map(rows.map((row) => [Number(row.playerId), new Date(row.at)]));
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
