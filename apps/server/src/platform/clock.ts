// Injectable time, so tests can move past expiries; the business day is Asia/Karachi's.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const BUSINESS_TIME_ZONE = 'Asia/Karachi';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Asia/Karachi of an instant. */
export function businessDay(at: Date): string {
  return dayFormat.format(at);
}

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
