import { describe, expect, it } from 'vitest';
import { categoryOfGameType, validBet, VALID_BET_CATEGORIES, type ValidBetCategory } from './valid-bet.ts';

describe('valid bet (spec §9)', () => {
  const ninetyPercent: ValidBetCategory[] = ['chess-cards', 'fishing', 'electronics', 'real-person', 'cockfighting', 'esports', 'lottery', 'blockchain'];

  it.each(ninetyPercent)('%s counts 90%% of the stake, win or lose', (category) => {
    expect(validBet({ category, betAmount: 10_000, winLoss: -10_000 })).toBe(9_000);
    expect(validBet({ category, betAmount: 10_000, winLoss: 250_000 })).toBe(9_000);
    expect(validBet({ category, betAmount: 10_000, winLoss: 0 })).toBe(9_000);
    expect(validBet({ category, betAmount: 111, winLoss: -111 })).toBe(99); // rounded down
  });

  it('sports counts 90% of the smaller of the stake and |win/loss|', () => {
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 4_000 })).toBe(3_600);
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: -10_000 })).toBe(9_000);
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 30_000 })).toBe(9_000);
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 0 })).toBe(0); // a push
  });

  it('odds at or below 0.30 count 0, above count', () => {
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 3_000, odds: 0.3 })).toBe(0);
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 2_000, odds: 0.2 })).toBe(0);
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 3_100, odds: 0.31 })).toBe(2_790);
    expect(validBet({ category: 'esports', betAmount: 10_000, winLoss: -10_000, odds: 0.25 })).toBe(0);
  });

  it('unlisted categories count 0; every category is covered', () => {
    expect(validBet({ category: 'other', betAmount: 10_000, winLoss: -10_000 })).toBe(0);
    expect(VALID_BET_CATEGORIES).toHaveLength(10);
  });

  it('maps the catalogue game types', () => {
    expect(categoryOfGameType('slots')).toBe('electronics');
    expect(categoryOfGameType('cards')).toBe('chess-cards');
    expect(categoryOfGameType('fish')).toBe('fishing');
    expect(categoryOfGameType('live')).toBe('real-person');
    expect(categoryOfGameType('sports')).toBe('sports');
    expect(categoryOfGameType('unknown')).toBe('other');
  });

  it('refuses non-integer amounts', () => {
    expect(() => validBet({ category: 'sports', betAmount: 1.5, winLoss: 0 })).toThrow(RangeError);
    expect(() => validBet({ category: 'sports', betAmount: -1, winLoss: 0 })).toThrow(RangeError);
  });
});
