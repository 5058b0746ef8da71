// Dice: a roll of 0.00–99.99 (an integer r in [0, 10000), shown r/100). "under t" wins when
// r < t, "over t" when r ≥ t, so the win chance in hundredths of a percent is t or 10000 − t.
// Multiplier = (100 − edge%) / chance% and payout = floor(bet × 9900 / chanceBp): the RTP is 99%
// less at most one hundredth per winning bet lost to the floor.
import { type Seeds } from '../fair/seeds.ts';
import { createFairStream } from '../fair/byte-stream.ts';
import { GameInputError } from '../errors.ts';
import { assertBet, mulDivFloor } from '../money.ts';

export const DICE_OUTCOMES = 10_000;
export const DICE_EDGE_BP = 100; // 1%
export const DICE_MIN_CHANCE_BP = 100; // 1.00%: multiplier 99x
export const DICE_MAX_CHANCE_BP = 9800; // 98.00%: multiplier ~1.0102x

export type DiceDirection = 'under' | 'over';

export interface DiceParams {
  bet: number;
  /** In hundredths of the roll scale: 4950 means 49.50. */
  target: number;
  direction: DiceDirection;
}

export interface DiceOutcome {
  game: 'dice';
  roll: number;
  won: boolean;
  chanceBp: number;
  /** Numerator over `chanceBp`; the exact multiplier is multiplierNum / chanceBp. */
  multiplierNum: number;
  bet: number;
  payout: number;
}

export function diceChanceBp(target: number, direction: DiceDirection): number {
  if (direction !== 'under' && direction !== 'over') {
    throw new GameInputError('bad-target', `direction must be 'under' or 'over'`);
  }
  if (!Number.isSafeInteger(target)) throw new GameInputError('bad-target', `target must be an integer, got ${target}`);
  const chance = direction === 'under' ? target : DICE_OUTCOMES - target;
  if (chance < DICE_MIN_CHANCE_BP || chance > DICE_MAX_CHANCE_BP) {
    throw new GameInputError('bad-target', `win chance must be ${DICE_MIN_CHANCE_BP}..${DICE_MAX_CHANCE_BP} basis points, got ${chance}`);
  }
  return chance;
}

/** The roll for a round: the stream's first uniform integer in [0, 10000). */
export function diceRoll(seeds: Seeds, nonce: number): number {
  return createFairStream(seeds, nonce).nextInt(DICE_OUTCOMES);
}

export function dicePayout(bet: number, chanceBp: number): number {
  return mulDivFloor(bet, DICE_OUTCOMES - DICE_EDGE_BP, chanceBp);
}

export function settleDice(params: DiceParams, roll: number): DiceOutcome {
  assertBet(params.bet);
  const chanceBp = diceChanceBp(params.target, params.direction);
  const won = params.direction === 'under' ? roll < params.target : roll >= params.target;
  return {
    game: 'dice',
    roll,
    won,
    chanceBp,
    multiplierNum: DICE_OUTCOMES - DICE_EDGE_BP,
    bet: params.bet,
    payout: won ? dicePayout(params.bet, chanceBp) : 0,
  };
}

export function playDice(seeds: Seeds, nonce: number, params: DiceParams): DiceOutcome {
  // Inputs are checked before any randomness is read, so a refused bet reveals nothing.
  assertBet(params.bet);
  diceChanceBp(params.target, params.direction);
  return settleDice(params, diceRoll(seeds, nonce));
}

/** Exact RTP of one bet with the integer payout: chance × payout / bet. */
export function diceExactRtp(params: DiceParams): number {
  const chanceBp = diceChanceBp(params.target, params.direction);
  return (chanceBp * dicePayout(params.bet, chanceBp)) / (DICE_OUTCOMES * params.bet);
}
