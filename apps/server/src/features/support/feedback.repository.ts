import type { FeedbackCategory } from '@khel/contracts/endpoints/support';
import type { Queryable } from '../../platform/db.ts';

export interface FeedbackRow {
  id: number;
  category: FeedbackCategory;
  message: string;
  contact: string;
  reply: string;
  repliedAt: Date | null;
  createdAt: Date;
}

export interface AdminFeedbackRow extends FeedbackRow {
  playerId: number;
  repliedBy: number | null;
}

const COLUMNS = `id::int AS id, category, message, contact, reply, replied_at AS "repliedAt", created_at AS "createdAt"`;
const ADMIN_COLUMNS = `${COLUMNS}, player_id::int AS "playerId", replied_by::int AS "repliedBy"`;

/**
 * Inserts unless the player already sent `perDay` since `dayStart`; null when over the limit. The
 * caller holds the player's lock (players.service lockPlayer), so two sends cannot pass together.
 */
export async function insertFeedbackWithinLimit(
  db: Queryable,
  row: { playerId: number; category: FeedbackCategory; message: string; contact: string; at: Date },
  dayStart: Date,
  perDay: number,
): Promise<FeedbackRow | null> {
  const sent = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM player_feedback WHERE player_id = $1 AND created_at >= $2', [
    row.playerId,
    dayStart,
  ]);
  if ((sent[0]?.n ?? 0) >= perDay) return null;
  const rows = await db.query<FeedbackRow>(
    `INSERT INTO player_feedback (player_id, category, message, contact, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [row.playerId, row.category, row.message, row.contact, row.at],
  );
  return rows[0] ?? null;
}

export async function selectPlayerFeedback(db: Queryable, playerId: number, page: number, pageSize: number): Promise<FeedbackRow[]> {
  return db.query<FeedbackRow>(`SELECT ${COLUMNS} FROM player_feedback WHERE player_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    playerId,
    pageSize,
    page * pageSize,
  ]);
}

/** Newest first, strictly before `beforeId`; limit + 1 rows so the caller knows a next page exists. */
export async function selectFeedbackForOperators(
  db: Queryable,
  q: { state?: 'open' | 'answered' | undefined; category?: FeedbackCategory | undefined; beforeId: number | null; limit: number },
): Promise<AdminFeedbackRow[]> {
  return db.query<AdminFeedbackRow>(
    `SELECT ${ADMIN_COLUMNS} FROM player_feedback
      WHERE ($1::text IS NULL OR ($1 = 'open') = (replied_at IS NULL))
        AND ($2::text IS NULL OR category = $2)
        AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC LIMIT $4`,
    [q.state ?? null, q.category ?? null, q.beforeId, q.limit + 1],
  );
}

export async function selectFeedbackById(db: Queryable, id: number): Promise<AdminFeedbackRow | null> {
  return (await db.query<AdminFeedbackRow>(`SELECT ${ADMIN_COLUMNS} FROM player_feedback WHERE id = $1`, [id]))[0] ?? null;
}

/** Answers an open feedback; null when it is already answered (or missing). */
export async function updateFeedbackReply(db: Queryable, id: number, reply: string, operatorId: number, at: Date): Promise<AdminFeedbackRow | null> {
  const rows = await db.query<AdminFeedbackRow>(
    `UPDATE player_feedback SET reply = $2, replied_by = $3, replied_at = $4 WHERE id = $1 AND replied_at IS NULL RETURNING ${ADMIN_COLUMNS}`,
    [id, reply, operatorId, at],
  );
  return rows[0] ?? null;
}
