// Account closures' SQL (db/migrations/0059-account-closures.sql); rows never leave it untyped.
import type { Queryable } from '../../platform/db.ts';

export type ClosureReason = 'player_request' | 'underage';
export type ClosureReviewState = 'open' | 'refund_to_source' | 'retained';

export interface ClosureRow {
  id: number;
  playerId: number;
  reason: ClosureReason;
  closedAt: Date;
  balanceOwed: number;
  reviewState: ClosureReviewState | null;
  reviewNote: string;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  reopenedAt: Date | null;
  reopenedBy: number | null;
  reopenNote: string;
}

const COLUMNS = `id, player_id AS "playerId", reason, closed_at AS "closedAt", balance_owed AS "balanceOwed",
  review_state AS "reviewState", review_note AS "reviewNote", reviewed_by AS "reviewedBy", reviewed_at AS "reviewedAt",
  reopened_at AS "reopenedAt", reopened_by AS "reopenedBy", reopen_note AS "reopenNote"`;

/** A new closure, or null when one is already in force (the partial unique index). */
export async function insertClosure(
  tx: Queryable,
  c: { playerId: number; reason: ClosureReason; at: Date; balanceOwed: number },
): Promise<ClosureRow | null> {
  const rows = await tx.query<ClosureRow>(
    `INSERT INTO account_closures (player_id, reason, closed_at, balance_owed, review_state)
     VALUES ($1, $2, $3, $4, CASE WHEN $2 = 'underage' THEN 'open' END)
     ON CONFLICT (player_id) WHERE reopened_at IS NULL DO NOTHING RETURNING ${COLUMNS}`,
    [c.playerId, c.reason, c.at, c.balanceOwed],
  );
  return rows[0] ?? null;
}

export async function selectClosureInForce(db: Queryable, playerId: number): Promise<ClosureRow | null> {
  const rows = await db.query<ClosureRow>(`SELECT ${COLUMNS} FROM account_closures WHERE player_id = $1 AND reopened_at IS NULL`, [playerId]);
  return rows[0] ?? null;
}

export async function selectClosure(db: Queryable, id: number): Promise<ClosureRow | null> {
  return (await db.query<ClosureRow>(`SELECT ${COLUMNS} FROM account_closures WHERE id = $1`, [id]))[0] ?? null;
}

/** open → refund_to_source | retained once; null when it was not open. */
export async function decideReview(
  tx: Queryable,
  id: number,
  d: { state: 'refund_to_source' | 'retained'; note: string; operatorId: number; at: Date },
): Promise<ClosureRow | null> {
  const rows = await tx.query<ClosureRow>(
    `UPDATE account_closures SET review_state = $2, review_note = $3, reviewed_by = $4, reviewed_at = $5
      WHERE id = $1 AND review_state = 'open' RETURNING ${COLUMNS}`,
    [id, d.state, d.note, d.operatorId, d.at],
  );
  return rows[0] ?? null;
}

/** Ends a closure in force; null when it was already reopened. */
export async function reopen(tx: Queryable, id: number, r: { note: string; operatorId: number; at: Date }): Promise<ClosureRow | null> {
  const rows = await tx.query<ClosureRow>(
    `UPDATE account_closures SET reopened_at = $2, reopened_by = $3, reopen_note = $4
      WHERE id = $1 AND reopened_at IS NULL RETURNING ${COLUMNS}`,
    [id, r.at, r.operatorId, r.note],
  );
  return rows[0] ?? null;
}

/** Newest first before the cursor id. */
export async function selectClosures(
  db: Queryable,
  f: { playerId?: number | undefined; reason?: ClosureReason | undefined; reviewState?: ClosureReviewState | undefined; beforeId: number | null; limit: number },
): Promise<ClosureRow[]> {
  return db.query<ClosureRow>(
    `SELECT ${COLUMNS} FROM account_closures
      WHERE ($1::bigint IS NULL OR player_id = $1) AND ($2::text IS NULL OR reason = $2) AND ($3::text IS NULL OR review_state = $3)
        AND ($4::bigint IS NULL OR id < $4)
      ORDER BY id DESC LIMIT $5`,
    [f.playerId ?? null, f.reason ?? null, f.reviewState ?? null, f.beforeId, f.limit + 1],
  );
}
