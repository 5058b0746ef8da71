// Money travels and is stored as integer hundredths of a rupee; these are the only places it
// becomes text or comes back from text, for the server, the player app, the console and the
// browser tests alike (docs/architecture/money-and-days.md). No Intl and no classic zod (only the
// zod/mini schema of an amount): the player app's first screen imports it, and integer arithmetic on
// the hundredths is exact for every amount where a float divided by 100 is not.
import * as z from 'zod/mini';

/** Money in hundredths of a rupee: an integer, never a float, in every contract that carries one. */
export const hundredths = z.int().check(z.describe('amount in hundredths of a rupee (₨)'));

export interface RupeeStyle {
  /** The ₨ sign in front (default). Off for message templates that write '₨{{amount}}' themselves. */
  symbol?: boolean;
  /** Thousands grouped with commas (default). Off only for the server's message texts (see the doc). */
  grouping?: boolean;
  /** 'always' two decimals (default), or 'when-any': ₨500 but ₨123.45 (presets, wheel segments). */
  decimals?: 'always' | 'when-any';
  /** A '+' before a gain (a win or loss shown with its sign). */
  plus?: boolean;
}

/** The style of amounts inside the server's messages: '10000.00', the min/max wording of docs/requirements/accounts.md#11-error-codes. */
export const MESSAGE_AMOUNT: RupeeStyle = { symbol: false, grouping: false };

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** 123450 → '₨1,234.50'; 0 → '₨0.00'; -500 → '-₨5.00' (the minus before the sign). */
export function formatRupees(hundredths: number, style: RupeeStyle = {}): string {
  const { symbol = true, grouping = true, decimals = 'always', plus = false } = style;
  const sign = hundredths < 0 ? '-' : plus && hundredths > 0 ? '+' : '';
  const magnitude = Math.round(Math.abs(hundredths));
  const whole = String(Math.floor(magnitude / 100));
  const cents = magnitude % 100;
  const fraction = decimals === 'when-any' && cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`;
  return `${sign}${symbol ? '₨' : ''}${grouping ? whole.replace(GROUPS, ',') : whole}${fraction}`;
}

export type RupeeParse = { ok: true; hundredths: number } | { ok: false; error: 'empty' | 'notAnAmount' | 'tooManyDecimals' };

// Digits with optional comma grouping (a pasted '1,000' or '1000'), then at most two decimals.
// Signs, exponents, spaces inside and a bare '.' are not amounts a person types.
const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Rupees a person typed → hundredths, strictly: '10' → 1000, '10.5' → 1050, ' 1,000 ' → 100000,
 * a leading ₨ allowed; '10.505' is an error (never rounded: a third decimal is a typo, not a
 * fraction of a paisa to drop), so are '', 'abc', '-5', '1e3' and misplaced commas ('1,00').
 */
export function parseRupees(text: string): RupeeParse {
  const clean = text.trim().replace(/^₨\s*/, '');
  if (clean === '') return { ok: false, error: 'empty' };
  const match = AMOUNT.exec(clean);
  if (!match) return { ok: false, error: 'notAnAmount' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, error: 'tooManyDecimals' };
  const hundredths = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(hundredths) ? { ok: true, hundredths } : { ok: false, error: 'notAnAmount' };
}

/**
 * A rupee number from a numeric input (antd InputNumber, a checked text field) → hundredths.
 * Rounded, because 0.29 * 100 is 28.999999999999996 in floating point; the input already limits
 * the decimals, so rounding only removes that float error.
 */
export function rupeesToHundredths(rupees: number): number {
  return Math.round(rupees * 100);
}
