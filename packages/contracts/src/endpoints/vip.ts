// POST /usercenter/game/vip (docs/requirements/vip.md): type 0 the player's
// VIP state with the upgrade rewards, type 1 claims the upgrade reward of level `param`.
// Rules: vip-rules.ts; decisions: apps/server/src/features/vip/README.md. zod/mini: the player app
// imports these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { VIP_MAX_LEVEL, VIP_TIERS } from '../vip-rules.ts';

export const VipType = { query: 0, claim: 1 } as const;

/** `type` and `param` may arrive as digit strings (clients send either). */
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
  .check(z.int('vipLevelInvalid'), z.minimum(1, 'vipLevelInvalid'), z.maximum(VIP_MAX_LEVEL, 'vipLevelInvalid'));

export const VipRequest = z.pipe(
  z.transform(numericFields),
  z.discriminatedUnion(
    'type',
    [
      z.pipe(
        z.object({ type: z.literal(VipType.query), param: z.optional(z.unknown()) }),
        z.transform(({ type }: { type: typeof VipType.query }) => ({ type })),
      ),
      z.object({ type: z.literal(VipType.claim), param: vipLevelParam }),
    ],
    { error: 'invalidRequest' },
  ),
);
export type VipRequest = z.input<typeof VipRequest>;

const hundredths = z.int();

export const VipLevelPrivileges = z.object({
  level: z.int(),
  threshold: hundredths.check(z.describe('experience (hundredths) that reaches the level: VipConf money2')),
  maxPerTime: hundredths.check(z.describe('maximum per withdrawal, hundredths; 0 = no restriction')),
  dailyCount: z.int().check(z.describe('withdrawals a day; 0 = no limit')),
  reward: hundredths.check(z.describe('one-off upgrade reward for reaching the level, hundredths; 0 = none')),
  wagerMulti: z.int().check(z.describe('wagering multiple of the reward; 0 = no betting task')),
});
export type VipLevelPrivileges = z.infer<typeof VipLevelPrivileges>;

export const VIP_UPGRADE_STATES = ['locked', 'claimable', 'claimed'] as const;

export const VipUpgrade = z.object({
  level: z.int(),
  reward: hundredths,
  wagerMulti: z.int(),
  /** locked: level not reached yet; claimable: reached and unpaid; claimed: paid. */
  state: z.enum(VIP_UPGRADE_STATES),
});
export type VipUpgrade = z.infer<typeof VipUpgrade>;

export const VipResponse = z.object({
  type: z.int(),
  vip: z.int().check(z.describe('the level, 0–11; never goes down')),
  tier: z.enum(VIP_TIERS).check(z.describe('tier badge of the level')),
  vipExperience: hundredths.check(z.describe('experience: valid bets (and deposits when configured), hundredths')),
  progress: z.number().check(z.describe('percent to the next level, 0–100, two decimals')),
  currentThreshold: hundredths,
  nextThreshold: hundredths.check(z.describe("the next level's money2; the current one at level 11")),
  toNext: hundredths.check(z.describe('experience still needed for the next level; 0 at level 11')),
  current: VipLevelPrivileges,
  next: z.nullable(VipLevelPrivileges).check(z.describe('null at level 11')),
  /** Every level 1–11 with an upgrade reward, lowest first. */
  upgrades: z.array(VipUpgrade),
  pending: z.int().check(z.describe('claimable upgrade rewards')),
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
