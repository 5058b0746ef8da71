// Money is integer hundredths everywhere (docs/architecture/money-and-days.md). Payouts are floor(bet × num / den):
// the house keeps any fraction of a hundredth, and the RTP accounting uses these same integers.
import { GameInputError } from './errors.ts';

// ₨10,000,000.00. Keeps bet × multiplier-numerator inside what the fast path can do exactly and
// is far above any table limit the operator will set.
export const MAX_BET = 1_000_000_000;

export function assertBet(bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet > MAX_BET) {
    throw new GameInputError('bad-bet', `bet must be an integer number of hundredths in 1..${MAX_BET}, got ${bet}`);
  }
}

/** floor(a × num / den) for non-negative integers, exact even when the product passes 2^53. */
export function mulDivFloor(a: number, num: number, den: number): number {
  const product = a * num;
  // Below 2^53 the product is exact and so is `%` on it: the common case stays fast.
  if (product <= Number.MAX_SAFE_INTEGER) return (product - (product % den)) / den;
  return Number((BigInt(a) * BigInt(num)) / BigInt(den));
}
