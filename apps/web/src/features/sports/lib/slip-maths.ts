// What the bet slip shows and checks, from its state alone: each single's stake and potential
// return, whether an accumulator is possible (two or more selections, each of another match, at most
// twelve) with its odds and return, the totals, what blocks placing (a selection whose market is not
// open or which is gone, a new price waiting for the player), and whether any leg is in play.
import { SPORTS_MAX_LEGS } from '@khel/contracts/endpoints/sportsbook';
import { isBettable, type SlipMode, type SlipSelection, type SlipState } from '../stores/slip-store.ts';
import { accumulatorOdds, potentialReturn } from './odds.ts';
import { checkStake, type StakeCheck } from './stake.ts';

export type AccumulatorCheck = { ok: true; odds: number } | { ok: false; reason: 'tooFew' | 'sameEvent' | 'tooMany' };

export function checkAccumulator(selections: readonly SlipSelection[]): AccumulatorCheck {
  if (selections.length < 2) return { ok: false, reason: 'tooFew' };
  if (new Set(selections.map((entry) => entry.eventId)).size < selections.length) return { ok: false, reason: 'sameEvent' };
  if (selections.length > SPORTS_MAX_LEGS) return { ok: false, reason: 'tooMany' };
  return { ok: true, odds: accumulatorOdds(selections.map((entry) => entry.odds)) };
}

export interface SingleLine {
  entry: SlipSelection;
  stake: StakeCheck;
  potentialReturn: number | null;
}

export interface SlipSummary {
  /** The tab in effect: the accumulator only while one is possible. */
  mode: SlipMode;
  accumulator: AccumulatorCheck;
  singles: SingleLine[];
  accumulatorStake: StakeCheck;
  accumulatorReturn: number | null;
  /** The stakes that would be placed now (valid ones), and what they could return. */
  totalStake: number;
  totalReturn: number;
  /** Selections whose market takes no bets now (suspended, closed, settled) or which are gone. */
  blocked: SlipSelection[];
  /** Selections with a new price waiting for the player. */
  changed: SlipSelection[];
  /** Whether any selection's match is live: the bet waits the in-play delay. */
  inPlay: boolean;
  /** Every stake of the tab in effect is valid. */
  stakesValid: boolean;
}

export function summariseSlip(state: Pick<SlipState, 'selections' | 'stakes' | 'accumulatorStake' | 'mode'>): SlipSummary {
  const { selections } = state;
  const accumulator = checkAccumulator(selections);
  const mode: SlipMode = state.mode === 'accumulator' && accumulator.ok ? 'accumulator' : 'singles';
  const singles = selections.map((entry): SingleLine => {
    const stake = checkStake(state.stakes[entry.selectionId] ?? '');
    return { entry, stake, potentialReturn: stake.ok ? potentialReturn(stake.stake, entry.odds) : null };
  });
  const accumulatorStake = checkStake(state.accumulatorStake);
  const accumulatorReturn = accumulator.ok && accumulatorStake.ok ? potentialReturn(accumulatorStake.stake, accumulator.odds) : null;
  let totalStake = 0;
  let totalReturn = 0;
  if (mode === 'singles') {
    for (const line of singles) {
      if (!line.stake.ok) continue;
      totalStake += line.stake.stake;
      totalReturn += line.potentialReturn ?? 0;
    }
  } else if (accumulatorStake.ok) {
    totalStake = accumulatorStake.stake;
    totalReturn = accumulatorReturn ?? 0;
  }
  return {
    mode,
    accumulator,
    singles,
    accumulatorStake,
    accumulatorReturn,
    totalStake,
    totalReturn,
    blocked: selections.filter((entry) => !isBettable(entry)),
    changed: selections.filter((entry) => entry.newOdds !== null),
    inPlay: selections.some((entry) => entry.eventStatus === 'live'),
    stakesValid: mode === 'singles' ? singles.length > 0 && singles.every((line) => line.stake.ok) : accumulatorStake.ok,
  };
}
