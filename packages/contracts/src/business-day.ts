// The business day is the calendar day in Asia/Karachi: daily limits, offers, reports and records
// all roll over at Pakistan midnight (docs/architecture/money-and-days.md). Pakistan keeps UTC+5
// all year (no daylight saving since 2009), so a fixed offset gives the same answer as the time-zone
// database without loading it: no Intl formatter to build, which the player app's start-up and the
// server's hot paths would pay for. Days are 'YYYY-MM-DD' strings; every function returns a new
// value and never changes a Date it is given.

export const BUSINESS_TIME_ZONE = 'Asia/Karachi';
/** Asia/Karachi's offset from UTC, all year. */
export const BUSINESS_UTC_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The business day (YYYY-MM-DD) of an instant: 2026-01-04T18:59:59Z → '2026-01-04', 19:00:00Z → '2026-01-05'. */
export function businessDay(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a business day begins: '2026-01-05' → 2026-01-04T19:00:00Z. */
export function businessDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS);
}

/** The instant a business day ends (exclusive), which is the next day's start. */
export function businessDayEnd(day: string): Date {
  return businessDayStart(addBusinessDays(day, 1));
}

/** The business day `days` after (or before, when negative) `day`. */
export function addBusinessDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) starting the business week of an instant: weekly offers and limits reset then. */
export function businessWeekStart(at: Date | number): string {
  const day = businessDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addBusinessDays(day, -((weekday + 6) % 7));
}

/** The first day (YYYY-MM-DD) of the business month of an instant. */
export function businessMonthStart(at: Date | number): string {
  return `${businessDay(at).slice(0, 7)}-01`;
}

/** An instant as Pakistan wall time to the minute, as the server's messages show it: '2026-01-05 14:30 PKT'. */
export function businessMinute(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return `${new Date(ms + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} PKT`;
}

/** Minutes since the business day's midnight: 2026-01-04T19:30:00Z → 30 (withdrawal hours). */
export function businessMinuteOfDay(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  const sinceMidnight = (((ms + BUSINESS_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(sinceMidnight / 60_000);
}
