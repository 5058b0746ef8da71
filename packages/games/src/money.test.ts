import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BET, assertBet, mulDivFloor } from './money.ts';

describe('money', () => {
  it('refuses bets that are not positive integer hundredths within the limit', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, MAX_BET + 1]) expect(() => assertBet(bad)).toThrow(/bet/);
    expect(() => assertBet(1)).not.toThrow();
    expect(() => assertBet(MAX_BET)).not.toThrow();
  });

  it('mulDivFloor is exact floor(a·num/den), also past 2^53', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_BET }), fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 2 ** 40 }), (a, num, den) => {
        expect(mulDivFloor(a, num, den)).toBe(Number((BigInt(a) * BigInt(num)) / BigInt(den)));
      }),
    );
    expect(mulDivFloor(MAX_BET, 99 * 5_200_300, 100)).toBe(5_148_297_000_000_000);
  });
});
