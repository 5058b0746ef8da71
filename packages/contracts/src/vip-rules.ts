// VIP rules (docs/requirements/vip.md) shared by the server and the app:
// the level an amount of experience reaches, the progress bar, the upgrade rewards, the tier badges
// and the loyalty levels. Experience and thresholds (VipConf money2) are hundredths of a rupee:
// every valid bet adds its valid amount (docs/requirements/vip.md#2-experience), so ₨1.00 of valid bets is 100 experience.
// zod/mini: the player app imports these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { parseVipPrivilege, type VipWithdrawPrivilege } from './withdrawal-rules.ts';

/**
 * VipConf: one entry per level 0–11; money2 the experience threshold; privilege "maxPerTime;dailyCount;x;other".
 * Optional (features/vip): `reward` the one-off upgrade reward for reaching the level in
 * hundredths (absent or 0 = none) and `wagerMulti` the wagering multiple of its betting task
 * (absent or 0 = no task). Documents without them stay valid. Rules: below.
 */
export const VipConf = z.array(
  z.object({
    level: z.int().check(z.minimum(0)),
    money2: z.int().check(z.minimum(0)),
    privilege: z.string(),
    reward: z.optional(z.int().check(z.minimum(0))),
    wagerMulti: z.optional(z.int().check(z.minimum(0), z.maximum(1000))),
  }),
);
export type VipConf = z.infer<typeof VipConf>;

/** VIP cap 11: levels are 0–11 (docs/requirements/vip.md#1-levels-and-tiers). */
export const VIP_MAX_LEVEL = 11;
export const VIP_LEVELS: readonly number[] = Array.from({ length: VIP_MAX_LEVEL + 1 }, (_, level) => level);

/** The offer id of upgrade rewards (reward_claims.offer; activity centre OfferId). */
export const VIP_UPGRADE_OFFER = 'vip-upgrade';
/** The claim period of level n's upgrade reward: one claim per (player, level). */
export const vipUpgradePeriod = (level: number) => `level-${level}`;

type VipEntry = VipConf[number];

function entryOf(conf: VipConf, level: number): VipEntry | undefined {
  return conf.find((entry) => entry.level === level);
}

/**
 * The experience threshold (money2) of a level. A level missing from the document takes the
 * threshold of the nearest level below it, so a short document never opens a level for free.
 */
export function vipThreshold(conf: VipConf, level: number): number {
  for (let l = Math.min(Math.max(level, 0), VIP_MAX_LEVEL); l >= 0; l--) {
    const entry = entryOf(conf, l);
    if (entry) return entry.money2;
  }
  return 0;
}

/** The highest level (0–11) whose money2 is at most the experience. Levels not in VipConf are never reached. */
export function vipLevelForExperience(conf: VipConf, experience: number): number {
  let level = 0;
  for (const entry of conf) {
    if (entry.level <= VIP_MAX_LEVEL && entry.level > level && entry.money2 <= experience) level = entry.level;
  }
  return level;
}

/**
 * docs/requirements/vip.md#3-progress: level 11 or higher → 100; else (experience − current threshold) / (next threshold −
 * current threshold) × 100, clamped to 0..100, two decimals; 100 when the two thresholds are equal.
 * The two decimals are cut, not rounded, so the bar shows 100 only once the next level is reached.
 */
export function vipProgress(conf: VipConf, level: number, experience: number): number {
  if (level >= VIP_MAX_LEVEL) return 100;
  const current = vipThreshold(conf, level);
  const next = vipThreshold(conf, level + 1);
  if (next === current) return 100;
  if (!(experience > current)) return 0;
  if (experience >= next) return 100;
  // Integer arithmetic (hundredths of a percent), so 28.99 never shows as 28.98 by float error.
  if (Number.isSafeInteger(experience) && Number.isSafeInteger(current) && Number.isSafeInteger(next)) {
    return Number((BigInt(experience - current) * 10_000n) / BigInt(next - current)) / 100;
  }
  return Math.floor(((experience - current) / (next - current)) * 10_000) / 100;
}

/** Experience still needed for the next level (hundredths); 0 at level 11 or once reached. */
export function vipExperienceToNext(conf: VipConf, level: number, experience: number): number {
  if (level >= VIP_MAX_LEVEL) return 0;
  return Math.max(0, vipThreshold(conf, level + 1) - experience);
}

