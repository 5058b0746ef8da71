// Mines: a 5×5 board (tiles 0–24, row-major), 1–24 mines. Mine positions come from a partial
// Fisher–Yates shuffle of [0..24] driven by the stream: for i = 0 … mines−1, j = i + nextInt(25 − i),
// swap(i, j); the mines are the first `mines` entries. After k safe reveals the multiplier is
//   0.99 · C(25, k) / C(25 − mines, k)      (fair odds less the 1% edge)
// and the payout floor(bet × 99 · C(25, k) / (100 · C(25 − mines, k))).
import { type Seeds } from '../fair/seeds.ts';
import { createFairStream } from '../fair/byte-stream.ts';
import { GameInputError } from '../errors.ts';
import { assertBet, mulDivFloor } from '../money.ts';

export const MINES_TILES = 25;
export const MINES_EDGE_PCT = 1;

export function assertMinesCount(mines: number): void {
  if (!Number.isSafeInteger(mines) || mines < 1 || mines > MINES_TILES - 1) {
    throw new GameInputError('bad-mines', `mines must be an integer in 1..${MINES_TILES - 1}, got ${mines}`);
  }
}

export function minePositions(seeds: Seeds, nonce: number, mines: number): number[] {
  assertMinesCount(mines);
  const stream = createFairStream(seeds, nonce);
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < mines; i += 1) {
    const j = i + stream.nextInt(MINES_TILES - i);
    const swap = tiles[i]!;
    tiles[i] = tiles[j]!;
    tiles[j] = swap;
  }
  return tiles.slice(0, mines);
}

function binomial(n: number, k: number): number {
  let result = 1;
  // Each partial product result · (n − i) / (i + 1) is itself a binomial, so it stays an integer.
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Numerator and denominator of the multiplier after `safe` reveals; both exact integers. */
export function minesMultiplierFraction(mines: number, safe: number): { num: number; den: number } {
  assertMinesCount(mines);
  if (!Number.isSafeInteger(safe) || safe < 0 || safe > MINES_TILES - mines) {
    throw new GameInputError('bad-tiles', `safe reveals must be 0..${MINES_TILES - mines}, got ${safe}`);
  }
  return { num: (100 - MINES_EDGE_PCT) * binomial(MINES_TILES, safe), den: 100 * binomial(MINES_TILES - mines, safe) };
}

export function minesMultiplier(mines: number, safe: number): number {
  const { num, den } = minesMultiplierFraction(mines, safe);
  return num / den;
}

export interface MinesParams {
  bet: number;
  mines: number;
  /** Tiles picked, in the order they were picked. The round ends at the first mine. */
  picks: number[];
}

export interface MinesOutcome {
  game: 'mines';
  mines: number[];
  /** The safe tiles revealed before the round ended. */
  revealed: number[];
  /** The tile that ended the round on a mine, or null if the player cashed out. */
  hitMine: number | null;
  won: boolean;
  bet: number;
  payout: number;
}

export function assertMinesParams(params: MinesParams): void {
  assertBet(params.bet);
  assertMinesCount(params.mines);
  const { picks } = params;
  if (
    !Array.isArray(picks) ||
    picks.length === 0 ||
    picks.length > MINES_TILES - params.mines ||
    new Set(picks).size !== picks.length ||
    picks.some((t) => !Number.isSafeInteger(t) || t < 0 || t >= MINES_TILES)
  ) {
    throw new GameInputError('bad-tiles', `picks must be 1..${MINES_TILES - params.mines} distinct tiles in 0..${MINES_TILES - 1}`);
  }
}

/** Settles picks against the mine layout: cash out after the last pick unless a mine came first. */
export function settleMines(params: MinesParams, mines: readonly number[]): MinesOutcome {
  assertMinesParams(params);
  if (mines.length !== params.mines) throw new GameInputError('bad-mines', `layout has ${mines.length} mines, params say ${params.mines}`);
  const mineSet = new Set(mines);
  const revealed: number[] = [];
  const base = { game: 'mines' as const, mines: [...mines], bet: params.bet };
  for (const tile of params.picks) {
    if (mineSet.has(tile)) return { ...base, revealed, hitMine: tile, won: false, payout: 0 };
    revealed.push(tile);
  }
  const { num, den } = minesMultiplierFraction(params.mines, revealed.length);
  return { ...base, revealed, hitMine: null, won: true, payout: mulDivFloor(params.bet, num, den) };
}

export function playMines(seeds: Seeds, nonce: number, params: MinesParams): MinesOutcome {
  assertMinesParams(params);
  return settleMines(params, minePositions(seeds, nonce, params.mines));
}

/** Exact RTP of "reveal k tiles then cash out" with the integer payout. */
export function minesExactRtp(bet: number, mines: number, safe: number): number {
  const { num, den } = minesMultiplierFraction(mines, safe);
  // P(k safe) = C(25 − mines, k) / C(25, k) = 0.99 · ... inverted: (den/100) / (num/99).
  const pSafe = den / 100 / (num / (100 - MINES_EDGE_PCT));
  return (pSafe * mulDivFloor(bet, num, den)) / bet;
}
