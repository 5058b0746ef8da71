// Player deposit limits (docs/requirements/protection.md#4-limits): daily, weekly (from Monday) and monthly, in
// Asia/Karachi calendar periods. A decrease applies at once; a raise or a removal after 24 hours
// (contracts' limit-change.ts, the rule loss, wager and session limits share).
import type { LimitPeriod } from '@khel/contracts/endpoints/payments';
import { changeLimit, limitInForce, type LimitState } from '@khel/contracts/limit-change';
import { ErrorCode } from '@khel/contracts/error-codes';
import { businessDay, businessDayStart, businessMonthStart, businessWeekStart } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { selectLimits, sumCommitted, upsertLimit, type LimitRow } from './payments.repository.ts';

const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

export function periodStart(period: LimitPeriod, now: Date): Date {
  if (period === 'daily') return businessDayStart(businessDay(now));
  return businessDayStart(period === 'weekly' ? businessWeekStart(now) : businessMonthStart(now));
}

function stateOf(row: LimitRow | undefined): LimitState {
  if (!row) return { amount: null, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, effectiveAt: row.pendingAt } : null };
}

/** The limit in force at `now` (a pending raise whose 24 h have passed counts). */
function effective(row: LimitRow | undefined, now: Date): LimitState {
  return limitInForce(stateOf(row), now);
}

export interface LimitView {
  period: LimitPeriod;
  amount: number | null;
  used: number;
  pending: { amount: number | null; effectiveAt: string } | null;
}

export async function listLimits(db: Queryable, playerId: number, now: Date): Promise<LimitView[]> {
  const rows = await selectLimits(db, playerId);
  const views: LimitView[] = [];
  for (const period of PERIODS) {
    const e = effective(rows.find((row) => row.period === period), now);
    views.push({
      period,
      amount: e.amount,
      used: await sumCommitted(db, playerId, periodStart(period, now), now),
      pending: e.pending ? { amount: e.pending.amount, effectiveAt: e.pending.effectiveAt.toISOString() } : null,
    });
  }
  return views;
}

/** A stricter limit (lower, or a first one) applies now; a looser one (higher, or none) in 24 h. */
export async function setLimit(db: Queryable, playerId: number, period: LimitPeriod, amount: number | null, now: Date): Promise<void> {
  const next = changeLimit(stateOf((await selectLimits(db, playerId)).find((row) => row.period === period)), amount, now);
  await upsertLimit(db, playerId, { period, amount: next.amount, pendingAmount: next.pending?.amount ?? null, pendingAt: next.pending?.effectiveAt ?? null }, now);
}

/** An operator's change with a second operator's approval (features/limits): applies at once. */
export async function setLimitAtOnce(db: Queryable, playerId: number, period: LimitPeriod, amount: number | null, now: Date): Promise<void> {
  await upsertLimit(db, playerId, { period, amount, pendingAmount: null, pendingAt: null }, now);
}

/** Refuses an order that would take any period's deposits past its limit (caller holds the player lock). */
export async function assertWithinLimits(tx: Queryable, playerId: number, amount: number, now: Date): Promise<void> {
  const rows = await selectLimits(tx, playerId);
  for (const period of PERIODS) {
    const limit = effective(rows.find((row) => row.period === period), now).amount;
    if (limit === null) continue;
    const used = await sumCommitted(tx, playerId, periodStart(period, now), now);
    if (used + amount > limit) throw new AppError(ErrorCode.depositLimitExceeded, 'depositLimitExceeded', 200, { period });
  }
}
