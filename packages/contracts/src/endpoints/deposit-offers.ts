// Deposit offers (docs/requirements/promotions.md#3-deposit-offers): the first-deposit tiers (/FirstCharge,
// activeFirstPay, 2203), the daily first deposit (/todaypay, 2206), the deposit treasure chest
// (/TreasureChest, goldVault, 2204), the recharge spin and spin again (/pxx, activeRound /
// activeRePunch, 2210 / 2211) and the New Year lucky draw (/NewYearLuckyDraw, Khel code 3003).
// Every call takes `type` 0 (read the offer) or 1 (claim / spin / draw) and answers with the
// offer's whole state, so a page re-renders from one reply. Rules are the config documents below.
// zod/mini: the player app imports it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { endpoint } from '../endpoint.ts';

// ---- Config documents (seeds in apps/server/seed/config) ----------------------------------------

const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const hundredths = z.int().check(z.minimum(0));
const positiveHundredths = z.int().check(z.positive());
/** A percentage with at most two decimals (5 = 5%, 12.5 = 12.5%). */
const percent = z
  .number()
  .check(
    z.positive(),
    z.maximum(1000),
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'at most two decimals'),
  );
const wagerMulti = intBetween(0, 1000);
/** A business day of Asia/Karachi, YYYY-MM-DD. */
const businessDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));


/** Five tiers 5%, 10%, 20%, 25%, 40% of the first deposit; tiers 2–5 need ×18, ×38, ×68, ×88 valid bets. */
export const FirstPayConf = z.object({
  enabled: z.boolean(),
  /** The tiers can be claimed until the end of this many days after the day of the first deposit. */
  windowDays: intBetween(1, 3650),
  tiers: z
    .array(
      z.object({
        id: intBetween(1, 5),
        percent,
        /** Valid bets needed since the first deposit, as a multiple of the first deposit (0 = none). */
        betMultiple: intBetween(0, 10_000),
        /** Largest reward of the tier in hundredths; 0 = no cap. */
        cap: hundredths,
        wagerMulti,
      }),
    )
    .check(
      z.length(5),
      z.refine((tiers) => tiers.every((tier, index) => tier.id === index + 1), 'tier ids 1..5 in order'),
    ),
});
export type FirstPayConf = z.infer<typeof FirstPayConf>;

export const DailyFirstPayConf = z.object({
  enabled: z.boolean(),
  /** Bonus = percent of the day's first credited deposit, at most cap. */
  percent,
  cap: positiveHundredths,
  /** The day's first deposit must be at least this much (hundredths). */
  minDeposit: hundredths,
  wagerMulti,
});
export type DailyFirstPayConf = z.infer<typeof DailyFirstPayConf>;

export const TreasureChestConf = z.object({
  enabled: z.boolean(),
  /** Chests open at cumulative deposits of the business week (Monday 00:00 to Sunday 24:00, Asia/Karachi). */
  chests: z
    .array(z.object({ id: intBetween(1, 99), threshold: positiveHundredths, reward: positiveHundredths }))
    .check(
      z.minLength(1),
      z.maxLength(12),
      z.refine((chests) => new Set(chests.map((c) => c.id)).size === chests.length, 'chest ids are unique'),
    ),
  wagerMulti,
});
export type TreasureChestConf = z.infer<typeof TreasureChestConf>;

const WheelSegment = z.object({ id: intBetween(1, 99), amount: positiveHundredths, weight: z.int().check(z.positive(), z.maximum(1_000_000)) });
const wheel = z
  .array(WheelSegment)
  .check(
    z.minLength(2),
    z.maxLength(16),
    z.refine((segments) => new Set(segments.map((s) => s.id)).size === segments.length, 'segment ids are unique'),
  );

export const RechargeSpinConf = z
  .object({
    enabled: z.boolean(),
    /** Deposits today of at least this much give the day's spin (hundredths). */
    minDeposit: positiveHundredths,
    /** Deposits today of at least this much give the spin again, after the first spin. */
    againDeposit: positiveHundredths,
    /** The wheel: each segment's chance is weight / sum of weights, the same for every player. */
    segments: wheel,
    wagerMulti,
  })
  .check(z.refine((conf) => conf.againDeposit > conf.minDeposit, 'againDeposit is above minDeposit'));
export type RechargeSpinConf = z.infer<typeof RechargeSpinConf>;

