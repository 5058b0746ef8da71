// Operator HTTP for disputes (docs/compliance/disputes.md): round history and search (players.read), one player's
// P&L, liabilities and the withdrawals report with their CSV (reports.read), and the players and
// audit-log exports (players.export / audit.read), each export audited before its first row.
import { DISPUTE_CSV_PATHS, liabilitiesReport, playerPnl, withdrawalReportRows, withdrawalsReport } from '@khel/contracts/admin/reports-disputes';
import { AUDIT_EXPORT_HEADER, exportAudit, exportPlayers } from '@khel/contracts/admin/reports-exports';
import { findRounds, playerRounds } from '@khel/contracts/admin/reports-rounds';
import type { FastifyInstance } from 'fastify';
import { adminRoute, operatorTokenOf } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { sendCsv } from '../platform/csv.ts';
import { audit } from '../features/operators/operators.service.ts';
import { auditExportRows, playerExportHeader, playerExportRows } from '../features/reports/exports.ts';
import { liabilities } from '../features/reports/liabilities.ts';
import { playerPnl as pnlOf } from '../features/reports/player-pnl.ts';
import * as rounds from '../features/reports/rounds.ts';
import { allWithdrawalRows, withdrawalGroups, withdrawalRowsPage } from '../features/reports/withdrawals-report.ts';

const WITHDRAWAL_CSV_HEADER = ['id', 'trans_id', 'player_id', 'show_id', 'amount', 'fee', 'channel', 'state', 'auto_approved', 'created_at', 'updated_at', 'approved_by', 'paid_by', 'payout_provider', 'payout_reference'];

/** The filter an export ran with, as the audit log keeps it (only what was given). */
const given = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

export function registerDisputeAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;

  adminRoute(app, authorize, playerRounds, async ({ input }) => rounds.playerRoundsPage(ctx.db, ctx.cipher, input));
  adminRoute(app, authorize, findRounds, async ({ input }) => rounds.findRounds(ctx.db, ctx.cipher, input.roundId));
  adminRoute(app, authorize, playerPnl, async ({ input }) => pnlOf(ctx.db, input));

  adminRoute(app, authorize, liabilitiesReport, async ({ input }) => liabilities(ctx.db, ctx.clock.now(), input));
  adminRoute(app, authorize, { ...liabilitiesReport, path: DISPUTE_CSV_PATHS.liabilities }, async ({ input, reply }) => {
    const { rows } = await liabilities(ctx.db, ctx.clock.now(), input);
    return sendCsv(reply, `liabilities-${input.from}-${input.to}.csv`, ['day', 'balance', 'held', 'available', 'change'], rows.map((r) => [r.day, r.balance, r.held, r.available, r.change]));
  });

  adminRoute(app, authorize, withdrawalsReport, async ({ input }) => withdrawalGroups(ctx.db, input));
  adminRoute(app, authorize, withdrawalReportRows, async ({ input }) => withdrawalRowsPage(ctx.db, input));
  adminRoute(app, authorize, { ...withdrawalsReport, path: DISPUTE_CSV_PATHS.withdrawals }, async ({ input, reply }) => {
    async function* cells() {
      for await (const r of allWithdrawalRows(ctx.db, input)) {
        yield [r.id, r.transId, r.playerId, r.showId, r.amount, r.fee, r.channel, r.state, r.autoApproved, r.createdAt, r.updatedAt, r.approvedBy, r.paidBy, r.payoutProvider, r.payoutReference];
      }
    }
    return sendCsv(reply, `withdrawals-${input.from}-${input.to}.csv`, WITHDRAWAL_CSV_HEADER, cells());
  });

  adminRoute(app, authorize, exportPlayers, async ({ input, operator, request, reply }) => {
    const personal = input.columns === 'personal';
    // Personal data needs its own permission, checked like any endpoint's (403 otherwise).
    if (personal) await authorize(operatorTokenOf(request), 'players.export-personal');
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'export.players', target: '', detail: given(input), ip: request.ip });
    return sendCsv(reply, `players-${personal ? 'personal-' : ''}${ctx.clock.now().toISOString().slice(0, 10)}.csv`, playerExportHeader(personal), playerExportRows(ctx.db, { ...input, personal }));
  });

  adminRoute(app, authorize, exportAudit, async ({ input, operator, request, reply }) => {
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'export.audit', target: '', detail: given(input), ip: request.ip });
    return sendCsv(reply, `audit-${ctx.clock.now().toISOString().slice(0, 10)}.csv`, AUDIT_EXPORT_HEADER, auditExportRows(ctx.db, input));
  });
}
