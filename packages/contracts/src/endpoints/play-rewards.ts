// Play rewards (docs/requirements/promotions.md#5-play-rewards): online rewards (/OnlineRewards, playerOnline, the
// minimised red packet), the loss rebate (/loss, activeLoseMoney, GameParamConf activeLoseMoney,
// 2208), the daily gift (activeDailyGift, 2202) and the new-user red packet (2207). Every call
// answers with the offer's whole state, so a page re-renders from one reply. The rules are the
// config documents below (OnlineRewardConf, DailyGiftConf, NewUserRedPacketConf and the
// activeLoseMoney entry of GameParamConf). zod/mini: the player app's first screen loads it
// (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

// ---- Config documents (seeds in apps/server/seed/config) ----------------------------------------

const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const nonNegativeInt = z.int().check(z.minimum(0));

const positiveHundredths = z.int().check(z.positive(), z.maximum(1_000_000_000));
const wagerMulti = intBetween(0, 1000);
/** A percentage with at most two decimals (5 = 5%, 12.5 = 12.5%). */
const percent = z
  .number()
  .check(
    z.positive(),
    z.maximum(100),
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'at most two decimals'),
  );
const uniqueIds = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id)).size === items.length;

/**
 * Online rewards: minutes online in one business day (Asia/Karachi) unlock tiers, each claimable
 * once that day. Tier ids are their position (1 = first). The app reports presence every
 * `heartbeatSeconds`; the server credits at most the real time since the previous report and at
 * most `heartbeatCapSeconds` per report.
 */
export const OnlineRewardConf = z.object({
  enabled: z.boolean(),
  heartbeatSeconds: intBetween(5, 300),
  heartbeatCapSeconds: intBetween(1, 600),
  wagerMulti,
  tiers: z
    .array(z.object({ minutes: intBetween(1, 1440), amount: positiveHundredths }))
    .check(
      z.minLength(1),
      z.maxLength(12),
      z.refine((tiers) => tiers.every((tier, i) => i === 0 || tier.minutes > tiers[i - 1]!.minutes), 'minutes ascending'),
    ),
});
export type OnlineRewardConf = z.infer<typeof OnlineRewardConf>;

/**
 * The loss rebate (GameParamConf's activeLoseMoney entry): a business day's net loss from settled
 * play (stakes − wins) of at least `minLoss` earns `percent` of it (rounded down, at most `cap`),
 * claimable from the next day for `claimDays` days, once per lost day.
 */
export const LossRebateConf = z.object({
  enabled: z.boolean(),
  minLoss: positiveHundredths,
  percent,
  cap: positiveHundredths,
  claimDays: intBetween(1, 30),
  wagerMulti,
});
export type LossRebateConf = z.infer<typeof LossRebateConf>;

/** The daily gift: each gift needs the day's valid bets ≥ validBet and is claimable once a day. */
export const DailyGiftConf = z.object({
  enabled: z.boolean(),
  wagerMulti,
  gifts: z
    .array(z.object({ id: intBetween(1, 99), validBet: nonNegativeInt, amount: positiveHundredths }))
    .check(z.minLength(1), z.maxLength(12), z.refine(uniqueIds, 'gift ids are unique')),
});
export type DailyGiftConf = z.infer<typeof DailyGiftConf>;

/** The new-user red packet: once, within `days` × 24 hours of registration. */
export const NewUserRedPacketConf = z.object({
  enabled: z.boolean(),
  amount: positiveHundredths,
  days: intBetween(1, 365),
  wagerMulti,
});
export type NewUserRedPacketConf = z.infer<typeof NewUserRedPacketConf>;

// ---- Requests -----------------------------------------------------------------------------------

const itemId = z
  .number({ error: 'playRewardIdInvalid' })
  .check(z.int('playRewardIdInvalid'), z.minimum(1, 'playRewardIdInvalid'), z.maximum(999, 'playRewardIdInvalid'));
const offerCall = z.union([z.literal(0), z.literal(1)], { error: 'playRewardTypeInvalid' });

/** Item states of every list: 0 not reached, 1 claimable, 2 claimed, 3 expired. */
export const ItemState = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ItemState = z.infer<typeof ItemState>;

/** playerOnline type: 0 status (and pool), 1 heartbeat, 2 claim the tier `id`. */
export const OnlineCall = { status: 0, heartbeat: 1, claim: 2 } as const;

