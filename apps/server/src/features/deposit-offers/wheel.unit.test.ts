// The wheels follow their configured weights: exactly, over every possible roll, and statistically
// with the real crypto randomness (a large sample with bounds no honest wheel misses).
import { readFileSync } from 'node:fs';
import { DailyFirstPayConf, FirstPayConf, LuckyDrawConf, RechargeSpinConf, TreasureChestConf } from '@khel/contracts/endpoints/deposit-offers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SEED_DIR } from '../config/config.service.ts';
import { pickSegment, segmentViews } from './wheel.ts';
import { percentOf } from './offer-support.ts';

const seed = (name: string): unknown => JSON.parse(readFileSync(`${SEED_DIR}/${name}.json`, 'utf8'));
const spinWheel = z.parse(RechargeSpinConf, seed('RechargeSpinConf')).segments;
const prizes = z.parse(LuckyDrawConf, seed('LuckyDrawConf')).prizes;

describe('wheel', () => {
  it('maps every roll in [0, total) to segments exactly in proportion to their weights', () => {
    const total = spinWheel.reduce((sum, s) => sum + s.weight, 0);
    const counts = new Map<number, number>();
    for (let roll = 0; roll < total; roll++) {
      const segment = pickSegment(spinWheel, () => roll);
      counts.set(segment.id, (counts.get(segment.id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(spinWheel.map((s) => [s.id, s.weight])));
    expect(() => pickSegment(spinWheel, () => total)).toThrow();
  });

  it.each([
    ['recharge spin', spinWheel],
    ['lucky draw', prizes],
  ])('%s: 200,000 draws with node:crypto land within 6 standard deviations of each weight', (_name, wheel) => {
    const draws = 200_000;
    const total = wheel.reduce((sum, s) => sum + s.weight, 0);
    const counts = new Map<number, number>(wheel.map((s) => [s.id, 0]));
    for (let i = 0; i < draws; i++) {
      const segment = pickSegment(wheel);
      counts.set(segment.id, counts.get(segment.id)! + 1);
    }
    for (const segment of wheel) {
      const p = segment.weight / total;
      const expected = draws * p;
      const sigma = Math.sqrt(draws * p * (1 - p));
      // 6σ: a false alarm about once in 500 million runs per segment.
      expect(Math.abs(counts.get(segment.id)! - expected), `segment ${segment.id}`).toBeLessThan(6 * sigma);
    }
  });

  it('shows each chance in percent with two decimals, adding up to 100', () => {
    expect(segmentViews(spinWheel).map((s) => s.chance)).toEqual([30, 25, 20, 12, 7, 4, 1.5, 0.5]);
    expect(segmentViews([{ id: 1, amount: 1, weight: 1 }, { id: 2, amount: 1, weight: 2 }]).map((s) => s.chance)).toEqual([33.33, 66.67]);
  });
});

describe('percentOf', () => {
  it('rounds down to the hundredth (in the house’s favour only by less than a paisa)', () => {
    expect(percentOf(30_000, 5)).toBe(1_500);
    expect(percentOf(33_333, 12.5)).toBe(4_166);
    expect(percentOf(1, 40)).toBe(0);
    expect(percentOf(99_999, 40)).toBe(39_999);
  });
});

describe('seeded config documents', () => {
  it('parse with their schemas, and a broken edit is refused by them', () => {
    for (const [name, schema] of [
      ['FirstPayConf', FirstPayConf],
      ['DailyFirstPayConf', DailyFirstPayConf],
      ['TreasureChestConf', TreasureChestConf],
      ['RechargeSpinConf', RechargeSpinConf],
      ['LuckyDrawConf', LuckyDrawConf],
    ] as const) {
      expect(z.safeParse(schema, seed(name)).success, name).toBe(true);
    }
    const first = z.parse(FirstPayConf, seed('FirstPayConf'));
    expect(first.tiers.map((tier) => [tier.percent, tier.betMultiple])).toEqual([
      [5, 0],
      [10, 18],
      [20, 38],
      [25, 68],
      [40, 88],
    ]);
    expect(z.safeParse(FirstPayConf, { ...first, tiers: first.tiers.slice(0, 4) }).success).toBe(false);
    expect(z.safeParse(FirstPayConf, { ...first, tiers: first.tiers.map((tier) => ({ ...tier, percent: 5.555 })) }).success).toBe(false);
    const spin = z.parse(RechargeSpinConf, seed('RechargeSpinConf'));
    expect(z.safeParse(RechargeSpinConf, { ...spin, againDeposit: spin.minDeposit }).success).toBe(false);
    expect(z.safeParse(RechargeSpinConf, { ...spin, segments: [{ id: 1, amount: 0, weight: 1 }, { id: 2, amount: 1, weight: 1 }] }).success).toBe(false);
  });
});
