// Money is integer hundredths (DESIGN "Money"), shown with ₨ and two decimals; times in
// Asia/Karachi, the business time zone; days as YYYY-MM-DD.
const rupees = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const karachi = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', dateStyle: 'medium', timeStyle: 'short' });
const karachiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' });

export function money(hundredths: number | null | undefined): string {
  if (hundredths === null || hundredths === undefined) return '—';
  return `${hundredths < 0 ? '-' : ''}₨${rupees.format(Math.abs(hundredths) / 100)}`;
}

/** Rupees typed by an operator ("1,234.5") → hundredths, or null when it is not an amount. */
export function toHundredths(text: string): number | null {
  const clean = text.replace(/[,\s₨]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.') as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function when(iso: string | null | undefined): string {
  return iso ? `${karachi.format(new Date(iso))} PKT` : '—';
}

export function karachiToday(): string {
  return karachiDay.format(new Date());
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function age(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
}
