// Kick-off times and match days in Pakistan time (the app's business time zone), written the
// player's language's way: '19:30', 'Today', 'Tomorrow', 'Sat 30 Nov'. "Today" is the server's today
// (the lobby's `now`), not the phone's clock.
import { BUSINESS_TIME_ZONE, addBusinessDays, businessDay } from '@khel/contracts/business-day';
import type { TFunction } from 'i18next';
import { ltr } from '../../../lib/bidi.ts';
import { intlLocale } from '../../../lib/karachi-date.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'clock' | 'day', locale: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === 'clock'
        ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BUSINESS_TIME_ZONE })
        : new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** '19:30' (Pakistan time). */
export function clockText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : ltr(formatter('clock', intlLocale()).format(date));
}

/** The Pakistan day (YYYY-MM-DD) of an instant. */
export function matchDay(iso: string): string {
  return businessDay(Date.parse(iso));
}

/** 'Today', 'Tomorrow' or 'Sat 30 Nov', for a match day seen from `now`. */
export function dayLabel(t: TFunction, day: string, now: string): string {
  const today = businessDay(Date.parse(now));
  if (day === today) return t('sports.today');
  if (day === addBusinessDays(today, 1)) return t('sports.tomorrow');
  return formatter('day', intlLocale()).format(new Date(`${day}T00:00:00Z`));
}

/** 'Today 19:30', 'Tomorrow 14:00', 'Sat 30 Nov 19:30'. */
export function startText(t: TFunction, iso: string, now: string): string {
  return `${dayLabel(t, matchDay(iso), now)} ${clockText(iso)}`;
}
