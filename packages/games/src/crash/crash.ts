// Crash: the round's crash point, in hundredths of a multiplier (100 = 1.00x), from the first
// u32 of the stream, with integer arithmetic only:
//   crash = max(100, floor(99 · 2^32 / (2^32 − u)))
// so P(crash ≥ m) = floor(99 · 2^32 / m) / 2^32 ≈ 0.99 / (m/100) for every m ≥ 101: any cash-out
// target returns 99% (1% house edge). The edge shows as rounds that crash at 1.00x, where every bet
// loses: 1% from the max(), plus the ~0.98% that land in [1.00, 1.01).
import { type Seeds } from '../fair/seeds.ts';
import { UINT32_RANGE, createFairStream } from '../fair/byte-stream.ts';
import { GameInputError } from '../errors.ts';
import { assertBet, mulDivFloor } from '../money.ts';

export const CRASH_EDGE_PCT = 1;
export const CRASH_MIN_CASH_OUT = 101;
/** 1,000,000.00x: a cash-out above it is refused (the operator's max-win limit sits far below). */
export const CRASH_MAX_CASH_OUT = 100_000_000;

const CRASH_NUMERATOR = (100 - CRASH_EDGE_PCT) * UINT32_RANGE; // 99 · 2^32 < 2^53: exact

export function crashPointFromUint32(u: number): number {
  const den = UINT32_RANGE - u;
  // Integer division done as (a − a mod b) / b: both are exact in doubles, a plain floor(a / b)
  // could round up across an integer for large quotients.
  const point = (CRASH_NUMERATOR - (CRASH_NUMERATOR % den)) / den;
  return Math.max(100, point);
}

export function crashPoint(seeds: Seeds, nonce: number): number {
  return crashPointFromUint32(createFairStream(seeds, nonce).nextUint32());
}

/** Exact P(crash point ≥ m) for m ≥ 101 under this formula. */
export function crashSurvival(m: number): number {
  return Math.floor(CRASH_NUMERATOR / m) / UINT32_RANGE;
}

export interface CrashSettleInput {
  bet: number;
  crashPoint: number;
  /** The multiplier the player clicked at, as the server saw it (hundredths). */
  cashOutAt?: number;
  /** The target set before the round; it cashes out by itself when reached (hundredths). */
  autoCashOut?: number;
}

export interface CrashOutcome {
  game: 'crash';
  crashPoint: number;
  /** The cash-out that counted (the lower of manual and auto), or null when there was none. */
  cashedOutAt: number | null;
  won: boolean;
  bet: number;
  payout: number;
}

function assertCashOut(value: number | undefined, name: string): void {
  if (value === undefined) return;
  if (!Number.isSafeInteger(value) || value < CRASH_MIN_CASH_OUT || value > CRASH_MAX_CASH_OUT) {
    throw new GameInputError('bad-cash-out', `${name} must be an integer in ${CRASH_MIN_CASH_OUT}..${CRASH_MAX_CASH_OUT} hundredths, got ${value}`);
  }
}

export function assertCrashParams(input: Omit<CrashSettleInput, 'crashPoint'>): void {
  assertBet(input.bet);
  assertCashOut(input.cashOutAt, 'cashOutAt');
  assertCashOut(input.autoCashOut, 'autoCashOut');
}

/**
 * Wins when the cash-out that counts is ≤ the crash point: the multiplier climbs through every
 * value up to the crash point, so a cash-out equal to it was reached. Payout floor(bet × c / 100).
 */
export function settleCrash(input: CrashSettleInput): CrashOutcome {
  assertCrashParams(input);
  if (!Number.isSafeInteger(input.crashPoint) || input.crashPoint < 100) {
    throw new GameInputError('bad-cash-out', `crash point must be an integer >= 100, got ${input.crashPoint}`);
  }
  const targets = [input.cashOutAt, input.autoCashOut].filter((v): v is number => v !== undefined);
  const cashOut = targets.length === 0 ? undefined : Math.min(...targets);
  const base = { game: 'crash' as const, crashPoint: input.crashPoint, bet: input.bet };
  if (cashOut === undefined || cashOut > input.crashPoint) return { ...base, cashedOutAt: null, won: false, payout: 0 };
  return { ...base, cashedOutAt: cashOut, won: true, payout: mulDivFloor(input.bet, cashOut, 100) };
}

export type CrashParams = Omit<CrashSettleInput, 'crashPoint'>;

export function playCrash(seeds: Seeds, nonce: number, params: CrashParams): CrashOutcome {
  assertCrashParams(params);
  return settleCrash({ ...params, crashPoint: crashPoint(seeds, nonce) });
}

/** Exact RTP of a bet that cashes out at m (hundredths), with the integer payout. */
export function crashExactRtp(bet: number, m: number): number {
  return (crashSurvival(m) * mulDivFloor(bet, m, 100)) / bet;
}
