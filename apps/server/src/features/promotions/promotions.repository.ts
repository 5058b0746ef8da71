// SQL of the promotions feature: gift codes. (Claims live in reward_claims, written by rewards.)
import type { Queryable } from '../../platform/db.ts';

export interface GiftCodeRow {
  id: number;
  code: string;
  amount: number;
  wagerMulti: number;
  totalUses: number;
  used: number;
  expiresAt: Date;
  createdAt: Date;
  createdBy: number | null;
  batchId: number | null;
  approvedBy: number | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
}

export const COLUMNS = `id, code, amount, wager_multi AS "wagerMulti", total_uses AS "totalUses", used,
  expires_at AS "expiresAt", created_at AS "createdAt", created_by AS "createdBy", batch_id AS "batchId",
  approved_by AS "approvedBy", approved_at AS "approvedAt", rejected_at AS "rejectedAt"`;

export async function selectGiftCode(db: Queryable, code: string): Promise<GiftCodeRow | null> {
  const rows = await db.query<GiftCodeRow>(`SELECT ${COLUMNS} FROM gift_codes WHERE code = $1`, [code]);
  return rows[0] ?? null;
}

/**
 * Counts one use if the code still has one and has not expired at `now`; null otherwise. The row
 * lock it takes serialises redemptions of one code until the redeeming transaction ends.
 */
export async function takeGiftCodeUse(tx: Queryable, id: number, now: Date): Promise<GiftCodeRow | null> {
  const rows = await tx.query<GiftCodeRow>(
    `UPDATE gift_codes SET used = used + 1
     WHERE id = $1 AND used < total_uses AND expires_at > $2 AND approved_at IS NOT NULL
     RETURNING ${COLUMNS}`,
    [id, now],
  );
  return rows[0] ?? null;
}

/** Inserts a code; null when the code exists already. */
export async function insertGiftCode(
  tx: Queryable,
  code: { code: string; amount: number; wagerMulti: number; totalUses: number; expiresAt: Date; createdAt: Date; createdBy: number | null },
): Promise<GiftCodeRow | null> {
  const rows = await tx.query<GiftCodeRow>(
    `INSERT INTO gift_codes (code, amount, wager_multi, total_uses, expires_at, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (code) DO NOTHING
     RETURNING ${COLUMNS}`,
    [code.code, code.amount, code.wagerMulti, code.totalUses, code.expiresAt, code.createdAt, code.createdBy],
  );
  return rows[0] ?? null;
}

/** Ends a code now (never later than it would have ended); null when no such code. */
export async function expireGiftCode(tx: Queryable, code: string, now: Date): Promise<GiftCodeRow | null> {
  const rows = await tx.query<GiftCodeRow>(
    `UPDATE gift_codes SET expires_at = least(expires_at, $2) WHERE code = $1 RETURNING ${COLUMNS}`,
    [code, now],
  );
  return rows[0] ?? null;
}

/**
 * Records a second operator's decision on a pending single code; null when it is not pending (or
 * belongs to a batch, decided with the batch). The SQL CHECK refuses the creator as decider too.
 */
export async function decideGiftCodeRow(tx: Queryable, d: { id: number; approve: boolean; by: number; at: Date }): Promise<GiftCodeRow | null> {
  const rows = await tx.query<GiftCodeRow>(
    `UPDATE gift_codes SET ${d.approve ? 'approved_by = $2, approved_at = $3' : 'rejected_by = $2, rejected_at = $3'}
      WHERE id = $1 AND batch_id IS NULL AND approved_at IS NULL AND rejected_at IS NULL RETURNING ${COLUMNS}`,
    [d.id, d.by, d.at],
  );
  return rows[0] ?? null;
}

export async function selectGiftCodeById(db: Queryable, id: number): Promise<GiftCodeRow | null> {
  return (await db.query<GiftCodeRow>(`SELECT ${COLUMNS} FROM gift_codes WHERE id = $1`, [id]))[0] ?? null;
}
