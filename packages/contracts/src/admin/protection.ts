// Operators' exclusion tools: who is excluded, an operator-imposed exclusion with a
// reason, lifting one with a reason and a second operator's approval, and players' requests to
// come back after a self-exclusion.
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant } from './keyset.ts';

export const EXCLUSION_KINDS = ['timeout', 'self_exclusion', 'operator_exclusion'] as const;
export const EXCLUSION_STATES = ['active', 'awaitingReturn', 'coolingOff'] as const;
export const LIFT_STATES = ['pending', 'approved', 'rejected'] as const;
const Reason = z.string().trim().min(3).max(500);

export const ExclusionLift = z.object({
  id: z.number().int(),
  restrictionId: z.number().int(),
  playerId: z.number().int(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: Instant,
  state: z.enum(LIFT_STATES),
  decidedBy: z.string().nullable(),
  decidedAt: Instant.nullable(),
});
export type ExclusionLift = z.infer<typeof ExclusionLift>;

export const ExcludedPlayer = z.object({
  restrictionId: z.number().int(),
  playerId: z.number().int(),
  showId: z.string(),
  account: z.string().nullable(),
  kind: z.enum(EXCLUSION_KINDS),
  period: z.string(),
  startsAt: Instant,
  /** The period's end; null = no end date (indefinite, operator). */
  endsAt: Instant.nullable(),
  state: z.enum(EXCLUSION_STATES),
  reopensAt: Instant.nullable(),
  reason: z.string(),
  /** The operator who imposed it; null = the player. */
  imposedBy: z.string().nullable(),
  pendingLift: ExclusionLift.nullable(),
});
export type ExcludedPlayer = z.infer<typeof ExcludedPlayer>;

export const listExclusions = adminEndpoint({
  method: 'GET',
  path: '/admin/api/exclusions',
  permission: 'exclusions.manage',
  summary: 'Players under a time-out or exclusion now (newest first, at most 200), optionally one player',
  request: z.object({ playerId: Id.optional() }),
  response: z.object({ items: z.array(ExcludedPlayer) }),
});

export const imposeExclusion = adminEndpoint({
  method: 'POST',
  path: '/admin/api/exclusions',
  permission: 'exclusions.manage',
  summary: 'Exclude a player (operator-imposed, with a reason, audited): no play, deposits or bonuses on any account of the person until two operators lift it',
  request: z.object({ playerId: Id, reason: Reason }),
  response: ExcludedPlayer,
});

export const requestExclusionLift = adminEndpoint({
  method: 'POST',
  path: '/admin/api/exclusions/:id/lift',
  permission: 'exclusions.manage',
  summary: 'Ask to lift a time-out or exclusion (by its id), with a reason; a second operator decides',
  request: z.object({ id: Id, reason: Reason }),
  response: ExclusionLift,
});

export const decideExclusionLift = adminEndpoint({
  method: 'POST',
  path: '/admin/api/exclusion-lifts/:id/decide',
  permission: 'exclusions.manage',
  summary: 'Approve or reject a lift (not by the operator who asked); approved = the restriction ends now',
  request: z.object({ id: Id, approve: z.boolean() }),
  response: ExclusionLift,
});

export const ReturnRequest = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  showId: z.string(),
  account: z.string().nullable(),
  requestedAt: Instant,
  reopensAt: Instant,
});

export const listReturnRequests = adminEndpoint({
  method: 'GET',
  path: '/admin/api/exclusions/returns',
  permission: 'exclusions.manage',
  summary: "Players' requests to come back after a self-exclusion (newest first, at most 200)",
  request: z.object({}),
  response: z.object({ items: z.array(ReturnRequest) }),
});
