// Amounts travel as integer hundredths (docs/architecture/money-and-days.md) and become text in the shared money module
// (@khel/contracts/money), as on the server and the console. Every amount the app shows goes through
// these, so one rule holds everywhere: the ₨ sign in front, Latin digits with comma grouping in
// every language (Pakistani Urdu writes amounts this way: CLDR's ur-PK numbering system is latn),
// and in Urdu the amount isolated left to right (lib/bidi) so the sign and the minus stay in front
// inside right-to-left sentences.
import { formatRupees } from '@khel/contracts/money';
import { ltr } from './bidi.ts';

/** 123450 → '₨1,234.50'; 0 → '₨0.00'; -500 → '-₨5.00'. */
export function formatBalance(hundredths: number): string {
  return ltr(formatRupees(hundredths));
}

/** A win or loss with its sign: 2500 → '+₨25.00', -2500 → '-₨25.00', 0 → '₨0.00'. */
export function formatSignedBalance(hundredths: number): string {
  return ltr(formatRupees(hundredths, { plus: true }));
}

/** Whole amounts without decimals (presets, wheel segments): 50000 → '₨500'; 12345 → '₨123.45'. */
export function formatRupeesShort(hundredths: number): string {
  return ltr(formatRupees(hundredths, { decimals: 'when-any' }));
}