export const LuckyDrawConf = z
  .object({
    enabled: z.boolean(),
    /** First and last business day of the event (Asia/Karachi, inclusive). */
    firstDay: businessDate,
    lastDay: businessDate,
    /** One ticket per this much deposited during the event (hundredths). */
    ticketAmount: positiveHundredths,
    /** At most this many tickets per player over the event. */
    maxTickets: intBetween(1, 1000),
    prizes: wheel,
    wagerMulti,
  })
  .check(z.refine((conf) => conf.firstDay <= conf.lastDay, 'firstDay is not after lastDay'));
export type LuckyDrawConf = z.infer<typeof LuckyDrawConf>;

// ---- Requests -----------------------------------------------------------------------------------

export const OfferCallType = { read: 0, claim: 1 } as const;

/**
 * A digit string (`digits`) counts as its number. Classic zod's preprocess, which zod/mini lacks: the
 * same pipe, typed as classic types it so an optional `schema` leaves its request key optional.
 */
function digitsAsNumber<S extends core.$ZodType>(digits: RegExp, schema: S): core.$ZodPreprocess<S> {
  const toNumber = z.transform((value: unknown) => (typeof value === 'string' && digits.test(value) ? Number(value) : value));
  return z.pipe(toNumber, schema) as unknown as core.$ZodPreprocess<S>;
}

/** `type` 0 reads, 1 claims; it may arrive as a digit string. */
const callType = digitsAsNumber(/^\d$/, z.union([z.literal(0), z.literal(1)], { error: 'offerTypeInvalid' }));
const itemId = (message: 'firstDepositTierUnknown' | 'treasureChestUnknown') =>
  digitsAsNumber(/^\d{1,3}$/, z.optional(z.number({ error: message }).check(z.int(message))));

const SimpleRequest = z._default(z.object({ type: z._default(callType, 0) }), { type: 0 });

/** A segment of a wheel as the page shows it: chance = weight / total, in percent with two decimals. */
export const WheelSegmentView = z.object({ id: z.int(), amount: z.int(), weight: z.int(), chance: z.number() });
export type WheelSegmentView = z.infer<typeof WheelSegmentView>;

/** What a successful claim paid (hundredths); absent on a read. */
const received = z.optional(z.object({ amount: z.int(), segmentId: z.optional(z.int()) }));

// ---- First deposit: POST /usercenter/game/activeFirstPay ---------------------------------------

/** Tier states: 0 not reached, 1 claimable, 2 claimed, 3 expired/unavailable. */
export const TierState = { notReached: 0, claimable: 1, claimed: 2, expired: 3 } as const;

export const FirstPayTier = z.object({
  id: z.int(),
  state: z.int().check(z.describe('0 not reached, 1 claimable, 2 claimed, 3 expired')),
  rewardValue: z.int().check(z.describe('hundredths: percent of the first deposit (capped), or what was paid')),
  percent: z.number(),
  betMultiple: z.int(),
  /** Valid bets the tier needs since the first deposit, hundredths. */
  betRequired: z.int(),
  cap: z.int(),
  wagerMulti: z.int(),
});
export type FirstPayTier = z.infer<typeof FirstPayTier>;

export const FirstPayStatus = z.object({
  enabled: z.boolean(),
  payInfo: z.array(FirstPayTier),
  /** Total credited deposits, hundredths. */
  payValue: z.int(),
  /** The first credited deposit the tiers are a percentage of (0 before it). */
  firstPayValue: z.int(),
  firstPayDay: z.nullable(z.string()),
  /** Valid bets since the first deposit day began (hundredths). */
  validBet: z.int(),
  /** ISO instant the unclaimed tiers expire; null before the first deposit. */
  expiresAt: z.nullable(z.string()),
  windowDays: z.int(),
  received,
});
export type FirstPayStatus = z.infer<typeof FirstPayStatus>;

export const activeFirstPay = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeFirstPay',
  auth: true,
  summary: 'First-deposit tiers: type 0 the five tiers with their states; type 1 with id claims that tier (reward source 2203)',
  request: z._default(z.object({ type: z._default(callType, 0), id: itemId('firstDepositTierUnknown') }), { type: 0 }),
  response: FirstPayStatus,
});

// ---- Daily first deposit: POST /usercenter/game/activeDailyFirstPay ----------------------------

