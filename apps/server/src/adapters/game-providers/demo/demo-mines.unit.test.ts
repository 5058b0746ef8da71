// Mines' documented return: cashing out after any number of safe tiles returns at most 96.00%.
import { describe, expect, it } from 'vitest';
import type { Rng } from './demo-games.ts';
import { actMines, MINES_COUNT, MINES_TILES, minesMultiplier, minesReturn, startMines } from './demo-mines.ts';

describe('mines', () => {
  it('cashing out after k safe tiles returns at most 96.00% and at least 95% for every k', () => {
    const safe = MINES_TILES - MINES_COUNT;
    for (let k = 1; k <= safe; k++) {
      // P(k safe) = C(22, k) / C(25, k) = Π (22 − i) / (25 − i).
      let chance = 1;
      for (let i = 0; i < k; i++) chance *= (safe - i) / (MINES_TILES - i);
      const rtp = (chance * minesMultiplier(k)) / 100;
      expect(rtp).toBeLessThanOrEqual(0.96 + 1e-12);
      expect(rtp).toBeGreaterThan(0.95);
    }
    expect([1, 2, 3].map(minesMultiplier)).toEqual([109, 124, 143]);
  });

  it('places the mines by the RNG, blows up on one, pays the multiplier on a cash-out', () => {
    const field = startMines(((values) => () => values.shift() ?? 0)([0, 0, 0]) as Rng);
    expect(field.mines).toEqual([0, 1, 2]);
    const once = actMines(field, 'pick:12')!;
    expect(actMines(once, 'pick:12')).toBeNull();
    const cashed = actMines(once, 'cash')!;
    expect(cashed).toMatchObject({ open: false, result: 'cashed' });
    expect(minesReturn(cashed)).toBe(109);
    expect(minesReturn(actMines(once, 'pick:1')!)).toBe(0);
    expect(actMines(field, 'cash')).toBeNull();
    expect(actMines(field, 'pick:25')).toBeNull();
  });
});
