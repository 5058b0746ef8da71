// Account closure (README "Account closure";
// docs/compliance/identity.md#closed-accounts-migration-0059): the player closes their own account,
// or an identity under 18 closes it. Either way play and deposits stop at once (protection's SQL
// API returns a 'closed' row, migration 0059) and every session ends; withdrawals stay possible. An
// under-18 closure opens a compliance review of the balance. Only an operator reopens (audited).
import type { ClosureItem } from '@khel/contracts/admin/kyc';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { endOtherSessions, verifyPlayerPassword } from '../auth/auth.service.ts';
import { audit } from '../operators/operators.service.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import {
  decideReview,
  insertClosure,
  reopen,
  selectClosure,
  selectClosures,
  type ClosureReason,
  type ClosureReviewState,
  type ClosureRow,
} from './closure.repository.ts';

/** Wrong passwords on closure, per player (self-exclusion's shape). */
const passwordLimit = (playerId: number): Limit => ({ key: `kyc:close:password:${playerId}`, max: 10, windowSeconds: 15 * 60 });

/** Closes the account and ends its sessions; null when it was already closed. */
export async function closeAccount(deps: { db: Database; clock: Clock }, playerId: number, reason: ClosureReason): Promise<ClosureRow | null> {
  return deps.db.transaction(async (tx) => closeAccountIn(tx, deps.clock, playerId, reason));
}

/** closeAccount inside the caller's transaction (an operator's date-of-birth correction closes with its review). */
export async function closeAccountIn(tx: Queryable, clock: Clock, playerId: number, reason: ClosureReason): Promise<ClosureRow | null> {
  const balanceOwed = reason === 'underage' ? (await balanceOf(tx, playerId)).balance : 0;
  const row = await insertClosure(tx, { playerId, reason, at: clock.now(), balanceOwed });
  if (row) await endOtherSessions(tx, clock, playerId, null);
  return row;
}

/** The player's own closure, password-confirmed. */
export async function closeOwnAccount(
  deps: { db: Database; clock: Clock; limiter: RateLimiter },
  playerId: number,
  password: string,
): Promise<{ closedAt: string }> {
  const limit = passwordLimit(playerId);
  await deps.limiter.check(limit);
  if (!(await verifyPlayerPassword(deps.db, playerId, password))) {
    await deps.limiter.record(limit);
    throw new AppError(ErrorCode.currentPasswordWrong);
  }
  const row = await closeAccount(deps, playerId, 'player_request');
  if (!row) throw new AppError(ErrorCode.accountAlreadyClosed);
  return { closedAt: row.closedAt.toISOString() };
}

// ---- operators ---------------------------------------------------------------------------------

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function itemOf(row: ClosureRow): ClosureItem {
  return {
    ...row,
    balanceOwed: Number(row.balanceOwed),
    closedAt: iso(row.closedAt)!,
    reviewedAt: iso(row.reviewedAt),
    reopenedAt: iso(row.reopenedAt),
  };
}

export async function closureList(
  db: Queryable,
  q: { playerId?: number | undefined; reason?: ClosureReason | undefined; reviewState?: ClosureReviewState | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await selectClosures(db, { ...q, beforeId: decodeCursor(q.cursor)?.id ?? null });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], itemOf);
}

const notFound = (id: number) => new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/account-closures/${id}` });

type By = { operatorId: number; ip: string };

/** An under-18 closure's balance: refund to the source or retain, with the reason; audited. */
export async function decideClosureReview(
  deps: { db: Database; clock: Clock },
  id: number,
  decision: { state: 'refund_to_source' | 'retained'; note: string },
  by: By,
): Promise<ClosureItem> {
  return deps.db.transaction(async (tx) => {
    const row = await decideReview(tx, id, { ...decision, operatorId: by.operatorId, at: deps.clock.now() });
    if (!row) throw (await selectClosure(tx, id)) ? new AppError(ErrorCode.closureReviewDecided) : notFound(id);
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'closure.review',
      target: `player:${row.playerId}`,
      detail: { closure: id, balanceOwed: Number(row.balanceOwed), before: { state: 'open' }, after: { state: row.reviewState }, note: decision.note },
      ip: by.ip,
    });
    return itemOf(row);
  });
}

/** Support reopens a closed account (with the reason; audited). */
export async function reopenAccount(deps: { db: Database; clock: Clock }, id: number, note: string, by: By): Promise<ClosureItem> {
  return deps.db.transaction(async (tx) => {
    const row = await reopen(tx, id, { note, operatorId: by.operatorId, at: deps.clock.now() });
    if (!row) throw (await selectClosure(tx, id)) ? new AppError(ErrorCode.accountNotClosed) : notFound(id);
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'closure.reopen',
      target: `player:${row.playerId}`,
      detail: { closure: id, reason: row.reason, before: { closed: true }, after: { closed: false }, note },
      ip: by.ip,
    });
    return itemOf(row);
  });
}
