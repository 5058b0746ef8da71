// Amounts travel as integer hundredths (DESIGN "Money") and are only divided for display.
const rupees = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123450 → '₨1,234.50'; 0 → '₨0.00'. Latin digits in every language so amounts read the same. */
export function formatBalance(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  return `${sign}₨${rupees.format(Math.abs(hundredths) / 100)}`;
}
