// The one module that moves money (docs/architecture/overview.md#the-money-path). Every call is one SQL function call: the
// idempotency claim, the guarded debit and the entries happen in one round trip. Amounts are
// integers in hundredths of a rupee.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db.ts';
import { HoldAlreadyResolvedError, IdempotencyConflictError, InsufficientFundsError } from './wallet.errors.ts';
import {
  callHold,
  callResolveHold,
  callTransfer,
  insertPlayerAccount,
  lockPlayerAccount,
  selectPlayerBalance,
  selectPlayerLedger,
  type AccountRef,
} from './wallet.repository.ts';

export type { AccountRef };

export interface TransferRequest {
  /** Unique per movement: a replay returns the original result and moves nothing. */
  idempotencyKey: string;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  reason: number;
  reference?: string;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
}

function requestHash(parts: unknown): Buffer {
  return createHash('sha256').update(JSON.stringify(parts)).digest();
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`amount must be a positive integer: ${amount}`);
}

export async function openPlayerAccount(db: Queryable, playerId: number): Promise<void> {
  await insertPlayerAccount(db, playerId);
}

export async function balanceOf(db: Queryable, playerId: number): Promise<{ balance: number; held: number; available: number }> {
  const account = await selectPlayerBalance(db, playerId);
  const balance = account?.balance ?? 0;
  const held = account?.held ?? 0;
  return { balance, held, available: balance - held };
}

/** The balance a player can use, in hundredths: what is held for withdrawals is not available. */
export async function availableBalance(db: Queryable, playerId: number): Promise<number> {
  return (await balanceOf(db, playerId)).available;
}

/**
 * Locks the player's account until the caller's transaction ends (so a decision on the balance
 * holds when the money moves); answers the available balance, or null for no such player.
 */
export async function lockAvailable(tx: Queryable, playerId: number): Promise<number | null> {
  return lockPlayerAccount(tx, playerId);
}

/** Keys of hold postings (postHold); reserved so a caller's key can never block one. */
const HOLD_KEY_PREFIX = 'hold:';

export async function transfer(db: Queryable, request: TransferRequest): Promise<TransferResult> {
  assertAmount(request.amount);
  if (request.idempotencyKey.startsWith(HOLD_KEY_PREFIX)) {
    throw new RangeError(`idempotency keys starting with "${HOLD_KEY_PREFIX}" are reserved for hold postings`);
  }
  const reference = request.reference ?? '';
  const hash = requestHash(['transfer', request.from, request.to, request.amount, request.reason, reference]);
  // A racing call with the same key comes back as a replay (the SQL function waits for it), so
  // this also works inside a caller's transaction.
  const row = await callTransfer(db, { ...request, key: request.idempotencyKey, hash, reference });
  if (row.outcome === 'insufficient') throw new InsufficientFundsError(row.debit_balance ?? 0);
  if (row.outcome === 'conflict') throw new IdempotencyConflictError(request.idempotencyKey);
  return { transferId: row.transfer_id!, replayed: row.outcome === 'replayed' };
}

export interface HoldRequest {
  idempotencyKey: string;
  playerId: number;
  amount: number;
  reason: number;
  reference?: string;
}

/** Reserves money for a pending payout; it stays in the balance but is no longer available. */
export async function hold(db: Queryable, request: HoldRequest): Promise<{ holdId: number; replayed: boolean }> {
  assertAmount(request.amount);
  const reference = request.reference ?? '';
  const hash = requestHash(['hold', request.playerId, request.amount, request.reason, reference]);
  const row = await callHold(db, { ...request, key: request.idempotencyKey, hash, reference });
  if (row.outcome === 'insufficient') throw new InsufficientFundsError(row.available);
  if (row.outcome === 'conflict') throw new IdempotencyConflictError(request.idempotencyKey);
  return { holdId: row.hold_id!, replayed: row.outcome === 'replayed' };
}

/** Pays a hold out to `to` (e.g. the gateway's payout account). Idempotent per hold. */
export async function postHold(
  db: Queryable,
  request: { holdId: number; to: AccountRef; reason: number; reference?: string },
): Promise<{ transferId: number; replayed: boolean }> {
  const reference = request.reference ?? '';
  const key = `${HOLD_KEY_PREFIX}${request.holdId}:post`;
  const hash = requestHash(['post', request.holdId, request.to, request.reason, reference]);
  const row = await callResolveHold(db, { ...request, action: 'post', key, hash, reference });
  if (row.outcome === 'conflict') throw new HoldAlreadyResolvedError(request.holdId);
  return { transferId: row.transfer_id!, replayed: row.outcome === 'replayed' };
}

/** Returns a hold's money to the player's available balance. Idempotent per hold. */
export async function voidHold(db: Queryable, holdId: number): Promise<{ replayed: boolean }> {
  const row = await callResolveHold(db, {
    holdId,
    action: 'void',
    key: `${HOLD_KEY_PREFIX}${holdId}:void`,
    hash: requestHash(['void', holdId]),
    to: null,
    reason: 0,
    reference: '',
  });
  if (row.outcome === 'conflict') throw new HoldAlreadyResolvedError(holdId);
  return { replayed: row.outcome === 'replayed' };
}

/** A player's latest ledger lines and holds, for the operator API (read-only). */
export async function playerLedger(db: Queryable, playerId: number, limit: number) {
  return { balance: await balanceOf(db, playerId), ...(await selectPlayerLedger(db, playerId, limit)) };
}

// Operators' read-only pages of a player's ledger (ledger-pages.ts).
export { ledgerPage, pendingHolds } from './ledger-pages.ts';
