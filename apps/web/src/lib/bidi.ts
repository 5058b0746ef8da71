// Numbers, amounts, multipliers, clocks and codes are left-to-right runs. Inside Urdu (right to left)
// the Unicode bidi algorithm moves their neutral signs to the other end ('₨25.00' reads '25.00₨',
// '×18' reads '18×', '-₨5.00' reads '₨5.00-'), so in a right-to-left document each such run is
// wrapped in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE. Plain text, so the same helper works in
// JSX, interpolated sentences, aria labels and toasts. Left-to-right documents get the text as is.
//
// The document's direction is the truth (lib/i18n.ts sets <html dir> before the language changes,
// so components re-rendering for the new language already see it).

const LRI = '\u2066';
const PDI = '\u2069';

export function isRtlDocument(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

/** `text` kept whole and left to right inside right-to-left text. */
export function ltr(text: string): string {
  if (!isRtlDocument() || text === '' || (text.startsWith(LRI) && text.endsWith(PDI))) return text;
  return `${LRI}${text}${PDI}`;
}

/** A wagering or bet multiple: 18 → '×18'. */
export function formatMultiple(multiple: number): string {
  return ltr(`×${multiple}`);
}

/** A percentage, as given or with fixed decimals: 12.5 → '12.5%'; (45, 2) → '45.00%'. */
export function formatPercent(value: number, decimals?: number): string {
  return ltr(`${decimals === undefined ? value : value.toFixed(decimals)}%`);
}
