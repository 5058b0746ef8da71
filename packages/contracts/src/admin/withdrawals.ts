// The withdrawal queue: filters, keyset pages, ageing, bulk approve/reject, and the
// maker-checker actions (the operator who approves cannot mark paid).
import { z } from 'zod';
import { AML_RULES } from './aml.ts';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Day, Instant, PageQuery, pageOf } from './keyset.ts';

export const WITHDRAWAL_STATES = ['pending', 'approved', 'processing', 'paid', 'rejected', 'failed', 'expired'] as const;

export const AdminWithdrawal = z.object({
  id: z.number().int(),
  transId: z.string(),
  playerId: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  channel: z.string(),
  cardNo: z.string(),
  accountName: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  autoApproved: z.boolean(),
  createdAt: Instant,
  updatedAt: Instant,
  /** Minutes since the request, by the server's clock (the queue's ageing). */
  ageMinutes: z.number().int(),
  decidedBy: z.number().int().nullable(),
  approvedBy: z.number().int().nullable(),
  paidBy: z.number().int().nullable(),
  payoutProvider: z.string().nullable(),
  payoutReference: z.string().nullable(),
  note: z.string(),
  /** The player's open AML case: while there is one, no approval. */
  amlCase: z.object({ id: z.number().int(), openedAt: Instant, findings: z.number().int(), rules: z.array(z.enum(AML_RULES)) }).nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

export const WithdrawalQuery = PageQuery.extend({
  state: z.enum(WITHDRAWAL_STATES).optional(),
  playerId: Id.optional(),
  channel: z.enum(['Jazzcash', 'Easypaisa', 'Bank']).optional(),
  minAmount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Asia/Karachi days, inclusive. */
  from: Day.optional(),
  to: Day.optional(),
  /** newest first (default), or oldest first: the queue's longest-waiting requests on top. */
  order: z.enum(['newest', 'oldest']).default('newest'),
});

export const listWithdrawals = adminEndpoint({
  method: 'GET',
  path: '/admin/api/withdrawals',
  permission: 'withdrawals.read',
  summary: 'Withdrawals filtered by state, player, channel, amount and days; keyset pages',
  request: WithdrawalQuery,
  response: pageOf(AdminWithdrawal),
});

const IdParam = z.object({ id: Id });
const Note = z.string().max(500).default('');

export const approveWithdrawal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/approve',
  permission: 'withdrawals.decide',
  summary: 'pending → approved → handed to the payout provider (manual: processing). Refused for a frozen player and while the player has an open AML case.',
  request: IdParam,
  response: AdminWithdrawal,
});

export const rejectWithdrawal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/reject',
  permission: 'withdrawals.decide',
  summary: 'pending/approved → rejected; the hold returns to the player',
  request: IdParam.extend({ note: Note }),
  response: AdminWithdrawal,
});

export const markWithdrawalPaid = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/mark-paid',
  permission: 'withdrawals.pay',
  summary: 'processing → paid with the gateway reference; posts the hold. Not by the operator who approved it.',
  request: IdParam.extend({ reference: z.string().trim().min(1).max(128) }),
  response: AdminWithdrawal,
});

export const markWithdrawalFailed = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/mark-failed',
  permission: 'withdrawals.pay',
  summary: 'approved/processing → failed; the hold returns to the player',
  request: IdParam.extend({ note: Note }),
  response: AdminWithdrawal,
});

export const inquireWithdrawal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/inquire',
  permission: 'withdrawals.pay',
  summary: "Asks the payout provider; 'unknown' keeps processing",
  request: IdParam,
  response: AdminWithdrawal,
});

export const BulkResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  state: z.enum(WITHDRAWAL_STATES).nullable(),
  code: z.number().int().nullable(),
  msg: z.string(),
});

export const bulkWithdrawals = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/bulk',
  permission: 'withdrawals.decide',
  summary: 'Approve or reject up to 100 withdrawals; each is decided on its own and reported',
  request: z.object({
    action: z.enum(['approve', 'reject']),
    ids: z.array(Id).min(1).max(100),
    note: Note,
  }),
  response: z.object({ results: z.array(BulkResult) }),
});
