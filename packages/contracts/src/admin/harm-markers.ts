// Customer interactions: markers of harm the scan saw in a player's deposits and play
// (thresholds in the server-only HarmConf document) open an interaction the operator works from
// open to contacted to closed, each step with a note (audited).
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

export const HARM_MARKERS = ['loss_chasing', 'night_play', 'limit_raises', 'rapid_deposits'] as const;
export type HarmMarkerKind = (typeof HARM_MARKERS)[number];

export const INTERACTION_STATES = ['open', 'contacted', 'closed'] as const;
export type InteractionState = (typeof INTERACTION_STATES)[number];

export const HarmMarker = z.object({
  id: z.number().int(),
  marker: z.enum(HARM_MARKERS),
  detail: z.record(z.string(), z.unknown()),
  seenAt: Instant,
});

export const CustomerInteraction = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  state: z.enum(INTERACTION_STATES),
  openedAt: Instant,
  updatedAt: Instant,
  updatedBy: z.number().int().nullable(),
  note: z.string(),
  /** The markers seen, oldest first (the newest 50). */
  markers: z.array(HarmMarker),
});
export type CustomerInteraction = z.infer<typeof CustomerInteraction>;

export const listInteractions = adminEndpoint({
  method: 'GET',
  path: '/admin/api/harm/interactions',
  permission: 'harm.review',
  summary: 'Customer interactions by state and player, newest first (keyset), with the markers seen',
  request: PageQuery.extend({ state: z.enum(INTERACTION_STATES).optional(), playerId: Id.optional() }),
  response: pageOf(CustomerInteraction),
});

export const updateInteraction = adminEndpoint({
  method: 'POST',
  path: '/admin/api/harm/interactions/:id',
  permission: 'harm.review',
  summary: 'open → contacted → closed (or open → closed; contacted again adds a note), with a note; audited',
  request: z.object({ id: Id, state: z.enum(['contacted', 'closed']), note: z.string().trim().min(3).max(1000) }),
  response: CustomerInteraction,
});

export const scanHarm = adminEndpoint({
  method: 'POST',
  path: '/admin/api/harm/scan',
  permission: 'harm.review',
  summary: 'Run the marker scans now (they also run every 15 minutes); returns the new markers per kind',
  request: z.object({}),
  response: z.object({ created: z.record(z.string(), z.number().int()) }),
});
