import { describe, expect, it } from 'vitest';
import { crashNetOdds, diceMinChanceForOdds, diceNetOdds, minesNetOdds } from './net-odds.ts';

describe('net odds of in-house bets (potential profit ÷ stake)', () => {
  it('dice: from the win chance, rounded down to 4 decimals', () => {
    expect(diceNetOdds(9800)).toBe(0.0102); // 98%: 1.010204…x
    expect(diceNetOdds(5000)).toBe(0.98); // 50%: 1.98x
    expect(diceNetOdds(100)).toBe(98); // 1%: 99x
  });

  it('dice: the lowest win chance at or below given net odds (the seeded bands 0.30 / 0.60 / 0.90)', () => {
    expect(diceMinChanceForOdds(0.3)).toBe(7615); // 76.15%: 0.3000; 76.14%: 0.3002
    expect(diceNetOdds(7614)).toBeGreaterThan(0.3);
    expect(diceMinChanceForOdds(0.6)).toBe(6188);
    expect(diceMinChanceForOdds(0.9)).toBe(5211);
    expect(diceMinChanceForOdds(0.01)).toBeUndefined(); // even 98% pays 0.0102
    expect(diceMinChanceForOdds(1_000)).toBe(100); // every chance down to 1%
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
