// The crash screen's auto cash-out field: the multiplier a player types, as the server takes it.

/** '2' or '2.50' → 200 / 250 hundredths; null when empty; NaN when not a valid multiplier (1.01x–1,000,000x). */
export function parseAuto(text: string): number | null {
  if (text.trim() === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return Number.NaN;
  const value = Math.round(Number(text) * 100);
  return value >= 101 && value <= 100_000_000 ? value : Number.NaN;
}
