import { describe, expect, it } from 'vitest';
import { TEST_SEEDS, rtpTolerance, twoPointSd } from '../../test/tolerance.ts';
import { type MinesParams, minePositions, minesExactRtp, minesMultiplier, minesMultiplierFraction, playMines, settleMines } from './mines.ts';

describe('mine layout', () => {
  it('golden layouts: partial Fisher–Yates of 0..24 with nextInt(25 − i)', () => {
    expect(minePositions(TEST_SEEDS, 42, 3)).toEqual([18, 10, 19]);
    // The first pick is nextInt(25) of the first u32: 2712919668 mod 25 = 18.
    expect(2712919668 % 25).toBe(18);
    const all = minePositions(TEST_SEEDS, 42, 24);
    expect(all.slice(0, 3)).toEqual([18, 10, 19]); // more mines extend, never reshuffle, the layout
    expect(new Set(all).size).toBe(24);
  });

  it('puts each tile under a mine equally often (chi-square, 20,000 boards of 5 mines)', () => {
    const counts = new Array<number>(25).fill(0);
    const boards = 20_000;
    for (let nonce = 0; nonce < boards; nonce += 1) for (const tile of minePositions(TEST_SEEDS, nonce, 5)) counts[tile]! += 1;
    const expected = (boards * 5) / 25;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(51.2); // 24 degrees of freedom: P(chi² > 51.2) ≈ 0.001
  });
});

describe('mines multiplier and settlement', () => {
  it('is 0.99 · C(25, k) / C(25 − mines, k)', () => {
    expect(minesMultiplier(1, 1)).toBeCloseTo(0.99 * 25 / 24, 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(3, 5)).toBeCloseTo(0.99 * 53130 / 26334, 12);
    expect(minesMultiplierFraction(12, 13)).toEqual({ num: 99 * 5_200_300, den: 100 });
  });

  it('ends the round at the first mine; otherwise cashes out after the last pick', () => {
    const layout = [3, 7, 11];
    const base: MinesParams = { bet: 1000, mines: 3, picks: [0, 1] };
    expect(settleMines(base, layout)).toMatchObject({ won: true, revealed: [0, 1], hitMine: null, payout: Math.floor(1000 * 0.99 * 300 / 231) });
    expect(settleMines({ ...base, picks: [0, 7, 1] }, layout)).toMatchObject({ won: false, revealed: [0], hitMine: 7, payout: 0 });
  });

  it('refuses bad mine counts, picks and bets', () => {
    const ok: MinesParams = { bet: 100, mines: 3, picks: [0] };
    for (const mines of [0, 25, 2.5]) expect(() => playMines(TEST_SEEDS, 0, { ...ok, mines })).toThrow(/mines/);
    for (const picks of [[], [0, 0], [25], [-1], [1.5], Array.from({ length: 23 }, (_, i) => i)]) {
      expect(() => playMines(TEST_SEEDS, 0, { ...ok, picks })).toThrow(/picks/);
    }
    expect(() => playMines(TEST_SEEDS, 0, { ...ok, bet: 0 })).toThrow(/bet/);
    expect(() => settleMines(ok, [1, 2])).toThrow(/layout/);
  });

  it('returns the exact RTP by simulation for several strategies (40,000 rounds each)', () => {
    const rounds = 40_000;
    const bet = 10_000;
    for (const [mines, safe] of [[1, 10], [3, 5], [10, 3], [24, 1]] as const) {
      const picks = Array.from({ length: safe }, (_, i) => i * 2); // any fixed picks: layouts are uniform
      let paid = 0;
      for (let nonce = 0; nonce < rounds; nonce += 1) paid += playMines(TEST_SEEDS, 1_000_000 + nonce, { bet, mines, picks }).payout;
      const measured = paid / (rounds * bet);
      const exact = minesExactRtp(bet, mines, safe);
      expect(exact).toBeGreaterThan(0.9899);
      const multiplier = minesMultiplier(mines, safe);
      const sd = twoPointSd(0.99 / multiplier, exact * multiplier / 0.99);
      expect(Math.abs(measured - exact), `${mines} mines, ${safe} picks: ${measured}`).toBeLessThan(rtpTolerance(sd, rounds));
    }
  });
});
