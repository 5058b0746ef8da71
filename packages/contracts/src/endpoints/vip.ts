// POST /usercenter/game/vip (spec §7 "vip (type, param; returns upgrades)"): type 0 the player's
// VIP state with the upgrade rewards, type 1 claims the upgrade reward of level `param`.
// Rules: vip-rules.ts; decisions: apps/server/src/features/vip/README.md.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { VIP_MAX_LEVEL, VIP_TIERS } from '../vip-rules.ts';

export const VipType = { query: 0, claim: 1 } as const;

/** `type` and `param` may arrive as digit strings (the app of the spec sends either). */
function numericFields(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { ...value };
  for (const key of ['type', 'param'] as const) {
    const field = out[key];
    if (typeof field === 'string' && /^\d{1,3}$/.test(field.trim())) out[key] = Number(field.trim());
  }
  return out;
}

const vipLevelParam = z
  .number({ error: 'vipLevelInvalid' })
  .int('vipLevelInvalid')
  .min(1, 'vipLevelInvalid')
  .max(VIP_MAX_LEVEL, 'vipLevelInvalid');

export const VipRequest = z.preprocess(
  numericFields,
  z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal(VipType.query), param: z.unknown().optional() }).transform(({ type }) => ({ type })),
      z.object({ type: z.literal(VipType.claim), param: vipLevelParam }),
    ],
    { error: 'invalidRequest' },
  ),
);
export type VipRequest = z.input<typeof VipRequest>;

const hundredths = z.number().int();

export const VipLevelPrivileges = z.object({
  level: z.number().int(),
  threshold: hundredths.describe('experience (hundredths) that reaches the level: VipConf money2'),
  maxPerTime: hundredths.describe('maximum per withdrawal, hundredths; 0 = no restriction'),
  dailyCount: z.number().int().describe('withdrawals a day; 0 = no limit'),
  reward: hundredths.describe('one-off upgrade reward for reaching the level, hundredths; 0 = none'),
  wagerMulti: z.number().int().describe('wagering multiple of the reward; 0 = no betting task'),
});
export type VipLevelPrivileges = z.infer<typeof VipLevelPrivileges>;

export const VIP_UPGRADE_STATES = ['locked', 'claimable', 'claimed'] as const;

export const VipUpgrade = z.object({
  level: z.number().int(),
  reward: hundredths,
  wagerMulti: z.number().int(),
  /** locked: level not reached yet; claimable: reached and unpaid; claimed: paid. */
  state: z.enum(VIP_UPGRADE_STATES),
});
export type VipUpgrade = z.infer<typeof VipUpgrade>;

export const VipResponse = z.object({
  type: z.number().int(),
  vip: z.number().int().describe('the level, 0–11; never goes down'),
  tier: z.enum(VIP_TIERS).describe('tier badge of the level'),
  vipExperience: hundredths.describe('experience: valid bets (and deposits when configured), hundredths'),
  progress: z.number().describe('spec §4: percent to the next level, 0–100, two decimals'),
  currentThreshold: hundredths,
  nextThreshold: hundredths.describe("the next level's money2; the current one at level 11"),
  toNext: hundredths.describe('experience still needed for the next level; 0 at level 11'),
  current: VipLevelPrivileges,
  next: VipLevelPrivileges.nullable().describe('null at level 11'),
  /** Every level 1–11 with an upgrade reward, lowest first. */
  upgrades: z.array(VipUpgrade),
  pending: z.number().int().describe('claimable upgrade rewards'),
  /** type 1: the amount just paid (hundredths); 0 for type 0. */
  received: hundredths,
});
export type VipResponse = z.infer<typeof VipResponse>;

export const vip = endpoint({
  method: 'POST',
  path: '/usercenter/game/vip',
  auth: true,
  summary: 'VIP: type 0 the level, experience, progress, privileges and upgrade rewards; type 1 claims the upgrade reward of level `param` (reason VIP 1032)',
  request: VipRequest,
  response: VipResponse,
});
