// Injectable time, so tests can move past expiries; the business day is Asia/Karachi's.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

// The business-day arithmetic is the one every tree shares (packages/contracts/src/business-day.ts);
// re-exported so the server's features keep one import for the clock and the day.
export { BUSINESS_TIME_ZONE, addBusinessDays, businessDay, businessDayEnd, businessDayStart, businessMinute, businessMinuteOfDay, businessMonthStart, businessWeekStart } from '@khel/contracts/business-day';

/** A clock tests can set and advance. */
export function manualClock(start = new Date('2026-01-05T09:00:00Z')): Clock & { advance(ms: number): void; set(at: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = at.getTime();
    },
  };
}
