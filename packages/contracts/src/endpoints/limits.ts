// Loss, wager and session-time limits, beside deposit limits (payments.ts). Loss
// and wager limits are hundredths per Asia/Karachi day, week (from Monday) or month; the session
// limit is minutes per login session. A stricter limit applies at once, a looser one (or a removal)
// after 24 hours (limit-change.ts).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { LIMIT_PERIODS } from './payments.ts';

export const PLAY_LIMIT_KINDS = ['loss', 'wager', 'session'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
export const PLAY_LIMIT_PERIODS = [...LIMIT_PERIODS, 'session'] as const;
export type PlayLimitPeriod = (typeof PLAY_LIMIT_PERIODS)[number];
/** Session limit bounds, minutes: at least 5, at most a day. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;
/** Loss and wager limits: ₨0.00 … ₨99,999,999.99, hundredths. */
export const MAX_PLAY_LIMIT = 9_999_999_999;

const limitValue = z.nullable(z.int().check(z.minimum(0, 'invalidRequest'), z.maximum(MAX_PLAY_LIMIT, 'invalidRequest')));

export const PlayLimit = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  /** In force now: hundredths (loss, wager) or minutes (session); null = no limit. */
  amount: limitValue,
  /** Used so far: net loss or stakes of the period (hundredths), minutes of this login session. */
  used: z.int(),
  /** A raise (or removal) waiting out its 24 hours. */
  pending: z.nullable(z.object({ amount: limitValue, effectiveAt: z.string() })),
});
export type PlayLimit = z.infer<typeof PlayLimit>;

export const PlayLimitsResponse = z.object({ limits: z.array(PlayLimit) });

export const playLimits = endpoint({
  method: 'POST',
  path: '/usercenter/game/playLimits',
  auth: true,
  summary: "The player's loss, wager (daily, weekly, monthly) and session-time limits with what is used",
  request: z._default(z.object({}), {}),
  response: PlayLimitsResponse,
});

/** The server also requires period 'session' exactly for kind 'session', and 5–1440 minutes (1843). */
export const SetPlayLimitRequest = z.object({
  kind: z.enum(PLAY_LIMIT_KINDS, { error: 'invalidRequest' }),
  period: z.enum(PLAY_LIMIT_PERIODS, { error: 'invalidRequest' }),
  amount: limitValue,
});

export const setPlayLimit = endpoint({
  method: 'POST',
  path: '/usercenter/game/setPlayLimit',
  auth: true,
  summary: 'Set a loss or wager limit (hundredths) or the session-time limit (minutes); null removes it. Stricter applies at once, looser after 24 h',
  request: SetPlayLimitRequest,
  response: PlayLimitsResponse,
});
