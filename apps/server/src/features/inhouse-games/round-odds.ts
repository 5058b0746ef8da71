// The risk each in-house round reports to the wallet: the net odds of the bet the player
// chose (packages/games net-odds.ts) in the generic seamless protocol's `odds` field, the same
// field a third party uses. The wallet weights the valid bet by it (contracts valid-bet.ts), so a
// near-riskless bet (dice at 98%, a crash cash-out at 1.01x, one reveal with one mine) counts little
// or nothing towards betting tasks and VIP. Win or lose, a round reports the odds it was played for.
import { ORDINARY_RISK_ODDS } from '@khel/contracts/valid-bet';
import type { CrashOutcome } from '@khel/games/crash/crash';
import { crashNetOdds, diceNetOdds, minesNetOdds } from '@khel/games/net-odds';

/** Dice: from the chosen win chance. */
export const diceOdds = diceNetOdds;

/**
 * Mines: the multiplier of the last reveal the player made — at a cash-out the one paid; on a mine
 * the one that reveal was going for (the picks including the mine).
 */
export const minesOdds = minesNetOdds;

/**
 * Crash: the cash-out that counted, else the auto cash-out target the round was playing for. A
 * round lost with neither (the player held on past the crash) had no chosen exit: no odds, so the
 * category rule applies as for any bet without odds.
 */
export function crashOdds(outcome: Pick<CrashOutcome, 'cashedOutAt'>, autoCashOut: number | null): number | undefined {
  const target = outcome.cashedOutAt ?? autoCashOut;
  return target === null ? undefined : crashNetOdds(target);
}

/** Slot: the player picks no risk (fixed lines and paytable): ordinary risk. */
export const SLOT_ODDS = ORDINARY_RISK_ODDS;
