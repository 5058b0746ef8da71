// The slip's sums, to the hundredth, as the server computes them: a return is floor(stake × odds /
// 100); an accumulator's odds are its legs' product rounded down to hundredths after each
// multiplication; an accumulator needs two or more selections of different matches.
import { describe, expect, it } from 'vitest';
import type { SlipSelection } from '../stores/slip-store.ts';
import { accumulatorOdds, formatLine, formatOdds, potentialReturn } from './odds.ts';
import { checkAccumulator, summariseSlip } from './slip-maths.ts';
import { checkStake } from './stake.ts';

const pick = (selectionId: number, eventId: number, odds: number, over: Partial<SlipSelection> = {}): SlipSelection => ({
  selectionId,
  eventId,
  sport: 'cricket',
  home: 'Lahore Qalandars',
  away: 'Karachi Kings',
  eventStatus: 'scheduled',
  marketId: selectionId * 10,
  kind: 'match-winner',
  params: {},
  line: null,
  marketStatus: 'open',
  key: 'home',
  name: 'home',
  odds,
  newOdds: null,
  available: true,
  ...over,
});

describe('odds and lines', () => {
  it('are written from hundredths and tenths', () => {
    expect(formatOdds(185)).toBe('1.85');
    expect(formatOdds(1000)).toBe('10.00');
    expect(formatOdds(101)).toBe('1.01');
    expect(formatLine(1655)).toBe('165.5');
    expect(formatLine(25)).toBe('2.5');
    expect(formatLine(1650)).toBe('165');
  });
});

describe('potential returns', () => {
  it('of a single are stake × odds, rounded down to the hundredth', () => {
    expect(potentialReturn(10_000, 185)).toBe(18_500); // ₨100.00 at 1.85 → ₨185.00
    expect(potentialReturn(1_234, 185)).toBe(2_282); // ₨12.34 × 1.85 = ₨22.829 → ₨22.82
    expect(potentialReturn(1_001, 333)).toBe(3_333); // ₨10.01 × 3.33 = ₨33.3333 → ₨33.33
    expect(potentialReturn(100_000_000, 100_000)).toBe(100_000_000_000);
  });

  it('of an accumulator use the legs’ product rounded down at each multiplication', () => {
    expect(accumulatorOdds([185, 205])).toBe(379); // 3.7925 → 3.79
    expect(accumulatorOdds([185, 205, 133])).toBe(504); // 3.79 × 1.33 = 5.0407 → 5.04
    // Rounded at each step: 1.15 × 1.15 = 1.3225 → 1.32; × 1.15 = 1.518 → 1.51 (rounding the exact
    // product 1.520875 once would give 1.52).
    expect(accumulatorOdds([115, 115, 115])).toBe(151);
    const summary = summariseSlip({
      selections: [pick(1, 1, 185), pick(2, 2, 205)],
      stakes: {},
      accumulatorStake: '33.33',
      mode: 'accumulator',
    });
    expect(summary.mode).toBe('accumulator');
    expect(summary.accumulator).toEqual({ ok: true, odds: 379 });
    expect(summary.accumulatorReturn).toBe(12_632); // ₨33.33 × 3.79 = ₨126.3207 → ₨126.32
    expect(summary.totalStake).toBe(3_333);
    expect(summary.totalReturn).toBe(12_632);
  });

  it('of singles add up, counting only valid stakes', () => {
    const summary = summariseSlip({
      selections: [pick(1, 1, 185), pick(2, 1, 205), pick(3, 2, 150)],
      stakes: { 1: '100', 2: '12.34', 3: '5' },
      accumulatorStake: '',
      mode: 'singles',
    });
    expect(summary.singles.map((line) => line.potentialReturn)).toEqual([18_500, 2_529, null]); // ₨12.34 × 2.05 = ₨25.297
    expect(summary.totalStake).toBe(11_234);
    expect(summary.totalReturn).toBe(21_029);
    expect(summary.stakesValid).toBe(false); // ₨5 is under the ₨10 minimum
  });
});

describe('the accumulator', () => {
  it('needs two selections or more, each of another match, twelve at most', () => {
    expect(checkAccumulator([pick(1, 1, 185)])).toEqual({ ok: false, reason: 'tooFew' });
    expect(checkAccumulator([pick(1, 1, 185), pick(2, 1, 205)])).toEqual({ ok: false, reason: 'sameEvent' });
    expect(checkAccumulator(Array.from({ length: 13 }, (_, i) => pick(i + 1, i + 1, 110)))).toEqual({ ok: false, reason: 'tooMany' });
    expect(checkAccumulator([pick(1, 1, 185), pick(2, 2, 205)]).ok).toBe(true);
  });

  it('is not in effect while two selections are of one match: the slip stays on singles', () => {
    const summary = summariseSlip({ selections: [pick(1, 1, 185), pick(2, 1, 205)], stakes: {}, accumulatorStake: '100', mode: 'accumulator' });
    expect(summary.mode).toBe('singles');
    expect(summary.accumulatorReturn).toBeNull();
  });
});

describe('what blocks placing', () => {
  it('a market not open, a selection gone, a new price waiting, and in-play legs are told apart', () => {
    const summary = summariseSlip({
      selections: [pick(1, 1, 185, { marketStatus: 'suspended' }), pick(2, 2, 205, { available: false }), pick(3, 3, 150, { newOdds: 140, eventStatus: 'live' })],
      stakes: {},
      accumulatorStake: '',
      mode: 'singles',
    });
    expect(summary.blocked.map((entry) => entry.selectionId)).toEqual([1, 2]);
    expect(summary.changed.map((entry) => entry.selectionId)).toEqual([3]);
    expect(summary.inPlay).toBe(true);
  });
});

describe('stakes', () => {
  it('are rupees with at most two decimals, from ₨10 to ₨1,000,000', () => {
    expect(checkStake('')).toEqual({ ok: false, error: 'empty' });
    expect(checkStake('abc')).toEqual({ ok: false, error: 'notAnAmount' });
    expect(checkStake('10.505')).toEqual({ ok: false, error: 'notAnAmount' });
    expect(checkStake('9.99')).toEqual({ ok: false, error: 'tooLow' });
    expect(checkStake('10')).toEqual({ ok: true, stake: 1_000 });
    expect(checkStake('1,000,000')).toEqual({ ok: true, stake: 100_000_000 });
    expect(checkStake('1000000.01')).toEqual({ ok: false, error: 'tooHigh' });
  });
});
