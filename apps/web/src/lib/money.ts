// Amounts travel as integer hundredths (DESIGN "Money") and are only divided for display, here.
// Every amount the app shows goes through these, so one rule holds everywhere: the ₨ sign in
// front, Latin digits with comma grouping in every language (Pakistani Urdu writes amounts this way:
// CLDR's ur-PK numbering system is latn), and in Urdu the amount isolated left to right (lib/bidi)
// so the sign and the minus stay in front inside right-to-left sentences.
import { ltr } from './bidi.ts';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeRupees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function rupees(hundredths: number, digits: Intl.NumberFormat, plus = false): string {
  const sign = hundredths < 0 ? '-' : plus && hundredths > 0 ? '+' : '';
  return ltr(`${sign}₨${digits.format(Math.abs(hundredths) / 100)}`);
}

/** 123450 → '₨1,234.50'; 0 → '₨0.00'; -500 → '-₨5.00'. */
export function formatBalance(hundredths: number): string {
  return rupees(hundredths, twoDecimals);
}

/** A win or loss with its sign: 2500 → '+₨25.00', -2500 → '-₨25.00', 0 → '₨0.00'. */
export function formatSignedBalance(hundredths: number): string {
  return rupees(hundredths, twoDecimals, true);
}

/** Whole amounts without decimals (presets, wheel segments): 50000 → '₨500'; 12345 → '₨123.45'. */
export function formatRupeesShort(hundredths: number): string {
  return rupees(hundredths, hundredths % 100 === 0 ? wholeRupees : twoDecimals);
}
