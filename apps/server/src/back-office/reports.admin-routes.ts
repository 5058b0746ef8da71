// Operator HTTP for reports (reports.read) and the dashboard (dashboard.read); each report also as
// CSV, streamed, from the same query (so the file always matches the screen).
import { REPORT_CSV_PATHS, bonusReport, dashboard, depositsReport, ggrReport, type GgrRow } from '@khel/contracts/admin/reports';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { sendCsv } from '../platform/csv.ts';
import { registerDisputeAdminRoutes } from './dispute.admin-routes.ts';
import * as reports from '../features/reports/reports.service.ts';

const ggrCells = (row: GgrRow) => [row.key, row.label, row.rounds, row.players, row.stakes, row.wins, row.ggr, row.bonusCost, row.ngr];

export function registerReportAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  registerDisputeAdminRoutes(app, ctx);

  adminRoute(app, authorize, dashboard, async ({ input }) => reports.dashboard(ctx.db, ctx.clock.now(), input.day));
  adminRoute(app, authorize, ggrReport, async ({ input }) => reports.ggrReport(ctx.db, ctx.clock.now(), input));
  adminRoute(app, authorize, bonusReport, async ({ input }) => reports.bonusReport(ctx.db, ctx.clock.now(), input));
  adminRoute(app, authorize, depositsReport, async ({ input }) => reports.depositsReport(ctx.db, ctx.clock.now(), input));

  // Amounts in CSV are hundredths, like the API (a spreadsheet divides by 100 once).
  adminRoute(app, authorize, { ...ggrReport, path: REPORT_CSV_PATHS.ggr }, async ({ input, reply }) => {
    const { rows, totals } = await reports.ggrReport(ctx.db, ctx.clock.now(), input);
    return sendCsv(reply, `ggr-${input.by}-${input.from}-${input.to}.csv`, ['key', 'label', 'rounds', 'players', 'stakes', 'wins', 'ggr', 'bonus_cost', 'ngr'], [
      ...rows.map(ggrCells),
      ggrCells(totals),
    ]);
  });
  adminRoute(app, authorize, { ...bonusReport, path: REPORT_CSV_PATHS.bonus }, async ({ input, reply }) => {
    const { rows } = await reports.bonusReport(ctx.db, ctx.clock.now(), input);
    return sendCsv(reply, `bonus-${input.from}-${input.to}.csv`, ['day', 'kind', 'count', 'amount'], rows.map((r) => [r.day, r.kind, r.count, r.amount]));
  });
  adminRoute(app, authorize, { ...depositsReport, path: REPORT_CSV_PATHS.deposits }, async ({ input, reply }) => {
    const { rows } = await reports.depositsReport(ctx.db, ctx.clock.now(), input);
    return sendCsv(reply, `deposits-${input.from}-${input.to}.csv`, ['day', 'gateway', 'count', 'players', 'amount', 'bonus'], rows.map((r) => [r.day, r.gateway, r.count, r.players, r.amount, r.bonus]));
  });
}
