// The arithmetic players see on the slip and in their bets, to the hundredth.
import { describe, expect, it } from 'vitest';
import { cashOutValue, combinedOdds, fairProbability, potentialReturn, settle } from './bet-maths.ts';

const leg = (odds: number, result: 'won' | 'lost' | 'void' | null, deadHeat = 1) => ({ odds, result, deadHeat });

describe('bet maths', () => {
  it('rounds an accumulator down to hundredths at every leg', () => {
    expect(combinedOdds([210, 195])).toBe(409); // 4.095
    expect(combinedOdds([185, 185, 185])).toBe(632); // 3.4225 → 3.42, × 1.85 = 6.327 → 6.32 (1.85³ unrounded would give 6.33)
    expect(potentialReturn(5_000, 409)).toBe(20_450);
    expect(potentialReturn(333, 185)).toBe(616); // 6.1605 → ₨6.16
  });

  it('settles lost if any leg lost, void if all are void, else at the won legs with void legs at 1.00', () => {
    expect(settle(10_000, [leg(210, 'won'), leg(195, 'lost')])).toEqual({ state: 'lost', payout: 0 });
    expect(settle(10_000, [leg(210, 'void'), leg(195, 'void')])).toEqual({ state: 'void', payout: 10_000 });
    expect(settle(10_000, [leg(210, 'void'), leg(180, 'won')])).toEqual({ state: 'won', payout: 18_000 });
    expect(settle(10_000, [leg(210, 'won'), leg(195, null)])).toBeNull();
  });

  it('shares a dead heat: two tied top batters at 6.00 pay 3.00', () => {
    expect(settle(10_000, [leg(600, 'won', 2)])).toEqual({ state: 'won', payout: 30_000 });
  });

  it('offers the fair value of the bet times the share, and nothing once a leg lost or has no price', () => {
    const p = fairProbability(200, [200, 200]);
    expect(p).toBeCloseTo(0.5, 10);
    // ₨100 at 2.00 on an even market: fair value ₨100, 95% → ₨95.00
    expect(cashOutValue(10_000, [{ ...leg(200, null), probability: p }], 9_500)).toBe(9_500);
    // A won leg at 1.50 and an open one at 2.00 with a fair 50%: ₨100 × 1.5 × 2 × 0.5 = ₨150
    expect(cashOutValue(10_000, [{ ...leg(150, 'won'), probability: null }, { ...leg(200, null), probability: 0.5 }], 10_000)).toBe(15_000);
    expect(cashOutValue(10_000, [{ ...leg(150, 'lost'), probability: null }], 10_000)).toBeNull();
    expect(cashOutValue(10_000, [{ ...leg(200, null), probability: null }], 10_000)).toBeNull();
  });
});
