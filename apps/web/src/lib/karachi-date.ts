// The business day is Asia/Karachi (docs/architecture/money-and-days.md#business-day-khelcontractsbusiness-day): daily flags roll over
// there, and every date the app shows is Pakistan wall time, whatever the phone's own time zone. Dates are written
// the way the player's language writes them (Intl: '24 Nov 2026' / '2026年11月24日' /
// '24 نومبر، 2026'), in the document's language (lib/i18n.ts keeps <html lang> current).
// The business day itself is @khel/contracts/business-day (a fixed UTC+5, no formatter to load);
// the display formatters below are made on first use: a formatter with a time zone costs the
// phone's CPU noticeable time (the zone data is loaded), which the start-up should not pay.
import { BUSINESS_TIME_ZONE, businessDay } from '@khel/contracts/business-day';

export function isNewKarachiDay(previousEpochMs: number | null, nowMs: number): boolean {
  if (previousEpochMs === null || !Number.isFinite(previousEpochMs)) return true;
  return businessDay(previousEpochMs) !== businessDay(nowMs);
}

/** The app's languages as Intl locales: British English (day first, 24 h), Simplified Chinese, Pakistani Urdu. */
const INTL_LOCALES: Record<string, string> = { en: 'en-GB', zh: 'zh-CN', ur: 'ur-PK' };

export function intlLocale(): string {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return INTL_LOCALES[language] ?? INTL_LOCALES.en!;
}

const STYLES = {
  /** '4 Feb 2026, 23:59' — offers, limits, breaks, task details. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  /** '4 Feb 2026' */
  date: { dateStyle: 'medium' },
  /** '4 Feb' */
  dayMonth: { day: 'numeric', month: 'short' },
  /** '24/11/2026, 18:02:09' — records, where the second tells two rows apart. */
  timestamp: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${style}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** An instant (ISO text or epoch ms) as Pakistan wall time in the player's language; bad input as given. */
export function formatKarachi(instant: string | number, style: DateStyle = 'dateTime'): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? String(instant) : formatter(style, BUSINESS_TIME_ZONE).format(date);
}

/** A business day 'YYYY-MM-DD' (already a Karachi date) in the player's language: '25 Dec 2026'. */
export function formatBusinessDay(ymd: string, style: 'date' | 'dayMonth' = 'date'): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? ymd : formatter(style, 'UTC').format(date);
}
