// Withdrawals (docs/requirements/withdrawals.md; rules and states in README.md). Two-phase over the wallet: a
// request holds its amount; 'paid' posts the hold to the channel's payout account (and moves the
// fee to fees:withdrawal); rejected, failed and expired void it. Every state change is one guarded
// UPDATE in the same transaction as its wallet call, so two operators cannot both win.
import { randomUUID } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { FastifyBaseLogger } from 'fastify';
import { RECORD_PAGE_SIZE, type MoneyRecord, type RecordQuery } from '@khel/contracts/records-query';
import { addBusinessDays, businessDay, businessDayStart, type Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import { assertNoOpenCase, assessWithdrawal, recordWithdrawalFindings } from '../aml/aml.service.ts';
import { serverConfig } from '../config/config.service.ts';
import { stakesSince } from '../game-wallet/game-wallet.service.ts';
import { assertKycAllows } from '../kyc/kyc.service.ts';
import { paidDepositSummary } from '../payments/payments.service.ts';
import { getPlayer } from '../players/players.service.ts';
import { withdrawable } from '../wagering/wagering.service.ts';
import { hold, postHold, transfer, voidHold } from '../wallet/wallet.service.ts';
import { exchangeParams, feeOf, hhmm, isOpen, vipPrivilege, withdrawalSettings } from './withdrawal-config.ts';
import * as errors from './withdrawals.errors.ts';
import type { PayoutOutcome, PayoutProviders } from './payouts.ts';
import {
  countForDay,
  insertWithdrawal,
  selectAccount,
  selectAccountIdentifiers,
  selectQueue,
  selectRecords,
  selectStale,
  selectWithdrawal,
  sumRequestedSince,
  transition,
  type WithdrawalRow,
  type WithdrawalState,
} from './withdrawals.repository.ts';

export type { WithdrawalRow, WithdrawalState };
export { withdrawable };

export const WITHDRAWAL_STATES: readonly WithdrawalState[] = [
  'pending', 'approved', 'processing', 'paid', 'rejected', 'failed', 'expired',
];

/** Runs inside the action's transaction (the operator audit log row). */
export type AuditHook = (tx: Queryable, withdrawal: WithdrawalRow) => Promise<void>;

export interface WithdrawalDeps {
  db: Database;
  clock: Clock;
  payouts: PayoutProviders;
  /** Where a swallowed failure is told (ids and amounts only, never account numbers or names). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export const payoutAccount = (channel: string) => `payouts:${channel.toLowerCase()}`;
export const FEE_ACCOUNT = 'fees:withdrawal';
export const transId = (id: number) => `W${id}`;

// The bound account (withdrawal-accounts.ts), re-exported for other features.
export { accountState, bindAccount, boundAccountOf, type AccountView } from './withdrawal-accounts.ts';

/** The bound account's sealed CNIC and number, which protection links to the person (its PersonAccounts), or null. */
export async function accountIdentifiersOf(db: Queryable, playerId: number): Promise<{ cnicSealed: string; number: string } | null> {
  return selectAccountIdentifiers(db, playerId);
}

// ---- the request ------------------------------------------------------------------------------

/** What AML's withdrawal check reads: payments' deposits and game-wallet's stakes (AML ranks below both). */
const AML_BOOKS = { paidDepositSummary, stakesSince };

export async function requestWithdrawal(
  deps: WithdrawalDeps,
  playerId: number,
  request: { amount: number; cardNo?: string | undefined },
): Promise<{ withdrawal: WithdrawalRow; goldWin: number }> {
  const { db, clock } = deps;
  const player = await getPlayer(db, playerId);
  if (!player.phone) throw errors.phoneRequired();
  const params = await exchangeParams(db);
  const privilege = await vipPrivilege(db, player.vip);
  const settings = await withdrawalSettings(db);
  const created = await db.transaction(async (tx) => {
    // The account row lock serialises one player's requests: the daily count and the balance
    // checks below see every earlier request (the hold itself is guarded in SQL regardless).
    const account = await selectAccount(tx, playerId, true);
    if (!account) throw errors.accountRequired();
    if (request.cardNo !== undefined && request.cardNo !== account.card_no) throw errors.withdrawalFailed();
    const amount = request.amount;
    if (amount > (await withdrawable(tx, playerId))) throw errors.insufficientCoins();
    if (amount < params.minimum) throw errors.belowMinimum(params.minimum);
    if (privilege.maxPerTime > 0 && amount > privilege.maxPerTime) throw errors.aboveMaximum(privilege.maxPerTime);
    const now = clock.now();
    if (!isOpen(params, now)) throw errors.outsideHours(hhmm(params.openFrom), hhmm(params.openTo));
    const day = businessDay(now);
    const today = await countForDay(tx, playerId, day);
    if (privilege.dailyCount > 0 && today.count >= privilege.dailyCount) throw errors.dailyLimit(privilege.dailyCount);
    // The KYC threshold counts this request plus those of the rolling window (not per request).
    const windowDays = (await serverConfig(tx, 'ProtectionConf')).kyc.withdrawalWindowDays;
    const earlier = await sumRequestedSince(tx, playerId, new Date(now.getTime() - windowDays * 86_400_000));
    await assertKycAllows(tx, playerId, amount, { earlier, days: windowDays });
    // AML: money in and out with little play, or any open flag on the player, waits for an operator.
    const aml = await assessWithdrawal(tx, AML_BOOKS, { playerId, amount, now });
    const held = await hold(tx, {
      idempotencyKey: `withdrawal:${randomUUID()}`,
      playerId,
      amount,
      reason: Reason.withdrawal,
    });
    const accountAgeMs = now.getTime() - new Date(account.bound_at).getTime();
    const autoApprove =
      !aml.hold &&
      amount <= settings.autoApproveMax &&
      today.autoTotal + amount <= settings.autoApproveDailyMax &&
      accountAgeMs >= settings.accountMinAgeHours * 3_600_000;
    const inserted = await insertWithdrawal(tx, {
      playerId,
      amount,
      fee: feeOf(amount, params.feeBasisPoints),
      channel: account.bank_name,
      cardNo: account.card_no,
      accountName: account.name,
      holdId: held.holdId,
      state: autoApprove ? 'approved' : 'pending',
      autoApproved: autoApprove,
      day,
      at: now,
    });
    await recordWithdrawalFindings(tx, { withdrawalId: inserted.id, playerId, amount, now }, aml.findings);
    return inserted;
  });
  const withdrawal = created.state === 'approved' ? await submitPayout(deps, created.id) : created;
  return { withdrawal, goldWin: await withdrawable(db, playerId) };
}

// ---- decisions (operators, automation) ---------------------------------------------------------

async function mustGet(db: Queryable, id: number): Promise<WithdrawalRow> {
  const row = await selectWithdrawal(db, id);
  if (!row) throw errors.notFound();
  return row;
}

/** Hands an approved withdrawal to its payout provider; the outcome decides the next state. */
export async function submitPayout(deps: WithdrawalDeps, id: number): Promise<WithdrawalRow> {
  const current = await mustGet(deps.db, id);
  const provider = deps.payouts(current.channel);
  const claimed = await transition(deps.db, id, ['approved'], 'processing', { at: deps.clock.now(), provider: provider.name });
  if (!claimed) return current;
  let outcome: PayoutOutcome;
  try {
    outcome = await provider.submit(payoutRequest(claimed));
  } catch (error) {
    deps.log?.warn({ err: error, withdrawalId: id, amount: claimed.amount, provider: provider.name }, 'payout submit failed; outcome unknown until inquired');
    outcome = { status: 'unknown' };
  }
  return applyOutcome(deps, claimed, outcome);
}

function payoutRequest(w: WithdrawalRow) {
  return {
    withdrawalId: w.id,
    amount: w.amount - w.fee,
    channel: w.channel,
    cardNo: w.card_no,
    accountName: w.account_name,
    reference: w.payout_reference,
  };
}

async function applyOutcome(deps: WithdrawalDeps, w: WithdrawalRow, outcome: PayoutOutcome): Promise<WithdrawalRow> {
  switch (outcome.status) {
    case 'paid':
      return markPaid(deps, w.id, outcome.reference);
    case 'failed':
      return markFailed(deps, w.id, outcome.reason);
    case 'accepted':
      if (!outcome.reference) return w;
      return (await transition(deps.db, w.id, ['processing'], 'processing', { at: deps.clock.now(), reference: outcome.reference })) ?? w;
    case 'unknown':
      return w; // stays 'processing' until an inquiry or an operator settles it
  }
}

/**
 * pending → approved (then handed to payout). A frozen player's withdrawal is not approved, nor
 * one of a player with an open AML case (until compliance resolves it).
 */
export async function approve(deps: WithdrawalDeps, id: number, operatorId: number | null, audit?: AuditHook): Promise<WithdrawalRow> {
  await deps.db.transaction(async (tx) => {
    const current = await selectWithdrawal(tx, id, true);
    if (!current) throw errors.notFound();
    if (current.state === 'pending' && (await getPlayer(tx, current.player_id)).status !== 'active') throw errors.playerFrozen();
    if (current.state === 'pending') await assertNoOpenCase(tx, current.player_id);
    const row = await transition(tx, id, ['pending'], 'approved', { at: deps.clock.now(), decidedBy: operatorId, approvedBy: operatorId });
    if (!row) throw errors.stateConflict();
    await audit?.(tx, row);
  });
  return submitPayout(deps, id);
}

/** Ends a withdrawal without paying: the hold goes back to the player's available balance. */
async function release(
  deps: WithdrawalDeps,
  id: number,
  from: readonly WithdrawalState[],
  to: 'rejected' | 'failed' | 'expired',
  changes: { decidedBy?: number | null; note?: string },
  audit?: AuditHook,
): Promise<WithdrawalRow> {
  return deps.db.transaction(async (tx) => {
    const row = await transition(tx, id, from, to, { at: deps.clock.now(), ...changes });
    if (!row) throw (await selectWithdrawal(tx, id)) ? errors.stateConflict() : errors.notFound();
    await voidHold(tx, row.hold_id);
    await audit?.(tx, row);
    return row;
  });
}

export function reject(deps: WithdrawalDeps, id: number, operatorId: number | null, note = '', audit?: AuditHook) {
  return release(deps, id, ['pending', 'approved'], 'rejected', { decidedBy: operatorId, note }, audit);
}

export function markFailed(deps: WithdrawalDeps, id: number, note = '', operatorId: number | null = null, audit?: AuditHook) {
  return release(deps, id, ['approved', 'processing'], 'failed', { decidedBy: operatorId, note }, audit);
}

/**
 * The payout left: the hold is posted to payouts:<channel> (the full amount leaves the player's
 * balance) and the fee moves on from there to fees:withdrawal, so the payout account keeps what
 * was actually sent (amount − fee). Replaying with the same reference returns the paid row.
 */
export async function markPaid(
  deps: WithdrawalDeps,
  id: number,
  reference: string,
  operatorId: number | null = null,
  audit?: AuditHook,
): Promise<WithdrawalRow> {
  return deps.db.transaction(async (tx) => {
    const row = await transition(tx, id, ['processing'], 'paid', { at: deps.clock.now(), decidedBy: operatorId, paidBy: operatorId, reference });
    if (!row) {
      const existing = await selectWithdrawal(tx, id);
      if (existing?.state === 'paid' && existing.payout_reference === reference) return existing;
      if (existing?.state === 'processing' && operatorId !== null && existing.approved_by === operatorId) throw errors.makerChecker();
      throw existing ? errors.stateConflict() : errors.notFound();
    }
    const payouts = payoutAccount(row.channel);
    await postHold(tx, { holdId: row.hold_id, to: { system: payouts }, reason: Reason.withdrawal, reference: transId(row.id) });
    if (row.fee > 0) {
      await transfer(tx, {
        idempotencyKey: `withdrawal:${row.id}:fee`,
        from: { system: payouts },
        to: { system: FEE_ACCOUNT },
        amount: row.fee,
        reason: Reason.withdrawalFee,
        reference: transId(row.id),
      });
    }
    await audit?.(tx, row);
    return row;
  });
}

/** Asks the provider what became of a payout in 'processing'; 'unknown' changes nothing. */
export async function inquire(deps: WithdrawalDeps, id: number): Promise<WithdrawalRow> {
  const row = await mustGet(deps.db, id);
  if (row.state !== 'processing') return row;
  let outcome: PayoutOutcome;
  try {
    outcome = await deps.payouts(row.channel).inquire(payoutRequest(row));
  } catch (error) {
    deps.log?.warn({ err: error, withdrawalId: id, amount: row.amount, channel: row.channel }, 'payout inquiry failed; still processing');
    outcome = { status: 'unknown' };
  }
  return applyOutcome(deps, row, outcome);
}

/** Voids requests nobody decided within expire_after_hours. Never touches 'processing'. */
export async function expireStale(deps: WithdrawalDeps): Promise<number> {
  const settings = await withdrawalSettings(deps.db);
  const before = new Date(deps.clock.now().getTime() - settings.expireAfterHours * 3_600_000);
  let expired = 0;
  for (const id of await selectStale(deps.db, before)) {
    try {
      await release(deps, id, ['pending', 'approved'], 'expired', { note: 'expired' });
      expired += 1;
    } catch (error) {
      // Decided concurrently: nothing to do; told in case it was something else.
      deps.log?.warn({ err: error, withdrawalId: id }, 'withdrawal expiry skipped');
    }
  }
  return expired;
}

export async function getWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow> {
  return mustGet(db, id);
}

export interface QueueQuery {
  state?: WithdrawalState | undefined;
  playerId?: number | undefined;
  channel?: string | undefined;
  minAmount?: number | undefined;
  /** Asia/Karachi days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  order: 'newest' | 'oldest';
  cursor?: string | undefined;
  limit: number;
}

/** The operators' queue: filters, keyset pages by id. */
export async function withdrawalQueue(db: Queryable, q: QueueQuery): Promise<{ items: WithdrawalRow[]; nextCursor: string | null }> {
  const rows = await selectQueue(db, {
    ...q,
    from: q.from ? businessDayStart(q.from) : undefined,
    to: q.to ? businessDayStart(addBusinessDays(q.to, 1)) : undefined,
    afterId: decodeCursor(q.cursor)?.id ?? null,
  });
  return pageFrom(rows, q.limit, (row) => [row.id, row.id]);
}

// ---- records ----------------------------------------------------------------------------------

export async function withdrawalRecords(db: Queryable, playerId: number, query: RecordQuery): Promise<MoneyRecord[]> {
  const rows = await selectRecords(db, playerId, query.startDate, query.endDate, RECORD_PAGE_SIZE, query.page * RECORD_PAGE_SIZE);
  return rows.map((row) => ({
    createTime: new Date(row.created_at).toISOString(),
    payNum: row.amount,
    rewardNum: row.fee,
    playerId: row.player_id,
    transId: transId(row.id),
    state: row.state,
    channel: row.channel,
  }));
}

export { countWithdrawalsByState as withdrawalsByState } from './withdrawals.repository.ts';
