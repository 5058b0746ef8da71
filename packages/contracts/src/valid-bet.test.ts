import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  DEFAULT_VALID_BET_RULES,
  ValidBetRulesConf,
  categoryOfGameType,
  parseValidBetRules,
  riskWeightPercent,
  validBet,
  validBetRulesOf,
  VALID_BET_CATEGORIES,
  type ValidBetCategory,
  type ValidBetRules,
} from './valid-bet.ts';

describe('valid bet', () => {
  const ninetyPercent: ValidBetCategory[] = ['chess-cards', 'fishing', 'electronics', 'real-person', 'cockfighting', 'esports', 'lottery', 'blockchain'];

  it.each(ninetyPercent)('%s counts 90%% of the stake, win or lose, when the game reports no odds', (category) => {
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

  it('refuses non-integer amounts and bad odds', () => {
    expect(() => validBet({ category: 'sports', betAmount: 1.5, winLoss: 0 })).toThrow(RangeError);
    expect(() => validBet({ category: 'sports', betAmount: -1, winLoss: 0 })).toThrow(RangeError);
    expect(() => validBet({ category: 'electronics', betAmount: 100, winLoss: 0, odds: Number.NaN })).toThrow(RangeError);
    expect(() => validBet({ category: 'electronics', betAmount: 100, winLoss: 0, odds: -1 })).toThrow(RangeError);
  });
});

describe('risk weighting by net odds', () => {
  const stake = { category: 'electronics' as const, betAmount: 10_000, winLoss: -10_000 };

  it('the default bands: ≤ 0.30 → 0 %, ≤ 0.60 → 50 %, ≤ 0.90 → 80 %, above → 100 % of the category share', () => {
    expect(validBet({ ...stake, odds: 0.0102 })).toBe(0); // dice at 98 %
    expect(validBet({ ...stake, odds: 0.3 })).toBe(0);
    expect(validBet({ ...stake, odds: 0.3001 })).toBe(4_500);
    expect(validBet({ ...stake, odds: 0.6 })).toBe(4_500);
    expect(validBet({ ...stake, odds: 0.75 })).toBe(7_200);
    expect(validBet({ ...stake, odds: 0.9 })).toBe(7_200);
    expect(validBet({ ...stake, odds: 0.98 })).toBe(9_000); // dice at 50 %
    expect(validBet({ ...stake, odds: 1 })).toBe(9_000); // ordinary risk (slot)
    expect(validBet({ ...stake, odds: 98 })).toBe(9_000);
  });

  it('weights sports after the smaller-of rule; a win counts like a loss', () => {
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 5_000, odds: 0.5 })).toBe(2_250);
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 3_000, odds: 0.3 })).toBe(0);
    expect(validBet({ ...stake, winLoss: 102, odds: 0.0102 })).toBe(0);
  });

  it('no odds, or odds above every band, count in full', () => {
    expect(riskWeightPercent(undefined, DEFAULT_VALID_BET_RULES.bands)).toBe(100);
    expect(riskWeightPercent(5, [{ maxOdds: 2, percent: 10 }])).toBe(100);
    expect(riskWeightPercent(0, [])).toBe(100);
  });

  it('the operator document sets the bands and the ratio', () => {
    const rules = validBetRulesOf({
      ratioPercent: 100,
      categories: [],
      sports: { countsSmallerOfBetAndWinLoss: false },
      riskWeights: [
        { maxOdds: 0.05, percent: 0 },
        { maxOdds: 2, percent: 25 },
      ],
    });
    expect(validBet({ ...stake, odds: 0.0102 }, rules)).toBe(0);
    expect(validBet({ ...stake, odds: 0.98 }, rules)).toBe(2_500);
    expect(validBet({ ...stake, odds: 2.5 }, rules)).toBe(10_000);
    expect(validBet({ category: 'sports', betAmount: 10_000, winLoss: 1_000 }, rules)).toBe(10_000);
  });

  it('a document from before the bands keeps the one odds rule of the requirements: odds ≤ minOdds count 0, any other counts in full', () => {
    const legacy: ValidBetRules = parseValidBetRules({
      ratioPercent: 90,
      categories: ['sports'],
      sports: { countsSmallerOfBetAndWinLoss: true, minOdds: 0.3 },
      text: ['Valid Bet Calculation Rules', '1. …'],
    });
    expect(legacy.bands).toEqual([{ maxOdds: 0.3, percent: 0 }]);
    expect(validBet({ ...stake, odds: 0.25 }, legacy)).toBe(0);
    expect(validBet({ ...stake, odds: 0.31 }, legacy)).toBe(9_000);
  });

  it('a malformed document falls back to the defaults; bands must ascend', () => {
    expect(parseValidBetRules({ nonsense: true })).toBe(DEFAULT_VALID_BET_RULES);
    expect(parseValidBetRules(null)).toBe(DEFAULT_VALID_BET_RULES);
    const descending = { ratioPercent: 90, categories: [], sports: { countsSmallerOfBetAndWinLoss: true }, riskWeights: [{ maxOdds: 1, percent: 50 }, { maxOdds: 0.5, percent: 0 }] };
    expect(z.safeParse(ValidBetRulesConf, descending).success).toBe(false);
    expect(z.safeParse(ValidBetRulesConf, { ...descending, riskWeights: [{ maxOdds: 0.5, percent: 101 }] }).success).toBe(false);
  });
});
