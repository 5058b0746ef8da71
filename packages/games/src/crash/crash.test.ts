import { describe, expect, it } from 'vitest';
import { UINT32_RANGE } from '../fair/byte-stream.ts';
import { TEST_SEEDS, rtpTolerance, twoPointSd } from '../../test/tolerance.ts';
import { CRASH_MIN_CASH_OUT, crashExactRtp, crashPoint, crashPointFromUint32, crashSurvival, playCrash, settleCrash } from './crash.ts';
import { crashElapsedFor, crashMultiplierAt } from './crash-curve.ts';

describe('crash point', () => {
  it('golden points: max(100, floor(99·2^32 / (2^32 − u)))', () => {
    expect([0, 1, 2, 42].map((n) => crashPoint(TEST_SEEDS, n))).toEqual([137, 929, 183, 268]);
    expect(crashPointFromUint32(2712919668)).toBe(268);
  });

  it('is exact at the edges and matches the float formula elsewhere', () => {
    expect(crashPointFromUint32(0)).toBe(100); // 0.99x clamps to 1.00x
    expect(crashPointFromUint32(UINT32_RANGE - 1)).toBe(99 * UINT32_RANGE);
    for (let u = 0; u < UINT32_RANGE; u += 104_729_023) {
      expect(crashPointFromUint32(u)).toBe(Math.max(100, Math.floor(99 / (1 - u / UINT32_RANGE))));
    }
  });

  it('survival P(crash ≥ m) is exactly the share of u that reach m', () => {
    for (const m of [101, 150, 200, 1000, 123_456]) {
      // crash ≥ m ⟺ 2^32 − u ≤ 99·2^32/m: the boundary u values sit exactly on either side.
      const count = Math.floor((99 * UINT32_RANGE) / m);
      const firstWinning = UINT32_RANGE - count;
      expect(crashPointFromUint32(firstWinning)).toBeGreaterThanOrEqual(m);
      expect(crashPointFromUint32(firstWinning - 1)).toBeLessThan(m);
      expect(crashSurvival(m)).toBe(count / UINT32_RANGE);
      expect(crashSurvival(m)).toBeCloseTo(99 / m, 9);
    }
  });
});

describe('settleCrash', () => {
  it('wins when the cash-out is at or below the crash point, paying floor(bet × c / 100)', () => {
    expect(settleCrash({ bet: 1000, crashPoint: 250, cashOutAt: 250 })).toMatchObject({ won: true, cashedOutAt: 250, payout: 2500 });
    expect(settleCrash({ bet: 1000, crashPoint: 250, autoCashOut: 251 })).toMatchObject({ won: false, cashedOutAt: null, payout: 0 });
    expect(settleCrash({ bet: 333, crashPoint: 500, autoCashOut: 150 }).payout).toBe(499); // 499.5 floored
    expect(settleCrash({ bet: 1000, crashPoint: 100 })).toMatchObject({ won: false, payout: 0 });
  });

  it('the lower of manual and auto cash-out counts', () => {
    expect(settleCrash({ bet: 100, crashPoint: 300, cashOutAt: 180, autoCashOut: 200 }).cashedOutAt).toBe(180);
    expect(settleCrash({ bet: 100, crashPoint: 300, cashOutAt: 250, autoCashOut: 200 }).cashedOutAt).toBe(200);
  });

  it('refuses cash-outs below 1.01x, non-integers and bad bets', () => {
    expect(() => settleCrash({ bet: 100, crashPoint: 300, cashOutAt: 100 })).toThrow(/cashOutAt/);
    expect(() => settleCrash({ bet: 100, crashPoint: 300, autoCashOut: CRASH_MIN_CASH_OUT - 1 })).toThrow(/autoCashOut/);
    expect(() => settleCrash({ bet: 100, crashPoint: 300, autoCashOut: 150.5 })).toThrow(/autoCashOut/);
    expect(() => playCrash(TEST_SEEDS, 0, { bet: 0, autoCashOut: 200 })).toThrow(/bet/);
    expect(() => playCrash(TEST_SEEDS, 0, { bet: 1.5, autoCashOut: 200 })).toThrow(/bet/);
    expect(() => settleCrash({ bet: 100, crashPoint: 99, autoCashOut: 200 })).toThrow(/crash point/);
  });

  it('returns 99% for every auto cash-out target by simulation (200,000 rounds)', () => {
    const rounds = 200_000;
    const points = Array.from({ length: rounds }, (_, nonce) => crashPoint(TEST_SEEDS, nonce));
    const bet = 10_000;
    for (const target of [101, 150, 200, 500, 2000]) {
      const paid = points.reduce((sum, point) => sum + settleCrash({ bet, crashPoint: point, autoCashOut: target }).payout, 0);
      const measured = paid / (rounds * bet);
      const exact = crashExactRtp(bet, target);
      expect(exact).toBeCloseTo(0.99, 8);
      const sd = twoPointSd(crashSurvival(target), target / 100);
      expect(Math.abs(measured - exact), `target ${target}: ${measured}`).toBeLessThan(rtpTolerance(sd, rounds));
    }
    // Where the edge shows: ~1.98% of rounds crash at 1.00x, before any cash-out is allowed.
    const busts = points.filter((p) => p === 100).length / rounds;
    expect(Math.abs(busts - (1 - crashSurvival(101)))).toBeLessThan(4.5 * Math.sqrt(0.0198 / rounds));
  });
});

describe('crash curve', () => {
  it('starts at 1.00x and reaches each multiplier at the time crashElapsedFor says', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    for (const m of [101, 200, 1000, 123_456]) {
      const ms = crashElapsedFor(m);
      expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(m);
      expect(crashMultiplierAt(ms - 1)).toBeLessThan(m);
    }
    expect(crashElapsedFor(200)).toBe(11553);
  });
});
