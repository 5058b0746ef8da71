import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VipRequest } from './endpoints/vip.ts';
import {
  LOYALTY_LEVELS,
  VIP_TIERS,
  depositExperience,
  levelsOfTier,
  loyaltyOfLevel,
  vipClaimableLevels,
  vipExperienceToNext,
  vipLevelForExperience,
  vipPrivileges,
  vipProgress,
  vipRewardLevels,
  vipTier,
} from './vip-rules.ts';
import type { VipConf } from './vip-rules.ts';

/** The seed's thresholds (apps/server/seed/config/VipConf.json), hundredths. */
const THRESHOLDS = [0, 100_000, 500_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000, 100_000_000, 200_000_000, 500_000_000, 1_000_000_000];
const CONF: VipConf = THRESHOLDS.map((money2, level) => ({
  level,
  money2,
  privilege: level === 11 ? '0;0;0;0' : `${(level + 2) * 1_000_000};${level < 9 ? 3 : 0};0;0`,
  ...(level > 0 ? { reward: level * 1_000, wagerMulti: 1 } : {}),
}));

describe('VIP level from experience', () => {
  it.each([
    [0, 0],
    [99_999, 0],
    [100_000, 1],
    [100_001, 1],
    [499_999, 1],
    [500_000, 2],
    [999_999_999, 10],
    [1_000_000_000, 11],
    [50_000_000_000, 11],
    [-5, 0],
  ])('experience %i → VIP%i', (experience, level) => {
    expect(vipLevelForExperience(CONF, experience)).toBe(level);
  });

  it('caps at 11 even when the document lists higher levels, and skips levels it does not list', () => {
    expect(vipLevelForExperience([...CONF, { level: 12, money2: 2_000_000_000, privilege: '' }], 9_000_000_000)).toBe(11);
    const gap: VipConf = [
      { level: 0, money2: 0, privilege: '' },
      { level: 1, money2: 100, privilege: '' },
      { level: 3, money2: 300, privilege: '' },
    ];
    expect(vipLevelForExperience(gap, 299)).toBe(1);
    expect(vipLevelForExperience(gap, 300)).toBe(3);
    expect(vipLevelForExperience([], 1_000)).toBe(0);
  });
});

describe('VIP progress', () => {
  it.each([
    // level, experience, progress
    [0, 0, 0],
    [0, 1, 0], // 0.001 % → 0.00 (two decimals, cut)
    [0, 100, 0.1],
    [0, 33_333, 33.33],
    [0, 66_667, 66.66], // 66.667 is cut to 66.66, never rounded up
    [0, 99_999, 99.99], // one short of VIP1: never shows 100
    [0, 100_000, 100],
    [0, 250_000, 100], // clamped at 100
    [1, 100_000, 0],
    [1, 300_000, 50],
    [1, 50_000, 0], // below the current threshold (config raised): clamped at 0
    [10, 750_000_000, 50],
    [11, 0, 100], // level 11 or higher is always 100
    [11, 5_000_000_000, 100],
    [12, 0, 100],
  ])('VIP%i with experience %i → %d', (level, experience, progress) => {
    expect(vipProgress(CONF, level, experience)).toBe(progress);
  });

  it('is 100 when the current and next thresholds are equal', () => {
    const flat: VipConf = [
      { level: 0, money2: 0, privilege: '' },
      { level: 1, money2: 0, privilege: '' },
    ];
    expect(vipProgress(flat, 0, 0)).toBe(100);
    // A level missing from the document takes the threshold below it: equal again.
    expect(vipProgress(flat, 1, 0)).toBe(100);
  });

  it('experience to the next level', () => {
    expect(vipExperienceToNext(CONF, 0, 40_000)).toBe(60_000);
    expect(vipExperienceToNext(CONF, 1, 600_000)).toBe(0);
    expect(vipExperienceToNext(CONF, 11, 0)).toBe(0);
  });
});