/** The level's privileges: withdrawal limits from the privilege string and the upgrade reward. */
export interface VipPrivileges extends VipWithdrawPrivilege {
  level: number;
  /** Experience (hundredths) that reaches the level. */
  threshold: number;
  /** One-off reward for reaching the level, hundredths (0 = none). */
  reward: number;
  /** Wagering multiple of the reward's betting task (0 = none). */
  wagerMulti: number;
}

export function vipPrivileges(conf: VipConf, level: number): VipPrivileges {
  const entry = entryOf(conf, level);
  return {
    level,
    threshold: vipThreshold(conf, level),
    ...parseVipPrivilege(entry?.privilege),
    reward: level > 0 ? Math.max(0, entry?.reward ?? 0) : 0,
    wagerMulti: Math.max(0, entry?.wagerMulti ?? 0),
  };
}

/** Levels 1–11 whose upgrade reward is above 0, lowest first (level 0 is where everyone starts). */
export function vipRewardLevels(conf: VipConf): VipPrivileges[] {
  return VIP_LEVELS.filter((level) => level > 0)
    .map((level) => vipPrivileges(conf, level))
    .filter((privileges) => privileges.reward > 0);
}

// ---- claimed levels ------------------------------------------------------------------------------

/** Bit n set = the upgrade reward of level n was paid (players.vip_claimed_levels). */
export const hasClaimedLevel = (mask: number, level: number) => (mask & (1 << level)) !== 0;

/** The rewarded levels the player has reached (≤ level) and not claimed yet. */
export function vipClaimableLevels(conf: VipConf, level: number, claimedMask: number): VipPrivileges[] {
  return vipRewardLevels(conf).filter((reward) => reward.level <= level && !hasClaimedLevel(claimedMask, reward.level));
}

// ---- tiers and loyalty levels (docs/requirements/vip.md#1-levels-and-tiers) -------------------------------------------------

/** Tier badge names, in order (the requirements' spelling 'beginer' is the id). */
export const VIP_TIERS = ['beginer', 'steel', 'bronze', 'silver', 'gold', 'platinum', 'diamond', 'legend'] as const;
export type VipTier = (typeof VIP_TIERS)[number];

/**
 * How the 12 VIP levels map to the 8 tiers (docs/requirements/vip.md does not say how a tier is earned): the first
 * two levels each have their own tier, the middle levels go in pairs, the top two again alone.
 * VIP0 beginer, VIP1 steel, VIP2–3 bronze, VIP4–5 silver, VIP6–7 gold, VIP8–9 platinum,
 * VIP10 diamond, VIP11 legend.
 */
export const VIP_TIER_OF_LEVEL: readonly VipTier[] = [
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
];

export function vipTier(level: number): VipTier {
  return VIP_TIER_OF_LEVEL[Math.min(Math.max(Math.trunc(level), 0), VIP_MAX_LEVEL)] ?? 'beginer';
}

/** The VIP levels of a tier, lowest first. */
export function levelsOfTier(tier: VipTier): number[] {
  return VIP_LEVELS.filter((level) => VIP_TIER_OF_LEVEL[level] === tier);
}

/** Loyalty levels: Beginner 1 (rate 5), Steel 2 (rate 200), Bronze 3 … Legend 8 (rate 1000 each). */
export interface LoyaltyLevel {
  /** 1–8. */
  loyalty: number;
  tier: VipTier;
  rate: number;
}

export const LOYALTY_LEVELS: readonly LoyaltyLevel[] = VIP_TIERS.map((tier, index) => ({
  loyalty: index + 1,
  tier,
  rate: index === 0 ? 5 : index === 1 ? 200 : 1000,
}));

export function loyaltyOfLevel(level: number): LoyaltyLevel {
  const tier = vipTier(level);
  return LOYALTY_LEVELS.find((loyalty) => loyalty.tier === tier) ?? LOYALTY_LEVELS[0]!;
}

// ---- deposits as experience (optional) -------------------------------------------------------------

/**
 * The switch for deposits counting as experience lives in GameParamConf as `vipDepositExperience`:
 * the percent of a credited deposit added to experience (absent or 0 = off, the default; 100 =
 * ₨1 deposited is ₨1 of experience). Read with this schema beside GameParamConf's own.
 */
export const VipDepositExperience = z.object({ vipDepositExperience: z.optional(z.int().check(z.minimum(0), z.maximum(1000))) });

export function depositExperience(amount: number, percent: number | undefined): number {
  if (!percent || percent <= 0 || amount <= 0) return 0;
  return Math.floor((amount * percent) / 100);
}
