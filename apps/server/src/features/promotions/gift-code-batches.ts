// Gift-code batches (db/migrations/0050-gift-code-batches.sql): `size` random codes with
// one amount, wagering multiple, uses per code and expiry, inserted together with the batch and
// its audit row in one transaction; listed and exported as CSV (streamed page by page).
import { giftCodePayout, type GiftCodeBatch, type GiftCodeView } from '@khel/contracts/admin/promotions';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { audit } from '../operators/operators.service.ts';
import { assertMayApproveGiftCodes, assertWithinGiftCodeCap, giftCodeState, type GiftCodeActor } from './gift-code-four-eyes.ts';
import { giftCodeView, randomCode } from './gift-codes.ts';
import { COLUMNS, type GiftCodeRow } from './promotions.repository.ts';

interface BatchRow {
  id: number;
  name: string;
  size: number;
  amount: number;
  wagerMulti: number;
  usesPerCode: number;
  expiresAt: Date;
  createdAt: Date;
  createdBy: number;
  used: number;
  approvedBy: number | null;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  decisionNote: string;
}

const BATCH_COLUMNS = `b.id, b.name, b.size, b.amount, b.wager_multi AS "wagerMulti", b.uses_per_code AS "usesPerCode",
  b.expires_at AS "expiresAt", b.created_at AS "createdAt", b.created_by AS "createdBy", b.approved_by AS "approvedBy",
  b.approved_at AS "approvedAt", b.rejected_at AS "rejectedAt", b.decision_note AS "decisionNote",
  (SELECT coalesce(sum(g.used), 0) FROM gift_codes g WHERE g.batch_id = b.id)::bigint AS used`;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function batchView({ approvedAt, rejectedAt, ...row }: BatchRow): GiftCodeBatch {
  const state = giftCodeState({ approvedAt, rejectedAt });
  return { ...row, state, decidedAt: iso(approvedAt ?? rejectedAt), expiresAt: iso(row.expiresAt)!, createdAt: iso(row.createdAt)! };
}

/** Inserts `count` new random codes of the batch; returns how many were free (collisions skipped). */
async function insertCodes(tx: Queryable, batchId: number, count: number, b: { amount: number; wagerMulti: number; usesPerCode: number; expiresAt: Date; at: Date; by: number }) {
  const codes = Array.from({ length: count }, randomCode);
  const rows = await tx.query(
    `INSERT INTO gift_codes (code, amount, wager_multi, total_uses, expires_at, created_at, created_by, batch_id)
     SELECT c, $2, $3, $4, $5, $6, $7, $8 FROM unnest($1::text[]) AS c
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    [codes, b.amount, b.wagerMulti, b.usesPerCode, b.expiresAt, b.at, b.by, batchId],
  );
  return rows.length;
}

/** Creates the batch and its codes, pending until a second operator approves; refused above the creator's cap. */
export async function createBatch(
  deps: { db: Database; clock: Clock },
  by: GiftCodeActor,
  input: { name: string; size: number; amount: number; wagerMulti: number; usesPerCode: number; expiresAt: string },
): Promise<GiftCodeBatch> {
  assertWithinGiftCodeCap(by, giftCodePayout({ amount: input.amount, uses: input.usesPerCode, codes: input.size }));
  const now = deps.clock.now();
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.invalidRequest, 'giftCodeExpired');
  return deps.db.transaction(async (tx) => {
    const [{ id }] = (await tx.query<{ id: number }>(
      `INSERT INTO gift_code_batches (name, size, amount, wager_multi, uses_per_code, expires_at, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [input.name, input.size, input.amount, input.wagerMulti, input.usesPerCode, expiresAt, by.operatorId, now],
    )) as [{ id: number }];
    let made = 0;
    // 32^10 codes: a collision is rare; the few that collide are drawn again.
    for (let round = 0; made < input.size && round < 5; round++) {
      made += await insertCodes(tx, id, input.size - made, { ...input, expiresAt, at: now, by: by.operatorId });
    }
    if (made < input.size) throw new Error('could not draw enough free gift codes');
    await audit(tx, { operatorId: by.operatorId, action: 'gift-code-batch.create', target: `gift-code-batch:${id}`, detail: { after: { ...input } }, ip: by.ip });
    return batchView((await tx.query<BatchRow>(`SELECT ${BATCH_COLUMNS} FROM gift_code_batches b WHERE b.id = $1`, [id]))[0]!);
  });
}

