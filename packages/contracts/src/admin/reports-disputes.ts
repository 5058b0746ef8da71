// Reports a dispute or a regulator asks for: one player's P&L, the liabilities to
// players (what Khel owes them at the end of each Asia/Karachi day, from the ledger) and the
// withdrawals report. Amounts are hundredths; days are Asia/Karachi calendar days.
import { z } from 'zod';
import { adminEndpoint } from './admin-endpoint.ts';
import { Id } from './integers.ts';
import { Day, Instant, PageQuery, pageOf } from './keyset.ts';
import { Range, checkRange } from './reports.ts';
import { WITHDRAWAL_STATES } from './withdrawals.ts';

/**
 * One player's figures for a day (or the totals): stakes and wins of rounds settled then, GGR =
 * stakes − wins (what the house won from this player; the player's result is −GGR), deposits
 * credited, withdrawals paid, bonuses (bonus:* transfers to the player minus any back) and
 * operator adjustments (credits minus debits).
 */
export const PnlRow = z.object({
  day: z.string(),
  rounds: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  bonuses: z.number().int(),
  adjustments: z.number().int(),
});
export type PnlRow = z.infer<typeof PnlRow>;

export const playerPnl = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players/:id/pnl',
  permission: 'reports.read',
  summary: "One player's P&L by day: stakes, wins, GGR, deposits, withdrawals, bonuses, adjustments; with totals",
  request: z.object({ id: Id, from: Day, to: Day }).superRefine(checkRange),
  response: z.object({ rows: z.array(PnlRow), totals: PnlRow }),
});

/** What players are owed at the end of a day: every player balance (held included) from the ledger. */
export const LiabilityRow = z.object({
  day: z.string(),
  balance: z.number().int(),
  /** Reserved by pending withdrawals. */
  held: z.number().int(),
  available: z.number().int(),
  /** The day's net movement of player balances. */
  change: z.number().int(),
});
export type LiabilityRow = z.infer<typeof LiabilityRow>;

export const liabilitiesReport = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/liabilities',
  permission: 'reports.read',
  summary: 'Balances owed to players at the end of each Asia/Karachi day (total, held, available), from the ledger',
  request: Range,
  response: z.object({ rows: z.array(LiabilityRow) }),
});

export const WithdrawalGroup = z.object({
  /** The day the withdrawal was requested. */
  day: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  channel: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
});

const WithdrawalFilter = z.object({
  from: Day,
  to: Day,
  state: z.enum(WITHDRAWAL_STATES).optional(),
  channel: z.enum(['Jazzcash', 'Easypaisa', 'Bank']).optional(),
});

export const withdrawalsReport = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/withdrawals',
  permission: 'reports.read',
  summary: 'Withdrawals requested in the days, by day, state and channel (count, amount, fee), with totals',
  request: WithdrawalFilter.superRefine(checkRange),
  response: z.object({ rows: z.array(WithdrawalGroup), totals: z.object({ count: z.number().int(), amount: z.number().int(), fee: z.number().int() }) }),
});

export const WithdrawalReportRow = z.object({
  id: z.number().int(),
  transId: z.string(),
  playerId: z.number().int(),
  showId: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  channel: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  autoApproved: z.boolean(),
  createdAt: Instant,
  updatedAt: Instant,
  approvedBy: z.string().nullable(),
  paidBy: z.string().nullable(),
  payoutProvider: z.string().nullable(),
  payoutReference: z.string().nullable(),
});
export type WithdrawalReportRow = z.infer<typeof WithdrawalReportRow>;

export const withdrawalReportRows = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/withdrawals/rows',
  permission: 'reports.read',
  summary: 'The withdrawals behind the report, oldest first (keyset)',
  request: PageQuery.extend(WithdrawalFilter.shape).superRefine(checkRange),
  response: pageOf(WithdrawalReportRow),
});

/** CSV of the same query: the liabilities rows; every withdrawal row of the filter (streamed). */
export const DISPUTE_CSV_PATHS = {
  liabilities: '/admin/api/reports/liabilities.csv',
  withdrawals: '/admin/api/reports/withdrawals.csv',
} as const;
