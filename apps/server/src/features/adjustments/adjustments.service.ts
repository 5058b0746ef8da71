// Manual balance adjustments (README.md): four eyes. One operator requests; a different operator
// approves, and only then does money move — one ledger transfer between the player and the
// `adjustments` system account (6001 credit, 6002 debit) keyed `adjustment:<id>`, in the same
// transaction as the state change and the audit row. The row lock and the guarded state change
// make a second approval a refusal, and the idempotency key makes a replayed transfer move nothing.
import { ADJUSTMENT_ADMIN_TIER, ADJUSTMENT_REQUEST_CAP, type Adjustment } from '@khel/contracts/admin/adjustments';
import type { OperatorRole } from '@khel/contracts/admin/operators-roles';
import { MESSAGE_AMOUNT, formatRupees } from '@khel/contracts/money';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { audit, withDeciderNames } from '../operators/operators.service.ts';
import { adminPlayer } from '../players/players.service.ts';
import { balanceOf, transfer } from '../wallet/wallet.service.ts';
import { decide, insertAdjustment, selectAdjustment, selectAdjustments, type AdjustmentRow } from './adjustments.repository.ts';

export const ADJUSTMENTS_ACCOUNT = { system: 'adjustments' } as const;

interface Actor {
  operatorId: number;
  role: OperatorRole;
  ip: string;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The rows as the console shows them, with the maker's and checker's names (one lookup). */
async function views(db: Queryable, rows: AdjustmentRow[]): Promise<Adjustment[]> {
  return (await withDeciderNames(db, rows)).map((row) => ({ ...row, requestedAt: iso(row.requestedAt)!, decidedAt: iso(row.decidedAt) }));
}

async function viewOf(db: Queryable, id: number): Promise<Adjustment> {
  return (await views(db, [(await selectAdjustment(db, id))!]))[0]!;
}

const notFound = (id: number) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/adjustments/${id}` });

export async function requestAdjustment(
  db: Database,
  clock: Clock,
  by: Actor,
  input: { playerId: number; direction: 'credit' | 'debit'; amount: number; category: AdjustmentRow['category']; reason: string },
): Promise<Adjustment> {
  const cap = by.role === 'admin' || by.role === 'finance' ? ADJUSTMENT_REQUEST_CAP[by.role] : 0;
  if (input.amount > cap) throw new AppError(ErrorCode.adjustmentAboveCap, undefined, 200, { role: by.role, cap: formatRupees(cap, MESSAGE_AMOUNT) });
  return db.transaction(async (tx) => {
    await adminPlayer(tx, input.playerId);
    const id = await insertAdjustment(tx, { ...input, requestedBy: by.operatorId, at: clock.now() });
    await audit(tx, { operatorId: by.operatorId, action: 'adjustment.request', target: `player:${input.playerId}`, detail: { adjustment: id, ...input }, ip: by.ip });
    return viewOf(tx, id);
  });
}

async function lockPending(tx: Queryable, id: number, by: Actor): Promise<AdjustmentRow> {
  const row = await selectAdjustment(tx, id, true);
  if (!row) throw notFound(id);
  if (row.state !== 'pending') throw new AppError(ErrorCode.adjustmentDecided);
  if (row.requestedBy === by.operatorId) throw new AppError(ErrorCode.adjustmentSecondOperator);
  return row;
}

/** Above the tier only an admin approves (a rejection is anyone's: it moves nothing). */
function assertMayApprove(row: AdjustmentRow, by: Actor): void {
  if (row.amount > ADJUSTMENT_ADMIN_TIER && by.role !== 'admin') {
    throw new AppError(ErrorCode.adjustmentNeedsAdmin, undefined, 200, { tier: formatRupees(ADJUSTMENT_ADMIN_TIER, MESSAGE_AMOUNT) });
  }
}

export async function approveAdjustment(db: Database, clock: Clock, by: Actor, id: number, note: string): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const row = await lockPending(tx, id, by);
    assertMayApprove(row, by);
    const before = await balanceOf(tx, row.playerId);
    const player = { player: row.playerId };
    const moved = await transfer(tx, {
      idempotencyKey: `adjustment:${row.id}`,
      from: row.direction === 'credit' ? ADJUSTMENTS_ACCOUNT : player,
      to: row.direction === 'credit' ? player : ADJUSTMENTS_ACCOUNT,
      amount: row.amount,
      reason: row.direction === 'credit' ? Reason.operatorAdjustment : Reason.operatorAdjustmentDebit,
      reference: `ADJ${row.id}`,
    });
    await decide(tx, id, { state: 'approved', operatorId: by.operatorId, note, at: clock.now(), transferId: moved.transferId });
    const after = await balanceOf(tx, row.playerId);
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'adjustment.approve',
      target: `player:${row.playerId}`,
      detail: { adjustment: id, direction: row.direction, amount: row.amount, transferId: moved.transferId, before: { balance: before.balance }, after: { balance: after.balance } },
      ip: by.ip,
    });
    return viewOf(tx, id);
  });
}

export async function rejectAdjustment(db: Database, clock: Clock, by: Actor, id: number, note: string): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const row = await lockPending(tx, id, by);
    await decide(tx, id, { state: 'rejected', operatorId: by.operatorId, note, at: clock.now(), transferId: null });
    await audit(tx, { operatorId: by.operatorId, action: 'adjustment.reject', target: `player:${row.playerId}`, detail: { adjustment: id, note }, ip: by.ip });
    return viewOf(tx, id);
  });
}

export async function adjustmentsPage(
  db: Queryable,
  q: { state?: AdjustmentRow['state'] | undefined; playerId?: number | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectAdjustments(db, { ...q, beforeId: decodeCursor(q.cursor)?.id ?? null });
  const page = pageFrom(rows, q.limit, (row) => [row.id, row.id]);
  return { items: await views(db, page.items), nextCursor: page.nextCursor };
}
