/** Keeps an amount, id or URL left to right inside a sentence (Urdu pages are right to left). */
export const ltr = (text: string) => `\u2066${text}\u2069`;
