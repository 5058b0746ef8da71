// The adjustments SQL (db/migrations/0043-balance-adjustments.sql).
import type { Queryable } from '../../platform/db.ts';

export interface AdjustmentRow {
  id: number;
  playerId: number;
  direction: 'credit' | 'debit';
  amount: number;
  category: 'correction' | 'goodwill' | 'chargeback' | 'promotion' | 'other';
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  requestedBy: number;
  requestedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
  decisionNote: string;
  transferId: number | null;
}

const SELECT = `SELECT a.id, a.player_id AS "playerId", a.direction, a.amount, a.category, a.reason, a.state,
  a.requested_by AS "requestedBy", a.requested_at AS "requestedAt",
  a.decided_by AS "decidedBy", a.decided_at AS "decidedAt",
  a.decision_note AS "decisionNote", a.transfer_id AS "transferId"
  FROM balance_adjustments a`;

export async function insertAdjustment(
  tx: Queryable,
  a: { playerId: number; direction: 'credit' | 'debit'; amount: number; category: string; reason: string; requestedBy: number; at: Date },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO balance_adjustments (player_id, direction, amount, category, reason, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [a.playerId, a.direction, a.amount, a.category, a.reason, a.requestedBy, a.at],
  );
  return rows[0]!.id;
}

export async function selectAdjustment(db: Queryable, id: number, lock = false): Promise<AdjustmentRow | null> {
  return (await db.query<AdjustmentRow>(`${SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]))[0] ?? null;
}

export async function decide(
  tx: Queryable,
  id: number,
  d: { state: 'approved' | 'rejected'; operatorId: number; note: string; at: Date; transferId: number | null },
): Promise<void> {
  await tx.query(
    `UPDATE balance_adjustments SET state = $2, decided_by = $3, decision_note = $4, decided_at = $5, transfer_id = $6
      WHERE id = $1 AND state = 'pending'`,
    [id, d.state, d.operatorId, d.note, d.at, d.transferId],
  );
}

export async function selectAdjustments(
  db: Queryable,
  f: { state?: AdjustmentRow['state'] | undefined; playerId?: number | undefined; beforeId: number | null; limit: number },
): Promise<AdjustmentRow[]> {
  return db.query<AdjustmentRow>(
    `${SELECT} WHERE ($1::text IS NULL OR a.state = $1) AND ($2::bigint IS NULL OR a.player_id = $2) AND ($3::bigint IS NULL OR a.id < $3)
      ORDER BY a.id DESC LIMIT $4`,
    [f.state ?? null, f.playerId ?? null, f.beforeId, f.limit + 1],
  );
}