export const DailyFirstPayStatus = z.object({
  enabled: z.boolean(),
  /** Today's business day (Asia/Karachi). */
  day: z.string(),
  /** ISO instant today ends (the bonus must be claimed before). */
  endsAt: z.string(),
  /** Today's first credited deposit, hundredths (0 when none yet). */
  firstDeposit: z.int(),
  /** What that deposit earns (0 when none or below the minimum). */
  bonus: z.int(),
  state: z.int().check(z.describe('0 not reached, 1 claimable, 2 claimed')),
  percent: z.number(),
  cap: z.int(),
  minDeposit: z.int(),
  wagerMulti: z.int(),
  received,
});
export type DailyFirstPayStatus = z.infer<typeof DailyFirstPayStatus>;

export const activeDailyFirstPay = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeDailyFirstPay',
  auth: true,
  summary: "Daily first deposit (/todaypay): type 0 today's state; type 1 claims the bonus on today's first deposit (reward source 2206)",
  request: SimpleRequest,
  response: DailyFirstPayStatus,
});

// ---- Treasure chest: POST /usercenter/game/goldVault --------------------------------------------

export const TreasureChestStatus = z.object({
  enabled: z.boolean(),
  /** The business week: Monday and Sunday (Asia/Karachi). */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** ISO instant the week (and its unclaimed chests) ends. */
  endsAt: z.string(),
  /** Credited deposits this week, hundredths. */
  deposited: z.int(),
  chests: z.array(
    z.object({
      id: z.int(),
      threshold: z.int(),
      reward: z.int(),
      state: z.int().check(z.describe('0 locked, 1 claimable, 2 claimed')),
    }),
  ),
  wagerMulti: z.int(),
  received,
});
export type TreasureChestStatus = z.infer<typeof TreasureChestStatus>;

export const goldVault = endpoint({
  method: 'POST',
  path: '/usercenter/game/goldVault',
  auth: true,
  summary: "Deposit treasure chest: type 0 this week's chests; type 1 with id opens that chest (reward source 2204)",
  request: z._default(z.object({ type: z._default(callType, 0), id: itemId('treasureChestUnknown') }), { type: 0 }),
  response: TreasureChestStatus,
});

// ---- Recharge spin: POST /usercenter/game/activeRound and /activeRePunch ------------------------

export const SpinView = z.object({
  /** Deposits today needed for this spin, hundredths. */
  required: z.int(),
  state: z.int().check(z.describe('0 not reached (deposit more / spin first), 1 ready, 2 used today')),
  /** The segment drawn today, once used. */
  segmentId: z.nullable(z.int()),
  amount: z.int(),
});

export const RechargeSpinStatus = z.object({
  enabled: z.boolean(),
  day: z.string(),
  endsAt: z.string(),
  /** Credited deposits today, hundredths. */
  deposited: z.int(),
  segments: z.array(WheelSegmentView),
  spin: SpinView,
  again: SpinView,
  wagerMulti: z.int(),
  received,
});
export type RechargeSpinStatus = z.infer<typeof RechargeSpinStatus>;

export const activeRound = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeRound',
  auth: true,
  summary: "Recharge spin (/pxx): type 0 the wheel and today's spins; type 1 spins once a day after the deposit (reward source 2210)",
  request: SimpleRequest,
  response: RechargeSpinStatus,
});

export const activeRePunch = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeRePunch',
  auth: true,
  summary: 'Recharge spin again: type 0 as activeRound; type 1 spins again once today deposits reach the second amount (reward source 2211)',
  request: SimpleRequest,
  response: RechargeSpinStatus,
});

// ---- New Year lucky draw: POST /usercenter/game/activeLuckyDraw ---------------------------------

export const LuckyDrawStatus = z.object({
  enabled: z.boolean(),
  phase: z.enum(['upcoming', 'open', 'ended']),
  firstDay: z.string(),
  lastDay: z.string(),
  /** ISO instants the event starts and ends. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Credited deposits during the event, hundredths. */
  deposited: z.int(),
  ticketAmount: z.int(),
  maxTickets: z.int(),
  ticketsEarned: z.int(),
  ticketsLeft: z.int(),
  prizes: z.array(WheelSegmentView),
  draws: z.array(z.object({ ticket: z.int(), prizeId: z.int(), amount: z.int(), at: z.string() })),
  wagerMulti: z.int(),
  received,
});
export type LuckyDrawStatus = z.infer<typeof LuckyDrawStatus>;

export const activeLuckyDraw = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeLuckyDraw',
  auth: true,
  summary: 'New Year lucky draw: type 0 the event, tickets and prize odds; type 1 uses one ticket to draw a prize (ledger reason 3003)',
  request: SimpleRequest,
  response: LuckyDrawStatus,
});
