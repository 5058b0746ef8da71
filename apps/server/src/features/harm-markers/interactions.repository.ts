// The SQL of customer interactions and their markers (db/migrations/0068-harm-markers.sql): at
// most one active (open or contacted) interaction per player, by a partial unique index.
import type { HarmMarkerKind, InteractionState } from '@khel/contracts/admin/harm-markers';
import type { Queryable } from '../../platform/db.ts';

export interface InteractionRow {
  id: number;
  playerId: number;
  state: InteractionState;
  openedAt: Date;
  updatedAt: Date;
  updatedBy: number | null;
  note: string;
  markers: { id: number; marker: HarmMarkerKind; detail: Record<string, unknown>; seenAt: string }[];
}

// Markers come with the interaction (a handful each; capped so a row stays small).
const COLUMNS = `c.id, c.player_id AS "playerId", c.state, c.opened_at AS "openedAt", c.updated_at AS "updatedAt",
  c.updated_by AS "updatedBy", c.note,
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'marker', m.marker, 'detail', m.detail, 'seenAt', m.seen_at) ORDER BY m.id), '[]'::json)
     FROM (SELECT * FROM harm_markers WHERE interaction_id = c.id ORDER BY id DESC LIMIT 50) m) AS markers`;

/**
 * Records a marker on the player's active interaction, opening one where there is none. The
 * active row is locked, so closing it at the same time either commits first (a new one opens)
 * or waits. False when the same marker (marker, subject) was already recorded.
 */
export async function recordMarker(
  db: Queryable,
  m: { playerId: number; marker: HarmMarkerKind; subject: string; detail: Record<string, unknown>; at: Date },
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await db.query(
      `INSERT INTO customer_interactions (player_id, opened_at, updated_at) VALUES ($1, $2, $2)
        ON CONFLICT (player_id) WHERE state <> 'closed' DO NOTHING`,
      [m.playerId, m.at],
    );
    const [active] = await db.query<{ id: number }>(
      "SELECT id FROM customer_interactions WHERE player_id = $1 AND state <> 'closed' FOR UPDATE",
      [m.playerId],
    );
    if (!active) continue; // closed meanwhile: open a new one
    const rows = await db.query(
      `INSERT INTO harm_markers (interaction_id, player_id, marker, subject, detail, seen_at) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (marker, subject) DO NOTHING RETURNING id`,
      [active.id, m.playerId, m.marker, m.subject, JSON.stringify(m.detail), m.at],
    );
    return rows.length === 1;
  }
  throw new Error(`harm marker ${m.marker} of player ${m.playerId}: no active interaction`);
}

export async function selectInteractions(
  db: Queryable,
  f: { state?: InteractionState | undefined; playerId?: number | undefined; beforeId: number | null; limit: number },
): Promise<InteractionRow[]> {
  return db.query<InteractionRow>(
    `SELECT ${COLUMNS} FROM customer_interactions c
      WHERE ($1::text IS NULL OR c.state = $1) AND ($2::bigint IS NULL OR c.player_id = $2) AND ($3::bigint IS NULL OR c.id < $3)
      ORDER BY c.id DESC LIMIT $4`,
    [f.state ?? null, f.playerId ?? null, f.beforeId, f.limit + 1],
  );
}

export async function selectInteraction(db: Queryable, id: number, lock = false): Promise<InteractionRow | null> {
  const rows = await db.query<InteractionRow>(`SELECT ${COLUMNS} FROM customer_interactions c WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
  return rows[0] ?? null;
}

/** Moves the interaction from `from` to `to` with the note; false when it was no longer in `from`. */
export async function updateInteraction(
  db: Queryable,
  id: number,
  u: { from: InteractionState; to: InteractionState; note: string; operatorId: number; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE customer_interactions SET state = $3, note = $4, updated_by = $5, updated_at = $6 WHERE id = $1 AND state = $2 RETURNING id',
    [id, u.from, u.to, u.note, u.operatorId, u.at],
  );
  return rows.length === 1;
}
