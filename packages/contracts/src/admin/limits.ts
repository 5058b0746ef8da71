// Player limits in the console: view a player's deposit, loss, wager and
// session-time limits; set one (stricter applies at once); raise or remove one only with a reason
// and a second operator's approval (not the requester; the database refuses it too).
import { z } from 'zod';
import { MAX_PLAY_LIMIT, PLAY_LIMIT_KINDS, PLAY_LIMIT_PERIODS } from '../endpoints/limits.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Id } from './integers.ts';
import { Instant } from './keyset.ts';

export const OPERATOR_LIMIT_KINDS = ['deposit', ...PLAY_LIMIT_KINDS] as const;
export type OperatorLimitKind = (typeof OPERATOR_LIMIT_KINDS)[number];
export const LIFT_STATES = ['pending', 'approved', 'rejected'] as const;

const Amount = z.number().int().min(0).max(MAX_PLAY_LIMIT).nullable();

export const OperatorLimit = z.object({
  kind: z.enum(OPERATOR_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  /** Hundredths (deposit, loss, wager) or minutes (session); null = none. */
  amount: Amount,
  used: z.number().int(),
  pending: z.object({ amount: Amount, effectiveAt: Instant }).nullable(),
});

export const LimitLift = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  kind: z.enum(OPERATOR_LIMIT_KINDS),
  period: z.enum(PLAY_LIMIT_PERIODS),
  amount: Amount,
  reason: z.string(),
  state: z.enum(LIFT_STATES),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: Instant,
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: Instant.nullable(),
  decisionNote: z.string(),
});
export type LimitLift = z.infer<typeof LimitLift>;

export const PlayerLimits = z.object({ limits: z.array(OperatorLimit), lifts: z.array(LimitLift) });
export type PlayerLimits = z.infer<typeof PlayerLimits>;

export const playerLimits = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players/:id/limits',
  permission: 'players.read',
  summary: "A player's deposit, loss, wager and session-time limits (in force, used, pending) and the latest limit requests",
  request: z.object({ id: Id }),
  response: PlayerLimits,
});

export const setPlayerLimit = adminEndpoint({
  method: 'POST',
  path: '/admin/api/players/:id/limits',
  permission: 'limits.manage',
  summary:
    'Set a limit with a reason: a stricter one (lower, or a first one) applies at once; a raise or removal (amount null) ' +
    'waits for a second operator (the answer holds the request)',
  request: z.object({
    id: Id,
    kind: z.enum(OPERATOR_LIMIT_KINDS),
    period: z.enum(PLAY_LIMIT_PERIODS),
    amount: Amount,
    reason: z.string().trim().min(3).max(500),
  }),
  response: z.object({ applied: z.boolean(), lift: LimitLift.nullable(), limits: PlayerLimits }),
});

export const listLimitLifts = adminEndpoint({
  method: 'GET',
  path: '/admin/api/limit-lifts',
  permission: 'limits.manage',
  summary: 'Limit raises and removals waiting for (or given) a second approval, newest first (at most 200)',
  request: z.object({ state: z.enum(['pending', 'all']).default('pending') }),
  response: z.object({ items: z.array(LimitLift) }),
});

export const approveLimitLift = adminEndpoint({
  method: 'POST',
  path: '/admin/api/limit-lifts/:id/approve',
  permission: 'limits.manage',
  summary: 'Approve (not by the requester): the raise or removal applies at once, audited',
  request: z.object({ id: Id, note: z.string().trim().max(500).default('') }),
  response: LimitLift,
});

export const rejectLimitLift = adminEndpoint({
  method: 'POST',
  path: '/admin/api/limit-lifts/:id/reject',
  permission: 'limits.manage',
  summary: 'Reject: the limit stays as it is',
  request: z.object({ id: Id, note: z.string().trim().min(3).max(500) }),
  response: LimitLift,
});
