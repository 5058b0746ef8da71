// Amounts travel as integer hundredths (DESIGN "Money") and are only divided for display, here.
// Every amount the app shows goes through these, so one rule holds everywhere: the ₨ sign in
// front, Latin digits with comma grouping in every language (Pakistani Urdu writes amounts this way:
// CLDR's ur-PK numbering system is latn), and in Urdu the amount isolated left to right (lib/bidi)
// so the sign and the minus stay in front inside right-to-left sentences.
import { ltr } from './bidi.ts';

// Integer arithmetic on the hundredths, not Intl.NumberFormat on a float: exact for every amount, and
// the app's start-up does not pay for the number formatter's data.
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

function rupees(hundredths: number, decimals: 'always' | 'when-any', plus = false): string {
  const sign = hundredths < 0 ? '-' : plus && hundredths > 0 ? '+' : '';
  const magnitude = Math.round(Math.abs(hundredths));
  const whole = String(Math.floor(magnitude / 100)).replace(GROUPS, ',');
  const cents = magnitude % 100;
  const fraction = decimals === 'when-any' && cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`;
  return ltr(`${sign}₨${whole}${fraction}`);
}

/** 123450 → '₨1,234.50'; 0 → '₨0.00'; -500 → '-₨5.00'. */
export function formatBalance(hundredths: number): string {
  return rupees(hundredths, 'always');
}

/** A win or loss with its sign: 2500 → '+₨25.00', -2500 → '-₨25.00', 0 → '₨0.00'. */
export function formatSignedBalance(hundredths: number): string {
  return rupees(hundredths, 'always', true);
}

/** Whole amounts without decimals (presets, wheel segments): 50000 → '₨500'; 12345 → '₨123.45'. */
export function formatRupeesShort(hundredths: number): string {
  return rupees(hundredths, 'when-any');
}
