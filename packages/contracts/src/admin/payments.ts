// Deposits in the console: orders with the gateway's state and flags, keyset pages,
// and a re-inquiry that asks the gateway again (credits once if it now says paid).
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Day, Instant, PageQuery, pageOf } from './keyset.ts';

export const DEPOSIT_STATES = ['pending', 'paid', 'failed', 'expired'] as const;

export const AdminDeposit = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  playerId: z.number().int(),
  typeName: z.string(),
  gateway: z.string(),
  gatewayRef: z.string(),
  amount: z.number().int(),
  bonus: z.number().int(),
  currency: z.string(),
  state: z.enum(DEPOSIT_STATES),
  flags: z.array(z.string()),
  createdAt: Instant,
  expiresAt: Instant,
  settledAt: Instant.nullable(),
});
export type AdminDeposit = z.infer<typeof AdminDeposit>;

export const listDeposits = adminEndpoint({
  method: 'GET',
  path: '/admin/api/deposits',
  permission: 'deposits.read',
  summary: 'Deposit orders, newest first (keyset), by state, gateway, player, days (Asia/Karachi) and flags',
  request: PageQuery.extend({
    state: z.enum(DEPOSIT_STATES).optional(),
    gateway: z.string().max(32).optional(),
    playerId: Id.optional(),
    from: Day.optional(),
    to: Day.optional(),
    flagged: z.enum(['true', 'false']).optional(),
  }),
  response: pageOf(AdminDeposit),
});

export const inquireDeposit = adminEndpoint({
  method: 'POST',
  path: '/admin/api/deposits/:id/inquire',
  permission: 'deposits.inquire',
  summary: "Ask the gateway for the order's status now; a confirmed payment is credited once, keyed by the gateway reference",
  request: z.object({ id: Id }),
  response: z.object({ outcome: z.string(), deposit: AdminDeposit }),
});
