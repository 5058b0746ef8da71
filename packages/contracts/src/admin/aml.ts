// AML flags in the console (issue #11): what the rules found (thresholds in the server-only
// AmlConf document), listed and resolved with a note.
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

export const AML_RULES = ['large_deposit', 'deposit_withdraw_little_play', 'shared_device', 'shared_ip'] as const;
export type AmlRule = (typeof AML_RULES)[number];

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
  request: PageQuery.extend({ state: z.enum(['open', 'resolved']).optional(), rule: z.enum(AML_RULES).optional(), playerId: Id.optional() }),
  response: pageOf(AmlFlag),
});

export const resolveAmlFlag = adminEndpoint({
  method: 'POST',
  path: '/admin/api/aml/flags/:id/resolve',
  permission: 'aml.review',
  summary: 'Resolve an open flag with a note (what was checked, what was decided)',
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
