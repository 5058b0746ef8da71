// Mines on a 5 × 5 field with 3 mines, played over several page actions within one open round:
// the mines are placed (crypto RNG) when the round starts and kept by the vendor; each safe tile
// raises the cash-out multiplier, a mine ends the round with nothing. After k safe tiles the
// multiplier is 0.96 ÷ P(k tiles all safe), rounded down to 0.01×, so cashing out after any number
// of tiles returns at most 96.00% and at least 95% (demo-mines.unit.test.ts checks every k). Where the
// player clicks cannot matter: the mines are equally likely anywhere.
import type { Rng } from './demo-games.ts';

export const MINES_TILES = 25;
export const MINES_COUNT = 3;

export interface MinesField {
  /** Mine positions 0–24 (never shown while the round is open). */
  mines: number[];
  picked: number[];
  open: boolean;
  result?: 'cashed' | 'boom' | 'cleared';
}

const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/** The cash-out multiplier in hundredths after `safe` safe tiles (0 before the first). */
export function minesMultiplier(safe: number): number {
  if (safe === 0) return 0;
  // 0.96 × C(25, k) ÷ C(22, k) in hundredths; the 1e-9 keeps exact quotients from rounding down a step.
  return Math.floor((96 * choose(MINES_TILES, safe)) / choose(MINES_TILES - MINES_COUNT, safe) + 1e-9);
}

export function startMines(rng: Rng): MinesField {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < MINES_COUNT; i++) {
    const at = i + rng(MINES_TILES - i);
    [tiles[i], tiles[at]] = [tiles[at]!, tiles[i]!];
  }
  return { mines: tiles.slice(0, MINES_COUNT).sort((a, b) => a - b), picked: [], open: true };
}

/** The field after `pick:<tile>` or `cash`, or null for an action it does not allow. */
export function actMines(field: MinesField, action: string): MinesField | null {
  if (!field.open) return null;
  if (action === 'cash') return field.picked.length > 0 ? { ...field, open: false, result: 'cashed' } : null;
  const tile = /^pick:(\d{1,2})$/.exec(action) ? Number(action.slice(5)) : NaN;
  if (!(tile >= 0 && tile < MINES_TILES) || field.picked.includes(tile)) return null;
  const picked = [...field.picked, tile];
  if (field.mines.includes(tile)) return { ...field, picked, open: false, result: 'boom' };
  if (picked.length === MINES_TILES - MINES_COUNT) return { ...field, picked, open: false, result: 'cleared' };
  return { ...field, picked };
}

/** Hundredths of the stake a field returns when its round ends (cashed, cleared or blown up). */
export const minesReturn = (field: MinesField) => (field.result === 'boom' ? 0 : minesMultiplier(field.picked.length));
