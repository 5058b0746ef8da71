// From chances to a bookmaker's prices: a margin on top (the book's overround), odds in hundredths
// rounded down, kept within 1.01–500.00. A market with an all but certain outcome is not priceable
// (the feed suspends it): any price on the outsider would be either a gift or a trap.

export const MIN_ODDS = 101;
export const MAX_ODDS = 50_000;
/** The overround every open market keeps (sum of 1/odds). */
export const OVERROUND_RANGE = [1.04, 1.1] as const;
/** Above this chance for one outcome a market is not priced. */
const MAX_CHANCE = 0.96;

export interface Book {
  /** Decimal odds in hundredths, one per chance. */
  odds: number[];
  /** False when the market cannot be priced within OVERROUND_RANGE (the feed then suspends it). */
  ok: boolean;
}

export const overroundOf = (odds: readonly number[]) => odds.reduce((sum, o) => sum + 100 / o, 0);

const toOdds = (p: number, margin: number) => Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(100 / Math.max(p * margin, 1e-9))));

/** Prices `chances` (normalised here) with the target `overround`, e.g. 1.06. */
export function book(chances: readonly number[], overround: number): Book {
  const total = chances.reduce((sum, c) => sum + Math.max(c, 0), 0);
  const p = chances.map((c) => (total > 0 ? Math.max(c, 0) / total : 1 / chances.length));
  let goal = overround;
  let odds: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    // Selections at the 1.01 floor or the 500.00 ceiling carry a fixed share of the book; the
    // margin on the others makes up the rest (a clamped set found in a few rounds).
    let margin = goal;
    for (let round = 0; round < 4; round++) {
      odds = p.map((x) => toOdds(x, margin));
      let fixed = 0;
      let free = 0;
      odds.forEach((o, i) => {
        if (o === MIN_ODDS || o === MAX_ODDS) fixed += 100 / o;
        else free += p[i]!;
      });
      if (free <= 0) break;
      margin = Math.max(1, (goal - fixed) / free);
    }
    odds = p.map((x) => toOdds(x, margin));
    // Rounding down adds a little: aim a little lower when it overshoots.
    const actual = overroundOf(odds);
    if (actual >= OVERROUND_RANGE[0] && actual <= OVERROUND_RANGE[1]) break;
    goal *= overround / actual;
  }
  const actual = overroundOf(odds);
  return { odds, ok: Math.max(...p) <= MAX_CHANCE && actual >= OVERROUND_RANGE[0] && actual <= OVERROUND_RANGE[1] };
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 2e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** P(X = 0..n) for X ~ Poisson(mean), the last entry holding the whole tail P(X ≥ n). */
export function poisson(mean: number, n: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    out.push(term);
    sum += term;
    term *= mean / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}
