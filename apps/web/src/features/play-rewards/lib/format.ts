// Display helpers of the play rewards: durations as clocks, business days as short dates.

/** 75 → '01:15'; 3725 → '1:02:05'. */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${minutes}:${seconds}` : `${minutes}:${seconds}`;
}

const shortDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const dateTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', dateStyle: 'medium', timeStyle: 'short' });

/** '2026-02-03' → '3 Feb'. */
export function dayLabel(day: string): string {
  return shortDate.format(new Date(`${day}T00:00:00Z`));
}

/** An ISO instant in Pakistan time: '8 Jan 2026, 14:00'. */
export function karachiDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Amounts and clocks inside sentences are isolated left to right (LRI … PDI), so Urdu keeps them whole. */
export const ltr = (text: string) => `\u2066${text}\u2069`;
