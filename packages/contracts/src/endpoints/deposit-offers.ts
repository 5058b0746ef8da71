// Deposit offers (issue #5; spec §2, §3, §4, §7, §9): the first-deposit tiers (/FirstCharge,
// activeFirstPay, 2203), the daily first deposit (/todaypay, 2206), the deposit treasure chest
// (/TreasureChest, goldVault, 2204), the recharge spin and spin again (/pxx, activeRound /
// activeRePunch, 2210 / 2211) and the New Year lucky draw (/NewYearLuckyDraw, Khel code 3003).
// Every call takes `type` 0 (read the offer) or 1 (claim / spin / draw) and answers with the
// offer's whole state, so a page re-renders from one reply. Rules are the config documents below.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

// ---- Config documents (seeds in apps/server/seed/config) ----------------------------------------

const hundredths = z.number().int().min(0);
const positiveHundredths = z.number().int().positive();
/** A percentage with at most two decimals (5 = 5%, 12.5 = 12.5%). */
const percent = z
  .number()
  .positive()
  .max(1000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'at most two decimals');
const wagerMulti = z.number().int().min(0).max(1000);
/** A business day of Asia/Karachi, YYYY-MM-DD. */
const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Spec §3/§9: five tiers 5%, 10%, 20%, 25%, 40% of the first deposit; tiers 2–5 need ×18, ×38, ×68, ×88 valid bets. */
export const FirstPayConf = z.object({
  enabled: z.boolean(),
  /** The tiers can be claimed until the end of this many days after the day of the first deposit. */
  windowDays: z.number().int().min(1).max(3650),
  tiers: z
    .array(
      z.object({
        id: z.number().int().min(1).max(5),
        percent,
        /** Valid bets needed since the first deposit, as a multiple of the first deposit (0 = none). */
        betMultiple: z.number().int().min(0).max(10_000),
        /** Largest reward of the tier in hundredths; 0 = no cap. */
        cap: hundredths,
        wagerMulti,
      }),
    )
    .length(5)
    .refine((tiers) => tiers.every((tier, index) => tier.id === index + 1), 'tier ids 1..5 in order'),
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
    .array(z.object({ id: z.number().int().min(1).max(99), threshold: positiveHundredths, reward: positiveHundredths }))
    .min(1)
    .max(12)
    .refine((chests) => new Set(chests.map((c) => c.id)).size === chests.length, 'chest ids are unique'),
  wagerMulti,
});
export type TreasureChestConf = z.infer<typeof TreasureChestConf>;

const WheelSegment = z.object({ id: z.number().int().min(1).max(99), amount: positiveHundredths, weight: z.number().int().positive().max(1_000_000) });
const wheel = z
  .array(WheelSegment)
  .min(2)
  .max(16)
  .refine((segments) => new Set(segments.map((s) => s.id)).size === segments.length, 'segment ids are unique');

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
  .refine((conf) => conf.againDeposit > conf.minDeposit, 'againDeposit is above minDeposit');
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
    maxTickets: z.number().int().min(1).max(1000),
    prizes: wheel,
    wagerMulti,
  })
  .refine((conf) => conf.firstDay <= conf.lastDay, 'firstDay is not after lastDay');
export type LuckyDrawConf = z.infer<typeof LuckyDrawConf>;

// ---- Requests -----------------------------------------------------------------------------------

export const OfferCallType = { read: 0, claim: 1 } as const;

/** `type` 0 reads, 1 claims; it may arrive as a digit string. */
const callType = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
  z.union([z.literal(0), z.literal(1)], { error: 'offerTypeInvalid' }),
);
const itemId = (message: 'firstDepositTierUnknown' | 'treasureChestUnknown') =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).optional(),
  );

const SimpleRequest = z.object({ type: callType.default(0) }).default({ type: 0 });

/** A segment of a wheel as the page shows it: chance = weight / total, in percent with two decimals. */
export const WheelSegmentView = z.object({ id: z.number().int(), amount: z.number().int(), weight: z.number().int(), chance: z.number() });
export type WheelSegmentView = z.infer<typeof WheelSegmentView>;

/** What a successful claim paid (hundredths); absent on a read. */
const received = z.object({ amount: z.number().int(), segmentId: z.number().int().optional() }).optional();

// ---- First deposit: POST /usercenter/game/activeFirstPay ---------------------------------------