/**
 * A second operator approves a pending batch (every code of it goes live in the same transaction)
 * or rejects it (its codes never pay). The SQL CHECKs refuse the creator as decider too. Audited.
 */
export async function decideBatch(deps: { db: Database; clock: Clock }, by: GiftCodeActor, input: { id: number; approve: boolean; note: string }): Promise<GiftCodeBatch> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.query<BatchRow>(`SELECT ${BATCH_COLUMNS} FROM gift_code_batches b WHERE b.id = $1 FOR UPDATE`, [input.id]);
    if (!found) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `gift-code-batch ${input.id}` });
    if (found.createdBy === by.operatorId) throw new AppError(ErrorCode.secondOperatorApproves);
    if (found.approvedAt || found.rejectedAt) throw new AppError(ErrorCode.alreadyDecided);
    if (input.approve) assertMayApproveGiftCodes(by, giftCodePayout({ amount: found.amount, uses: found.usesPerCode, codes: found.size }));
    const [decided, who] = input.approve ? ['approved', 'approved_by'] : ['rejected', 'rejected_by'];
    const now = deps.clock.now();
    await tx.query(`UPDATE gift_code_batches SET ${who} = $2, ${decided}_at = $3, decision_note = $4 WHERE id = $1`, [input.id, by.operatorId, now, input.note]);
    await tx.query(`UPDATE gift_codes SET ${who} = $2, ${decided}_at = $3 WHERE batch_id = $1`, [input.id, by.operatorId, now]);
    await audit(tx, {
      operatorId: by.operatorId,
      action: input.approve ? 'gift-code-batch.approve' : 'gift-code-batch.reject',
      target: `gift-code-batch:${input.id}`,
      detail: { name: found.name, size: found.size, amount: found.amount, usesPerCode: found.usesPerCode, createdBy: found.createdBy, note: input.note },
      ip: by.ip,
    });
    return batchView((await tx.query<BatchRow>(`SELECT ${BATCH_COLUMNS} FROM gift_code_batches b WHERE b.id = $1`, [input.id]))[0]!);
  });
}

export async function batchesPage(db: Queryable, cursor: string | undefined, limit: number) {
  const rows = await db.query<BatchRow>(
    `SELECT ${BATCH_COLUMNS} FROM gift_code_batches b WHERE ($1::bigint IS NULL OR b.id < $1) ORDER BY b.id DESC LIMIT $2`,
    [decodeCursor(cursor)?.id ?? null, limit + 1],
  );
  return pageFrom(rows, limit, (row) => [row.id, row.id], batchView);
}

export async function batchExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM gift_code_batches WHERE id = $1', [id])).length === 1;
}

/** Gift codes newest first (keyset by id), optionally of one batch. */
export async function giftCodesPage(db: Queryable, q: { batchId?: number | undefined; cursor?: string | undefined; limit: number }) {
  const rows = await db.query<GiftCodeRow>(
    `SELECT ${COLUMNS} FROM gift_codes WHERE ($1::bigint IS NULL OR batch_id = $1) AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [q.batchId ?? null, decodeCursor(q.cursor)?.id ?? null, q.limit + 1],
  );
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], giftCodeView);
}

/** Every code of a batch, oldest first, a page of 1,000 at a time (for the streamed CSV). */
export async function* batchCodes(db: Queryable, batchId: number): AsyncGenerator<GiftCodeView> {
  let after = 0;
  for (;;) {
    const rows = await db.query<GiftCodeRow>(`SELECT ${COLUMNS} FROM gift_codes WHERE batch_id = $1 AND id > $2 ORDER BY id LIMIT 1000`, [batchId, after]);
    for (const row of rows) yield giftCodeView(row);
    if (rows.length < 1000) return;
    after = rows[rows.length - 1]!.id;
  }
}
