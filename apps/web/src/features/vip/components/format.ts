/** The progress as '45.00%': two decimals (spec §4), Latin digits in every language like amounts. */
export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

/** Amounts inside a sentence are isolated left to right (LRI … PDI), so Urdu keeps them whole. */
export const ltr = (text: string) => `\u2066${text}\u2069`;