export const OnlineStatus = z.object({
  enabled: z.boolean(),
  /** The business day (Asia/Karachi) the time counts for. */
  day: z.string(),
  /** Seconds online today (rounded down). */
  seconds: nonNegativeInt,
  /** Seconds this call credited (heartbeats only; 0 otherwise). */
  credited: nonNegativeInt,
  /** Seconds online still needed for the next locked tier; null when none is left. */
  nextTierSeconds: z.nullable(nonNegativeInt),
  /** Hundredths still to receive today: every tier not yet claimed. */
  pool: nonNegativeInt,
  /** Hundredths claimable right now. */
  claimable: nonNegativeInt,
  heartbeatSeconds: z.int(),
  heartbeatCapSeconds: z.int(),
  wagerMulti: z.int(),
  tiers: z.array(z.object({ id: z.int(), minutes: z.int(), amount: z.int(), state: ItemState })),
  /** Paid by this call (claims), hundredths. */
  amount: nonNegativeInt,
});
export type OnlineStatus = z.infer<typeof OnlineStatus>;

export const playerOnline = endpoint({
  method: 'POST',
  path: '/usercenter/game/playerOnline',
  auth: true,
  summary:
    'Online rewards: type 0 status and pool, 1 heartbeat (the client `time` is ignored: the server credits at most the real time since the previous heartbeat, capped), 2 claim tier `id`',
  request: z._default(
    z.object({
      type: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'playRewardTypeInvalid' }), 0),
      /** The client's clock (a published field); informational only. */
      time: z.optional(z.union([z.number(), z.string()])),
      id: z.optional(itemId),
    }),
    { type: 0 },
  ),
  response: OnlineStatus,
});

export const LossRebateStatus = z.object({
  enabled: z.boolean(),
  /** 1 a rebate can be claimed, 2 every rebate in the window is claimed, 0 nothing to claim. */
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rule: z.object({ minLoss: z.int(), percent: z.number(), cap: z.int(), claimDays: z.int(), wagerMulti: z.int() }),
  /** Today so far: its rebate becomes claimable tomorrow. */
  today: z.object({ day: z.string(), loss: z.int(), amount: z.int() }),
  /** The days whose rebate is in the claim window, newest first. */
  days: z.array(z.object({ day: z.string(), loss: z.int(), amount: z.int(), state: ItemState, lastDay: z.string() })),
  /** Paid by this call, hundredths. */
  amount: nonNegativeInt,
});
export type LossRebateStatus = z.infer<typeof LossRebateStatus>;

export const activeLoseMoney = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeLoseMoney',
  auth: true,
  summary: 'Loss rebate: type 0 status, 1 claim the rebate of `day` (YYYY-MM-DD), or of every claimable day when no day is given',
  request: z._default(
    z.object({
      type: z._default(offerCall, 0),
      day: z.optional(z.string({ error: 'lossRebateDayInvalid' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'lossRebateDayInvalid'))),
    }),
    { type: 0 },
  ),
  response: LossRebateStatus,
});

export const DailyGiftStatus = z.object({
  enabled: z.boolean(),
  day: z.string(),
  /** Valid bets today, hundredths. */
  validBet: nonNegativeInt,
  wagerMulti: z.int(),
  data: z.array(z.object({ id: z.int(), validBet: z.int(), amount: z.int(), state: ItemState })),
  amount: nonNegativeInt,
});
export type DailyGiftStatus = z.infer<typeof DailyGiftStatus>;

export const activeDailyGift = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeDailyGift',
  auth: true,
  summary: "Daily gift: type 0 the gifts with their state, 1 claim gift `id` (today's valid bets must reach its threshold)",
  request: z._default(z.object({ type: z._default(offerCall, 0), id: z.optional(itemId) }), { type: 0 }),
  response: DailyGiftStatus,
});

export const NewUserRedPacketStatus = z.object({
  enabled: z.boolean(),
  /** 1 claimable, 2 claimed, 3 expired (the window after registration is over). */
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  reward: z.int(),
  days: z.int(),
  wagerMulti: z.int(),
  /** ISO 8601 instant the packet can no longer be claimed. */
  expiresAt: z.string(),
  amount: nonNegativeInt,
});
export type NewUserRedPacketStatus = z.infer<typeof NewUserRedPacketStatus>;

export const activeNewUserRedPacket = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeNewUserRedPacket',
  auth: true,
  summary: 'New-user red packet (the requirements show no call for it): type 0 status, 1 claim (once, within the configured days after registration)',
  request: z._default(z.object({ type: z._default(offerCall, 0) }), { type: 0 }),
  response: NewUserRedPacketStatus,
});
