// Player deposit limits (DESIGN "Player protection"): daily, weekly (from Monday) and monthly, in
// Asia/Karachi calendar periods. A decrease applies at once; a raise or a removal after 24 hours.
import type { LimitPeriod } from '@khel/contracts/endpoints/payments';
import { ErrorCode } from '@khel/contracts/error-codes';
import { businessDay } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { selectLimits, sumCommitted, upsertLimit, type LimitRow } from './payments.repository.ts';

export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;
const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

/** Midnight in Asia/Karachi (UTC+5 all year: Pakistan keeps no daylight saving) of a YYYY-MM-DD day. */
export function karachiDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`);
}

export function periodStart(period: LimitPeriod, now: Date): Date {
  const today = businessDay(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  if (period === 'daily') return karachiDayStart(today);
  if (period === 'monthly') return karachiDayStart(iso(new Date(Date.UTC(y, m - 1, 1))));
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
  return karachiDayStart(iso(new Date(Date.UTC(y, m - 1, d - weekday))));
}

/** The limit in force at `now` (a pending raise whose 24 h have passed counts). */
function effective(row: LimitRow | undefined, now: Date): { amount: number | null; pending: { amount: number | null; effectiveAt: Date } | null } {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt.getTime() <= now.getTime()) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, effectiveAt: row.pendingAt } : null };
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
  const current = effective((await selectLimits(db, playerId)).find((row) => row.period === period), now).amount;
  const stricter = amount !== null && (current === null || amount <= current);
  const row: LimitRow = stricter
    ? { period, amount, pendingAmount: null, pendingAt: null }
    : { period, amount: current, pendingAmount: amount, pendingAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) };
  await upsertLimit(db, playerId, row, now);
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
