// AML in the console: what the rules found (thresholds in the server-only AmlConf
// document) and the one open case per player the findings attach to; a case is resolved with a note.
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

export const AML_RULES = [
  'large_deposit',
  'deposit_withdraw_little_play',
  'shared_device',
  'shared_ip',
  'structuring',
  'rapid_in_out',
  'cumulative_deposits',
] as const;
export type AmlRule = (typeof AML_RULES)[number];

/** How the console names each rule (the AML page, the withdrawal queue's case tag). */
export const AML_RULE_NAMES: Record<AmlRule, string> = {
  large_deposit: 'Large deposit',
  deposit_withdraw_little_play: 'In and out, little play',
  shared_device: 'Shared device',
  shared_ip: 'Shared IP address',
  structuring: 'Structuring',
  rapid_in_out: 'Rapid in and out',
  cumulative_deposits: 'Cumulative deposits',
};

export const AmlFlag = z.object({
  id: z.number().int(),
  rule: z.enum(AML_RULES),
  subject: z.string(),
  playerIds: z.array(z.number().int()),
  detail: z.record(z.string(), z.unknown()),
  state: z.enum(['open', 'resolved']),
  createdAt: Instant,
  resolvedBy: z.number().int().nullable(),
  resolvedAt: Instant.nullable(),
  resolution: z.string(),
});
export type AmlFlag = z.infer<typeof AmlFlag>;

export const listAmlFlags = adminEndpoint({
  method: 'GET',
  path: '/admin/api/aml/flags',
  permission: 'aml.review',
  summary: 'AML flags by state, rule and player, newest first (keyset)',
  request: PageQuery.extend({
    state: z.enum(['open', 'resolved']).optional(),
    rule: z.enum(AML_RULES).optional(),
    playerId: Id.optional(),
    /** The findings attached to one case. */
    caseId: Id.optional(),
  }),
  response: pageOf(AmlFlag),
});

export const resolveAmlFlag = adminEndpoint({
  method: 'POST',
  path: '/admin/api/aml/flags/:id/resolve',
  permission: 'aml.review',
  summary: 'Resolve an open flag with a note; a case left with no open finding resolves with it',
  request: z.object({ id: Id, note: z.string().trim().min(3).max(1000) }),
  response: AmlFlag,
});

export const scanAml = adminEndpoint({
  method: 'POST',
  path: '/admin/api/aml/scan',
  permission: 'aml.review',
  summary: 'Run the scanning rules now (they also run every 5 minutes); returns the new flags per rule',
  request: z.object({}),
  response: z.object({ created: z.record(z.string(), z.number().int()) }),
});

/** A player's case: every finding naming the player while it is open attaches to it. */
export const AmlCase = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  state: z.enum(['open', 'resolved']),
  openedAt: Instant,
  /** When the newest finding attached. */
  updatedAt: Instant,
  findings: z.number().int(),
  /** The rules of its findings, each once. */
  rules: z.array(z.enum(AML_RULES)),
  resolvedBy: z.number().int().nullable(),
  resolvedAt: Instant.nullable(),
  resolution: z.string(),
});
export type AmlCase = z.infer<typeof AmlCase>;

export const listAmlCases = adminEndpoint({
  method: 'GET',
  path: '/admin/api/aml/cases',
  permission: 'aml.review',
  summary: 'AML cases by state and player, newest first (keyset); at most one open case per player',
  request: PageQuery.extend({ state: z.enum(['open', 'resolved']).optional(), playerId: Id.optional() }),
  response: pageOf(AmlCase),
});

export const getAmlCase = adminEndpoint({
  method: 'GET',
  path: '/admin/api/aml/cases/:id',
  permission: 'aml.review',
  summary: 'One case (its findings: GET /admin/api/aml/flags?caseId=)',
  request: z.object({ id: Id }),
  response: AmlCase,
});

export const resolveAmlCase = adminEndpoint({
  method: 'POST',
  path: '/admin/api/aml/cases/:id/resolve',
  permission: 'aml.review',
  summary: "Resolve an open case and its open findings with a note; the player's withdrawals can be approved again",
  request: z.object({ id: Id, note: z.string().trim().min(3).max(1000) }),
  response: AmlCase,
});
