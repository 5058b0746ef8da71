import type { FeedbackCategory } from '@khel/contracts/endpoints/feedback';
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

const COLUMNS = `id::int AS id, category, message, contact, reply, replied_at AS "repliedAt", created_at AS "createdAt"`;

/** Inserts unless the player already sent `perDay` since `dayStart`; null when over the limit. */
export async function insertFeedbackWithinLimit(
  db: Queryable,
  row: { playerId: number; category: FeedbackCategory; message: string; contact: string; at: Date },
  dayStart: Date,
  perDay: number,
): Promise<FeedbackRow | null> {
  await db.query('SELECT id FROM players WHERE id = $1 FOR UPDATE', [row.playerId]);
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
