// Finished days are final (every row a report reads is written with the time it is written), so a
// report reads them from report_day_cache and computes only what is missing, once; the days that
// are not over yet are always computed live. A day counts as over ten minutes after it ends, so a
// transaction still committing at midnight is never left out.
import { addBusinessDays, businessDay, businessDayStart } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { insertCachedDays, selectCachedDays, type DayRow, type Range } from './reports.repository.ts';

export const SETTLE_MS = 10 * 60_000;

/** [from 00:00, the day after `to` 00:00) in Asia/Karachi. */
export function dayRange(from: string, to: string): Range {
  return { from: businessDayStart(from), to: businessDayStart(addBusinessDays(to, 1)) };
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addBusinessDays(day, 1)) days.push(day);
  return days;
}

/** The newest day that is over (and settled): the newest day the cache may hold. */
export function lastFinishedDay(now: Date): string {
  return addBusinessDays(businessDay(new Date(now.getTime() - SETTLE_MS)), -1);
}

/** The rows of the days [from, to] of one report, finished days through the cache. */
export async function daily(db: Queryable, now: Date, report: string, from: string, to: string, compute: (range: Range) => Promise<DayRow[]>): Promise<DayRow[]> {
  const lastFinal = lastFinishedDay(now);
  const cachedTo = to < lastFinal ? to : lastFinal;
  const rows: DayRow[] = [];
  if (from <= cachedTo) {
    const cached = await selectCachedDays(db, report, from, cachedTo);
    const missing = daysBetween(from, cachedTo).filter((day) => !cached.has(day));
    if (missing.length > 0) {
      const computed = await compute(dayRange(missing[0]!, missing[missing.length - 1]!));
      const fresh = missing.map((day) => ({ day, rows: computed.filter((row) => row.day === day) }));
      await insertCachedDays(db, report, fresh, now);
      for (const { day, rows: dayRows } of fresh) cached.set(day, dayRows);
    }
    for (const day of daysBetween(from, cachedTo)) rows.push(...(cached.get(day) ?? []));
  }
  const liveFrom = from <= cachedTo ? addBusinessDays(cachedTo, 1) : from;
  if (liveFrom <= to) rows.push(...(await compute(dayRange(liveFrom, to))));
  return rows;
}
