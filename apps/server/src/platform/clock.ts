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

const DAY_MS = 86_400_000;

/** The instant a business day (YYYY-MM-DD, Asia/Karachi, UTC+5 all year) begins. */
export function businessDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+05:00`));
}

/** The business day `days` after (or before, when negative) `day`. */
export function addBusinessDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) starting the Asia/Karachi week of an instant: weekly offers reset then. */
export function businessWeekStart(at: Date): string {
  const day = businessDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addBusinessDays(day, -((weekday + 6) % 7));
}
