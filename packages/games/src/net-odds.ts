// The net odds of a bet in the in-house games — potential profit ÷ stake, i.e. the payout multiple
// − 1 — which the wallet uses as the bet's risk to weight its valid bet (contracts valid-bet.ts,
// docs/requirements/wallet.md#5-valid-bets). Rounded down to 4 decimals (never into a higher risk band) and always > 0, as the
// seamless protocol's `odds` field requires.
import { DICE_EDGE_BP, DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP, DICE_OUTCOMES } from './dice/dice.ts';
import { minesMultiplierFraction } from './mines/mines.ts';

function netOdds(multiplierNum: number, multiplierDen: number): number {
  const odds = Math.floor(((multiplierNum - multiplierDen) * 10_000) / multiplierDen) / 10_000;
  return Math.max(odds, 0.0001);
}

/** Dice: (100 − edge)% ÷ win chance − 1, e.g. 98% → 1.0102x → 0.0102; 50% → 1.98x → 0.98. */
export function diceNetOdds(chanceBp: number): number {
  return netOdds(DICE_OUTCOMES - DICE_EDGE_BP, chanceBp);
}

/**
 * The lowest dice win chance (basis points) whose net odds are at most `maxOdds` — every chance from
 * there up to 98% is that safe — or undefined when even 98% has higher odds. The odds fall as the
 * chance rises, so a binary search over the allowed chances finds it. For the valid-bet rules text.
 */
export function diceMinChanceForOdds(maxOdds: number): number | undefined {
  if (diceNetOdds(DICE_MAX_CHANCE_BP) > maxOdds) return undefined;
  let low = DICE_MIN_CHANCE_BP;
  let high = DICE_MAX_CHANCE_BP;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (diceNetOdds(mid) <= maxOdds) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Mines: the multiplier after `picks` safe reveals − 1 (one mine, one reveal: 1.03x → 0.0312). */
export function minesNetOdds(mines: number, picks: number): number {
  const { num, den } = minesMultiplierFraction(mines, picks);
  return netOdds(num, den);
}

/** Crash: a cash-out multiplier in hundredths − 1 (150 → 0.5). */
export function crashNetOdds(multiplier: number): number {
  return netOdds(multiplier, 100);
}
