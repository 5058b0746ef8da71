import { describe, expect, it } from 'vitest';
import { TEST_SEEDS, rtpTolerance, twoPointSd } from '../../test/tolerance.ts';
import { type DiceParams, diceExactRtp, diceRoll, playDice, settleDice } from './dice.ts';

describe('dice', () => {
  it('golden rolls: the first uniform int in [0, 10000) of the stream', () => {
    expect([0, 1, 2, 42].map((n) => diceRoll(TEST_SEEDS, n))).toEqual([1862, 3895, 8957, 9668]);
    expect(2712919668 % 10_000).toBe(9668); // nonce 42's first u32 is below the rejection limit
  });

  it('under wins below the target, over wins at or above it', () => {
    const under = { bet: 100, target: 5000, direction: 'under' } as const;
    expect(settleDice(under, 4999).won).toBe(true);
    expect(settleDice(under, 5000).won).toBe(false);
    const over = { bet: 100, target: 5000, direction: 'over' } as const;
    expect(settleDice(over, 5000).won).toBe(true);
    expect(settleDice(over, 4999).won).toBe(false);
  });

  it('pays floor(bet × 9900 / chanceBp): 99% over the win chance', () => {
    expect(settleDice({ bet: 100, target: 4950, direction: 'under' }, 0).payout).toBe(200);
    expect(settleDice({ bet: 100, target: 100, direction: 'under' }, 0).payout).toBe(9900);
    expect(settleDice({ bet: 100, target: 3333, direction: 'under' }, 0).payout).toBe(297); // 297.02 floored
    expect(settleDice({ bet: 100, target: 200, direction: 'over' }, 9999).payout).toBe(101); // 98%: 1.0102x
    expect(diceExactRtp({ bet: 10_000, target: 4950, direction: 'under' })).toBe(0.99);
  });

  it('refuses bad bets and targets before reading randomness', () => {
    const ok: DiceParams = { bet: 100, target: 5000, direction: 'under' };
    for (const bet of [0, -5, 10.5]) expect(() => playDice(TEST_SEEDS, 0, { ...ok, bet })).toThrow(/bet/);
    for (const target of [99, 9801, 50.5]) expect(() => playDice(TEST_SEEDS, 0, { ...ok, target })).toThrow(/target|chance/);
    expect(() => playDice(TEST_SEEDS, 0, { ...ok, target: 199, direction: 'over' })).toThrow(/chance/);
    expect(() => playDice(TEST_SEEDS, 0, { ...ok, direction: 'sideways' as 'under' })).toThrow(/direction/);
  });

  it('returns the exact RTP by simulation, for several targets (200,000 rolls)', () => {
    const rounds = 200_000;
    const rolls = Array.from({ length: rounds }, (_, nonce) => diceRoll(TEST_SEEDS, nonce));
    const cases: DiceParams[] = [
      { bet: 10_000, target: 100, direction: 'under' },
      { bet: 10_000, target: 4950, direction: 'under' },
      { bet: 10_000, target: 2500, direction: 'over' },
      { bet: 10_000, target: 9800, direction: 'under' },
      { bet: 100, target: 3333, direction: 'under' },
    ];
    for (const params of cases) {
      const paid = rolls.reduce((sum, roll) => sum + settleDice(params, roll).payout, 0);
      const measured = paid / (rounds * params.bet);
      const exact = diceExactRtp(params);
      const chance = params.direction === 'under' ? params.target / 10_000 : 1 - params.target / 10_000;
      const sd = twoPointSd(chance, exact / chance);
      expect(Math.abs(measured - exact), JSON.stringify({ params, measured, exact })).toBeLessThan(rtpTolerance(sd, rounds));
      expect(exact).toBeGreaterThan(0.9898);
      expect(exact).toBeLessThanOrEqual(0.99);
    }
  });
});
