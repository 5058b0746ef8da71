// The sportsbook report's margin: GGR ÷ turnover, sent in basis points, shown as a percent with two
// decimals (1234 → "12.34%", -250 → "-2.50%"); a dash without turnover.
export function marginText(marginBp: number | null): string {
  if (marginBp === null) return '—';
  const sign = marginBp < 0 ? '-' : '';
  const magnitude = Math.abs(marginBp);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}%`;
}
