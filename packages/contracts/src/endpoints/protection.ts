// Player protection (docs/requirements/protection.md): time-out and self-exclusion. Both block play,
// deposits and bonuses; withdrawing the balance stays possible. Neither can be ended early by
// the player; a new one may only end later than the one in force.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { enteredPassword } from '../rules.ts';

const Empty = () => z._default(z.object({}), {});

export const TIMEOUT_PERIODS = ['24h', '7d', '30d'] as const;
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
/** Six months to five years. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '3y', '5y', 'indefinite'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
/** operator_exclusion: imposed by an operator with a reason, until two operators lift it. */
export const RESTRICTION_KINDS = ['timeout', 'self_exclusion', 'operator_exclusion'] as const;
/**
 * active: within its period. awaitingReturn: a self-exclusion whose period ended; it holds until the
 * player asks to come back (requestReturn). coolingOff: asked; the account reopens at reopensAt (24 h).
 */
export const RESTRICTION_STATES = ['active', 'awaitingReturn', 'coolingOff'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

export const ProtectionStatus = z.object({
  /** The restriction in force now (the one ending last), or null. */
  restriction: z.nullable(
    z.object({
      kind: z.enum(RESTRICTION_KINDS),
      period: z.enum([...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
      startsAt: z.string().check(z.describe('ISO 8601 instant')),
      endsAt: z.nullable(z.string().check(z.describe('ISO 8601 instant: the period ends; null = no end date (indefinite, operator)'))),
      state: z.enum(RESTRICTION_STATES),
      reopensAt: z.nullable(z.string().check(z.describe('ISO 8601 instant: the account reopens (coolingOff only)'))),
      /** When the player may ask to come back (self-exclusions; an indefinite one after 6 months). */
      returnFrom: z.nullable(z.string()),
    }),
  ),
});
export type ProtectionStatus = z.infer<typeof ProtectionStatus>;

export const protectionStatus = endpoint({
  method: 'POST',
  path: '/usercenter/game/protectionStatus',
  auth: true,
  summary: "The player's time-out or self-exclusion in force, if any",
  request: Empty(),
  response: ProtectionStatus,
});

export const startTimeOut = endpoint({
  method: 'POST',
  path: '/usercenter/game/startTimeOut',
  auth: true,
  summary: 'Start a time-out (24 hours, 7 days or 30 days): no play, deposits or bonuses until it ends; cannot be ended early',
  request: z.object({ period: z.enum(TIMEOUT_PERIODS, { error: 'invalidRequest' }) }),
  response: ProtectionStatus,
});

export const selfExclude = endpoint({
  method: 'POST',
  path: '/usercenter/game/selfExclude',
  auth: true,
  summary:
    'Self-exclude (6 months, 1, 2, 3 or 5 years, or indefinitely; needs the password): no play, deposits or bonuses on any account of the person; unfinished bonuses are forfeited; never ends by itself',
  request: z.object({
    period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'invalidRequest' }),
    password: enteredPassword('passwordRequired'),
  }),
  response: ProtectionStatus,
});

export const requestReturn = endpoint({
  method: 'POST',
  path: '/usercenter/game/requestReturn',
  auth: true,
  summary: 'Ask to come back after a self-exclusion period ended: the account reopens after a 24-hour cooling-off',
  request: Empty(),
  response: ProtectionStatus,
});

/**
 * Reality check: every `intervalMinutes` of a login session the app shows how long the
 * session has lasted and its net result (wins − stakes of the rounds settled since it began).
 * The interval is the player's choice among the operator's `choices`, else `defaultMinutes`; 0 =
 * off, only when the operator offers it.
 */
export const RealityCheck = z.object({
  intervalMinutes: z.int(),
  defaultMinutes: z.int(),
  choices: z.array(z.int()),
  sessionStartedAt: z.string().check(z.describe('ISO 8601 instant: this login')),
  elapsedMinutes: z.int(),
  rounds: z.int(),
  staked: z.int(),
  won: z.int(),
  /** won − staked, hundredths (negative: a loss). */
  net: z.int(),
});
export type RealityCheck = z.infer<typeof RealityCheck>;

export const realityCheck = endpoint({
  method: 'POST',
  path: '/usercenter/game/realityCheck',
  auth: true,
  summary: "This session's time and net result, and the player's reality-check interval",
  request: Empty(),
  response: RealityCheck,
});

export const setRealityCheck = endpoint({
  method: 'POST',
  path: '/usercenter/game/setRealityCheck',
  auth: true,
  summary: 'Choose the reality-check interval in minutes (one of the choices offered)',
  request: z.object({ intervalMinutes: z.int({ error: 'realityCheckInterval' }).check(z.minimum(0), z.maximum(1440)) }),
  response: RealityCheck,
});