/** Spec §4: 0 not reached, 1 claimable, 2 claimed, 3 expired/unavailable. */
export const TierState = { notReached: 0, claimable: 1, claimed: 2, expired: 3 } as const;

export const FirstPayTier = z.object({
  id: z.number().int(),
  state: z.number().int().describe('0 not reached, 1 claimable, 2 claimed, 3 expired'),
  rewardValue: z.number().int().describe('hundredths: percent of the first deposit (capped), or what was paid'),
  percent: z.number(),
  betMultiple: z.number().int(),
  /** Valid bets the tier needs since the first deposit, hundredths. */
  betRequired: z.number().int(),
  cap: z.number().int(),
  wagerMulti: z.number().int(),
});
export type FirstPayTier = z.infer<typeof FirstPayTier>;

export const FirstPayStatus = z.object({
  enabled: z.boolean(),
  payInfo: z.array(FirstPayTier),
  /** Spec §3: total credited deposits, hundredths. */
  payValue: z.number().int(),
  /** The first credited deposit the tiers are a percentage of (0 before it). */
  firstPayValue: z.number().int(),
  firstPayDay: z.string().nullable(),
  /** Valid bets since the first deposit day began (hundredths). */
  validBet: z.number().int(),
  /** ISO instant the unclaimed tiers expire; null before the first deposit. */
  expiresAt: z.string().nullable(),
  windowDays: z.number().int(),
  received,
});
export type FirstPayStatus = z.infer<typeof FirstPayStatus>;

export const activeFirstPay = endpoint({
  method: 'POST',
  path: '/usercenter/game/activeFirstPay',
  auth: true,
  summary: 'First-deposit tiers (spec §3/§4): type 0 the five tiers with their states; type 1 with id claims that tier (reward source 2203)',
  request: z.object({ type: callType.default(0), id: itemId('firstDepositTierUnknown') }).default({ type: 0 }),
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
  firstDeposit: z.number().int(),
  /** What that deposit earns (0 when none or below the minimum). */
  bonus: z.number().int(),
  state: z.number().int().describe('0 not reached, 1 claimable, 2 claimed'),
  percent: z.number(),
  cap: z.number().int(),
  minDeposit: z.number().int(),
  wagerMulti: z.number().int(),
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
  deposited: z.number().int(),
  chests: z.array(
    z.object({
      id: z.number().int(),
      threshold: z.number().int(),
      reward: z.number().int(),
      state: z.number().int().describe('0 locked, 1 claimable, 2 claimed'),
    }),
  ),
  wagerMulti: z.number().int(),
  received,
});
export type TreasureChestStatus = z.infer<typeof TreasureChestStatus>;

export const goldVault = endpoint({
  method: 'POST',
  path: '/usercenter/game/goldVault',
  auth: true,
  summary: "Deposit treasure chest: type 0 this week's chests; type 1 with id opens that chest (reward source 2204)",
  request: z.object({ type: callType.default(0), id: itemId('treasureChestUnknown') }).default({ type: 0 }),
  response: TreasureChestStatus,
});

// ---- Recharge spin: POST /usercenter/game/activeRound and /activeRePunch ------------------------

export const SpinView = z.object({
  /** Deposits today needed for this spin, hundredths. */
  required: z.number().int(),
  state: z.number().int().describe('0 not reached (deposit more / spin first), 1 ready, 2 used today'),
  /** The segment drawn today, once used. */
  segmentId: z.number().int().nullable(),
  amount: z.number().int(),
});

export const RechargeSpinStatus = z.object({
  enabled: z.boolean(),
  day: z.string(),
  endsAt: z.string(),
  /** Credited deposits today, hundredths. */
  deposited: z.number().int(),
  segments: z.array(WheelSegmentView),
  spin: SpinView,
  again: SpinView,
  wagerMulti: z.number().int(),
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
  deposited: z.number().int(),
  ticketAmount: z.number().int(),
  maxTickets: z.number().int(),
  ticketsEarned: z.number().int(),
  ticketsLeft: z.number().int(),
  prizes: z.array(WheelSegmentView),
  draws: z.array(z.object({ ticket: z.number().int(), prizeId: z.number().int(), amount: z.number().int(), at: z.string() })),
  wagerMulti: z.number().int(),
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
