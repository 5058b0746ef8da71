import { describe, expect, it } from 'vitest';
import { crashNetOdds, diceNetOdds, minesNetOdds } from './net-odds.ts';

describe('net odds of in-house bets (potential profit ÷ stake)', () => {
  it('dice: from the win chance, rounded down to 4 decimals', () => {
    expect(diceNetOdds(9800)).toBe(0.0102); // 98%: 1.010204…x
    expect(diceNetOdds(5000)).toBe(0.98); // 50%: 1.98x
    expect(diceNetOdds(100)).toBe(98); // 1%: 99x
  });

  it('mines: the multiplier after the reveals, minus one', () => {
    expect(minesNetOdds(1, 1)).toBe(0.0312); // 0.99 × 25/24
    expect(minesNetOdds(24, 1)).toBe(23.75); // 0.99 × 25
    expect(minesNetOdds(3, 3)).toBe(0.4785); // 0.99 × 2300/1540
  });

  it('crash: the multiplier in hundredths, minus one; never 0 (the protocol wants odds > 0)', () => {
    expect(crashNetOdds(150)).toBe(0.5);
    expect(crashNetOdds(101)).toBe(0.01);
    expect(crashNetOdds(100)).toBe(0.0001);
  });
});
