// Reports and the dashboard. Definitions (Asia/Karachi calendar days):
// - stakes, wins: bet_amount and win_amount of rounds SETTLED that day (state 1; cancelled and open
//   rounds are not counted), by settled_at;
// - GGR = stakes − wins;
// - bonus cost = ledger transfers from a bonus:* account to a player that day, minus any back;
// - NGR = GGR − bonus cost (by day and by agent; a bonus belongs to no provider or game);
// - deposits: orders credited (paid) that day, by settled_at; withdrawals: paid that day.
import { z } from 'zod';
import { adminEndpoint } from './admin-endpoint.ts';
import { Day } from './keyset.ts';

export const MAX_REPORT_DAYS = 366;
export const GGR_GROUPS = ['day', 'provider', 'game', 'agent'] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];

/** A report's days [from, to] (Asia/Karachi): in order, at most MAX_REPORT_DAYS. */
export function checkRange(r: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (r.from > r.to) ctx.addIssue({ code: 'custom', message: 'from must not be after to', path: ['from'] });
  else if ((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 >= MAX_REPORT_DAYS) {
    ctx.addIssue({ code: 'custom', message: `at most ${MAX_REPORT_DAYS} days`, path: ['to'] });
  }
}
export const Range = z.object({ from: Day, to: Day }).superRefine(checkRange);

export const GgrRow = z.object({
  key: z.string(),
  label: z.string(),
  rounds: z.number().int(),
  players: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  /** By day and by agent only. */
  bonusCost: z.number().int().nullable(),
  ngr: z.number().int().nullable(),
});
export type GgrRow = z.infer<typeof GgrRow>;

export const GgrQuery = z.object({ from: Day, to: Day, by: z.enum(GGR_GROUPS).default('day') }).superRefine(checkRange);

export const ggrReport = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/ggr',
  permission: 'reports.read',
  summary: 'GGR (stakes − wins of settled rounds) and NGR (GGR − bonus cost) by day, provider, game or agent (the inviter)',
  request: GgrQuery,
  response: z.object({ rows: z.array(GgrRow), totals: GgrRow }),
});

export const BonusRow = z.object({ day: z.string(), kind: z.string(), count: z.number().int(), amount: z.number().int() });

export const bonusReport = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/bonus',
  permission: 'reports.read',
  summary: 'Bonus cost by day and bonus account (bonus:sign-in, bonus:deposit, …): transfers to players minus any back',
  request: Range,
  response: z.object({ rows: z.array(BonusRow), total: z.number().int() }),
});

export const DepositGatewayRow = z.object({
  day: z.string(),
  gateway: z.string(),
  count: z.number().int(),
  players: z.number().int(),
  amount: z.number().int(),
  bonus: z.number().int(),
});

export const depositsReport = adminEndpoint({
  method: 'GET',
  path: '/admin/api/reports/deposits',
  permission: 'reports.read',
  summary: 'Credited deposits by day and gateway: count, players, amount, bonus',
  request: Range,
  response: z.object({ rows: z.array(DepositGatewayRow), totals: z.object({ count: z.number().int(), amount: z.number().int(), bonus: z.number().int() }) }),
});

export const DayFigures = z.object({
  day: z.string(),
  deposits: z.number().int(),
  depositCount: z.number().int(),
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bonusCost: z.number().int(),
  ngr: z.number().int(),
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
});
export type DayFigures = z.infer<typeof DayFigures>;

export const dashboard = adminEndpoint({
  method: 'GET',
  path: '/admin/api/dashboard',
  permission: 'dashboard.read',
  summary: "Today's figures (Asia/Karachi) with the last 14 days for the charts, and the open queues",
  request: z.object({ day: Day.optional() }),
  response: z.object({
    today: DayFigures,
    series: z.array(DayFigures),
    queues: z.object({
      withdrawalsPending: z.number().int(),
      withdrawalsPendingAmount: z.number().int(),
      withdrawalsProcessing: z.number().int(),
      adjustmentsPending: z.number().int(),
      kycPending: z.number().int(),
      /** Open AML cases (one per player, however many findings). */
      amlOpen: z.number().int(),
      /** Gift codes and batches waiting for a second operator (four eyes). */
      giftCodesPending: z.number().int(),
      /** Messages with a reward waiting for a second admin. */
      mailPending: z.number().int(),
      /** Config changes proposed and waiting for a second operator. */
      configPending: z.number().int(),
    }),
  }),
});

/** CSV exports: the same query and figures as the JSON report, streamed as text/csv. */
export const REPORT_CSV_PATHS = {
  ggr: '/admin/api/reports/ggr.csv',
  bonus: '/admin/api/reports/bonus.csv',
  deposits: '/admin/api/reports/deposits.csv',
} as const;