describe('privileges and upgrade rewards', () => {
  it('reads max per withdrawal, daily count and the optional reward of a level', () => {
    expect(vipPrivileges(CONF, 3)).toEqual({ level: 3, threshold: 2_000_000, maxPerTime: 5_000_000, dailyCount: 3, reward: 3_000, wagerMulti: 1 });
    expect(vipPrivileges(CONF, 11)).toMatchObject({ maxPerTime: 0, dailyCount: 0, reward: 11_000 });
    // Old documents without reward fields stay valid: no reward, no task.
    expect(vipPrivileges([{ level: 2, money2: 5, privilege: '100;1;0;0' }], 2)).toMatchObject({ reward: 0, wagerMulti: 0 });
  });

  it('level 0 never has a reward; levels with reward 0 are not offered', () => {
    const conf: VipConf = CONF.map((entry) => (entry.level === 2 ? { ...entry, reward: 0 } : entry.level === 0 ? { ...entry, reward: 999 } : entry));
    expect(vipRewardLevels(conf).map((r) => r.level)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('claimable = reached, rewarded and not yet claimed (bit n of the claimed mask)', () => {
    expect(vipClaimableLevels(CONF, 0, 0)).toEqual([]);
    expect(vipClaimableLevels(CONF, 3, 0).map((r) => r.level)).toEqual([1, 2, 3]);
    expect(vipClaimableLevels(CONF, 3, (1 << 1) | (1 << 3)).map((r) => r.level)).toEqual([2]);
    expect(vipClaimableLevels(CONF, 3, (1 << 1) | (1 << 2) | (1 << 3))).toEqual([]);
  });
});

describe('tiers and loyalty levels', () => {
  it('maps the 12 levels to the 8 tier badges in order, each tier used', () => {
    expect(Array.from({ length: 12 }, (_, level) => vipTier(level))).toEqual([
      'beginer',
      'steel',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'gold',
      'gold',
      'platinum',
      'platinum',
      'diamond',
      'legend',
    ]);
    expect(VIP_TIERS.flatMap((tier) => levelsOfTier(tier))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(vipTier(-1)).toBe('beginer');
    expect(vipTier(99)).toBe('legend');
  });

  it('loyalty levels: Beginner 1 (rate 5), Steel 2 (200), Bronze 3 … Legend 8 (1000)', () => {
    expect(LOYALTY_LEVELS.map((l) => [l.loyalty, l.tier, l.rate])).toEqual([
      [1, 'beginer', 5],
      [2, 'steel', 200],
      [3, 'bronze', 1000],
      [4, 'silver', 1000],
      [5, 'gold', 1000],
      [6, 'platinum', 1000],
      [7, 'diamond', 1000],
      [8, 'legend', 1000],
    ]);
    expect(loyaltyOfLevel(5)).toEqual({ loyalty: 4, tier: 'silver', rate: 1000 });
  });
});

describe('deposit experience switch', () => {
  it('is off unless a percent above 0 is configured', () => {
    expect(depositExperience(50_000, undefined)).toBe(0);
    expect(depositExperience(50_000, 0)).toBe(0);
    expect(depositExperience(50_000, 100)).toBe(50_000);
    expect(depositExperience(333, 50)).toBe(166);
  });
});

describe('vip request', () => {
  it('type 0 ignores param; type 1 needs a level 1–11; digit strings are accepted', () => {
    expect(z.parse(VipRequest, { type: 0 })).toEqual({ type: 0 });
    expect(z.parse(VipRequest, { type: '0', param: 'x' })).toEqual({ type: 0 });
    expect(z.parse(VipRequest, { type: '1', param: '3' })).toEqual({ type: 1, param: 3 });
    for (const param of [0, 12, 1.5, -1, 'a', undefined, null]) {
      const result = z.safeParse(VipRequest, { type: 1, param });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('vipLevelInvalid');
    }
    expect(z.safeParse(VipRequest, { type: 2 }).error?.issues[0]?.message).toBe('invalidRequest');
  });
});
