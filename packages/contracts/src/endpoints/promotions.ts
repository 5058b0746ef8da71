// Promotions: the daily sign-in (docs/requirements/promotions.md#2-daily-sign-in; activeLogin), gift codes (activeGiftCode)
// and the bind-phone / bind-bank-card rewards. Rules and decisions:
// apps/server/src/features/promotions/README.md. zod/mini: the player app imports it
// (docs/architecture/overview.md#known-traps); the operator's gift-code schemas are in admin/promotions.ts.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { typeAsNumber } from '../rules.ts';

// ---- daily sign-in ----------------------------------------------------------------------------

export const SIGN_IN_DAYS = 7;

/** Sign states: 0 can claim today, 2 signed today, 3 today's day needs a higher VIP level. */
export const SignState = { canClaim: 0, signed: 2, needsVip: 3 } as const;


export const ActiveLoginRequest = typeAsNumber(
  z.object({ type: z._default(z.union([z.literal(0), z.literal(1)], { error: 'invalidRequest' }), 0) }, { error: 'invalidRequest' }),
);

export const SignInDay = z.object({
  day: z.int().check(z.describe('1 … 7')),
  vip: z.int().check(z.describe('required VIP level')),
  num: z.int().check(z.describe('reward, hundredths')),
  signed: z.boolean().check(z.describe('already signed this week')),
});
export type SignInDay = z.infer<typeof SignInDay>;

export const ActiveLoginResponse = z.object({
  sign: z.union([z.literal(0), z.literal(2), z.literal(3)]).check(z.describe('0 can claim, 2 signed today, 3 needs a VIP upgrade')),
  curDay: z.int().check(z.describe('the day of the weekly streak claimed today (sign 2) or claimable today (0, 3)')),
  vip: z.int().check(z.describe("the player's VIP level")),
  days: z.array(SignInDay),
  /** The reward list whose first item has num (today's reward; after a claim, what was paid). */
  reward: z.array(z.object({ num: z.int(), type: z.int() })),
  wagerMulti: z.int().check(z.describe('wagering multiple of today’s reward')),
  /** The player's balance after the call, hundredths. */
  gold: z.int(),
});
export type ActiveLoginResponse = z.infer<typeof ActiveLoginResponse>;

export const activeLogin = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeLogin',
  auth: true,
  summary: 'Daily sign-in: type 0 status, type 1 claim today (one claim per Asia/Karachi day; the streak resets on Monday)',
  request: ActiveLoginRequest,
  response: ActiveLoginResponse,
});

// ---- gift codes -------------------------------------------------------------------------------

/** Codes are stored upper-case; players may type them in any case, with spaces around. */
export const GIFT_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;
export const normaliseGiftCode = (code: string) => code.trim().toUpperCase();

/** Any text: the server answers 'Please enter a gift code' (1621) when empty, else unknown/… (1622–1625). */
export const ActiveGiftCodeRequest = z.object({ code: z._default(z.string({ error: 'giftCodeRequired' }), '') }, { error: 'giftCodeRequired' });

export const ActiveGiftCodeResponse = z.object({
  code: z.string().check(z.describe('the normalised code')),
  num: z.int().check(z.describe('amount received, hundredths')),
  wagerMulti: z.int(),
  gold: z.int().check(z.describe('balance after, hundredths')),
});
export type ActiveGiftCodeResponse = z.infer<typeof ActiveGiftCodeResponse>;

export const activeGiftCode = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeGiftCode',
  auth: true,
  summary: 'Redeem a gift code (case-insensitive; once per player; attempts are rate-limited)',
  request: ActiveGiftCodeRequest,
  response: ActiveGiftCodeResponse,
});

// ---- bind rewards -----------------------------------------------------------------------------

export const BIND_REWARD_KINDS = ['phone', 'bankCard'] as const;
export type BindRewardKind = (typeof BIND_REWARD_KINDS)[number];

/** Operator config: the reward (hundredths; 0 switches it off) and its wagering multiple. */
const BindRewardRule = z.object({ amount: z.int().check(z.minimum(0)), multi: z.int().check(z.minimum(0), z.maximum(100)) });
export const BindRewardConf = z.object({ phone: BindRewardRule, bankCard: BindRewardRule });
export type BindRewardConf = z.infer<typeof BindRewardConf>;

/** 0 not bound yet, 1 claimable, 2 claimed, 3 switched off. */
export const BindRewardState = { notBound: 0, claimable: 1, claimed: 2, off: 3 } as const;

export const BindRewardsRequest = typeAsNumber(
  z.discriminatedUnion(
    'type',
    [z.object({ type: z.literal(0) }), z.object({ type: z.literal(1), kind: z.enum(BIND_REWARD_KINDS, { error: 'invalidRequest' }) })],
    { error: 'invalidRequest' },
  ),
);

export const BindRewardItem = z.object({
  kind: z.enum(BIND_REWARD_KINDS),
  num: z.int().check(z.describe('reward, hundredths')),
  wagerMulti: z.int(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).check(z.describe('0 not bound, 1 claimable, 2 claimed, 3 off')),
});
export type BindRewardItem = z.infer<typeof BindRewardItem>;

export const BindRewardsResponse = z.object({
  items: z.array(BindRewardItem),
  /** What this call paid (type 1), hundredths; 0 for the status. */
  received: z.int(),
  gold: z.int(),
});
export type BindRewardsResponse = z.infer<typeof BindRewardsResponse>;

export const bindRewards = endpoint({
  method: 'POST',
  path: '/usercenter/game/bindReward',
  auth: true,
  summary: 'Bind-phone (1021) and bind-bank-card (1047) rewards: type 0 status, type 1 claim kind (once each)',
  request: BindRewardsRequest,
  response: BindRewardsResponse,
});
