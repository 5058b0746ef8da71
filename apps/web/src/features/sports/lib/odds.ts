// Odds, lines and the slip's sums (contracts endpoints/sportsbook): odds are decimal odds in
// hundredths (185 → '1.85'), lines in tenths (1655 → '165.5'), stakes and returns in hundredths of a
// rupee. Everything is integer arithmetic (BigInt where a product can pass 2^53: twelve legs of
// 1000.00), rounded down as the server rounds: a return is floor(stake × odds / 100), and an
// accumulator's odds are its legs' product rounded down to hundredths after each multiplication, in
// the legs' order.

/** 185 → '1.85'; 1000 → '10.00'. */
export function formatOdds(odds: number): string {
  const whole = Math.floor(odds / 100);
  return `${whole}.${String(odds % 100).padStart(2, '0')}`;
}

/** 1655 → '165.5'; 25 → '2.5'; 1650 → '165'. */
export function formatLine(line: number): string {
  const sign = line < 0 ? '-' : '';
  const magnitude = Math.abs(line);
  const tenths = magnitude % 10;
  return `${sign}${Math.floor(magnitude / 10)}${tenths ? `.${tenths}` : ''}`;
}

/** What a stake returns at these odds, rounded down to the hundredth: (10000, 185) → 18500. */
export function potentialReturn(stake: number, odds: number): number {
  return Number((BigInt(stake) * BigInt(odds)) / 100n);
}

/** An accumulator's odds: the product of its legs', rounded down to hundredths at each step. */
export function accumulatorOdds(legs: readonly number[]): number {
  let odds = 100n;
  for (const leg of legs) odds = (odds * BigInt(leg)) / 100n;
  return Number(odds);
}
