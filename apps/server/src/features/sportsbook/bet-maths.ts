// The arithmetic of a bet, in integers: odds are decimal odds in hundredths (185 = 1.85), amounts
// in hundredths. Every product is rounded down to hundredths at each step, so the app's slip, the
// placement and the settlement compute the same numbers (the contract's "the legs' product, rounded
// down to hundredths").

export type LegResult = 'won' | 'lost' | 'void' | null;

export interface PricedLeg {
  /** The price taken. */
  odds: number;
  result: LegResult;
  /** A won selection shares its stake with deadHeat − 1 others. */
  deadHeat: number;
}

/** An accumulator's odds: the legs' product, rounded down to hundredths at each step. */
export function combinedOdds(odds: readonly number[]): number {
  return odds.reduce((acc, o) => Math.floor((acc * o) / 100), 100);
}

export function potentialReturn(stake: number, odds: number): number {
  return Math.floor((stake * odds) / 100);
}

/** Net odds (what could be won beyond the stake ÷ the stake), the game wallet's risk weight of the valid bet. */
export function netOdds(odds: number): number {
  return (odds - 100) / 100;
}

export type SettledState = 'won' | 'lost' | 'void';

/**
 * A bet whose legs all have results: lost if any leg lost; void (the stake back) if every leg is
 * void; otherwise won, at the won legs' odds (a dead heat divides its leg's odds) with void legs
 * counting 1.00. Null while a leg has no result.
 */
export function settle(stake: number, legs: readonly PricedLeg[]): { state: SettledState; payout: number } | null {
  if (legs.some((leg) => leg.result === null)) return null;
  if (legs.some((leg) => leg.result === 'lost')) return { state: 'lost', payout: 0 };
  if (legs.every((leg) => leg.result === 'void')) return { state: 'void', payout: stake };
  const odds = legs.reduce((acc, leg) => (leg.result === 'won' ? Math.floor((acc * leg.odds) / (100 * leg.deadHeat)) : acc), 100);
  return { state: 'won', payout: potentialReturn(stake, odds) };
}

/** A price's share of its market once the margin is taken out: (1 / odds) ÷ Σ (1 / odds) over the market. */
export function fairProbability(odds: number, marketOdds: readonly number[]): number {
  const total = marketOdds.reduce((sum, o) => sum + 1 / o, 0);
  return total > 0 ? 1 / odds / total : 0;
}

export interface OpenLeg extends PricedLeg {
  /** The selection's fair probability now (fairProbability), for a leg without a result. */
  probability: number | null;
}

/**
 * What the book offers to end the bet now: its fair value (stake × the won legs' odds × for each
 * leg still open, its odds taken × its fair probability now) times the operator's share, rounded
 * down. Null when a leg lost or an open leg has no price now.
 */
export function cashOutValue(stake: number, legs: readonly OpenLeg[], valueBp: number): number | null {
  let value = stake;
  for (const leg of legs) {
    if (leg.result === 'lost') return null;
    if (leg.result === 'won') value *= leg.odds / 100 / leg.deadHeat;
    else if (leg.result === null) {
      if (leg.probability === null) return null;
      value *= (leg.odds / 100) * leg.probability;
    }
  }
  const offer = Math.floor((value * valueBp) / 10_000);
  return offer > 0 ? offer : null;
}
