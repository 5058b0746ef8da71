// Manual balance adjustments: one operator requests with a category and reason, a
// second approves; only the approval moves money (one ledger transfer with the `adjustments`
// system account, reason 6001 credit / 6002 debit, idempotency key adjustment:<id>).
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

export const ADJUSTMENT_CATEGORIES = ['correction', 'goodwill', 'chargeback', 'promotion', 'other'] as const;
export const ADJUSTMENT_STATES = ['pending', 'approved', 'rejected'] as const;
/** At most ₨1,000,000.00 in one adjustment: a typo must not move a fortune. */
export const MAX_ADJUSTMENT = 100_000_000;

/**
 * Four eyes by size (docs/compliance/four-eyes.md): the most each role may request in one
 * adjustment, and the amount above which only an admin may approve. In code, not config: raising
 * them is a reviewed change, never one operator's edit.
 */
export const ADJUSTMENT_REQUEST_CAP = { admin: MAX_ADJUSTMENT, finance: 20_000_000 } as const;
export const ADJUSTMENT_ADMIN_TIER = 5_000_000;

export const Adjustment = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int(),
  category: z.enum(ADJUSTMENT_CATEGORIES),
  reason: z.string(),
  state: z.enum(ADJUSTMENT_STATES),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: Instant,
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: Instant.nullable(),
  decisionNote: z.string(),
  transferId: z.number().int().nullable(),
});
export type Adjustment = z.infer<typeof Adjustment>;

export const requestAdjustment = adminEndpoint({
  method: 'POST',
  path: '/admin/api/adjustments',
  permission: 'adjustments.request',
  summary: 'Request a credit or debit of a player (hundredths) with a category and reason; nothing moves until a second operator approves',
  request: z.object({
    playerId: Id,
    direction: z.enum(['credit', 'debit']),
    amount: z.number().int().positive().max(MAX_ADJUSTMENT),
    category: z.enum(ADJUSTMENT_CATEGORIES),
    reason: z.string().trim().min(3).max(500),
  }),
  response: Adjustment,
});

export const listAdjustments = adminEndpoint({
  method: 'GET',
  path: '/admin/api/adjustments',
  permission: 'adjustments.request',
  summary: 'Adjustments by state and player, newest first (keyset)',
  request: PageQuery.extend({ state: z.enum(ADJUSTMENT_STATES).optional(), playerId: Id.optional() }),
  response: pageOf(Adjustment),
});

export const approveAdjustment = adminEndpoint({
  method: 'POST',
  path: '/admin/api/adjustments/:id/approve',
  permission: 'adjustments.approve',
  summary: 'Approve (not by the requester): the ledger transfer happens now, once',
  request: z.object({ id: Id, note: z.string().trim().max(500).default('') }),
  response: Adjustment,
});

export const rejectAdjustment = adminEndpoint({
  method: 'POST',
  path: '/admin/api/adjustments/:id/reject',
  permission: 'adjustments.approve',
  summary: 'Reject: nothing moves',
  request: z.object({ id: Id, note: z.string().trim().min(3).max(500) }),
  response: Adjustment,
});
