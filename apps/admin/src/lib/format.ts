// Money is integer hundredths (docs/architecture/money-and-days.md), shown as the shared money module writes it
// (@khel/contracts/money: '₨1,234.50'); times in Asia/Karachi, the business time zone; days as
// YYYY-MM-DD (@khel/contracts/business-day).
import { BUSINESS_TIME_ZONE } from '@khel/contracts/business-day';
import { formatRupees } from '@khel/contracts/money';

const karachi = new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** An amount, or a dash where a table has none. */
export function money(hundredths: number | null | undefined): string {
  return hundredths === null || hundredths === undefined ? '—' : formatRupees(hundredths);
}

export function when(iso: string | null | undefined): string {
  return iso ? `${karachi.format(new Date(iso))} PKT` : '—';
}

export function age(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}
