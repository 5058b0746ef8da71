// Operator HTTP for withdrawals (plain JSON): the queue (filters, keyset pages, ageing), approve,
// reject, bulk approve/reject, mark paid (maker-checker: not by the approver), mark failed,
// inquire. Permissions withdrawals.read/decide/pay (contracts admin/operators-roles.ts); every action is
// audited in the same transaction as the change it records, with the state before and after.
import {
  approveWithdrawal,
  bulkWithdrawals,
  inquireWithdrawal,
  listWithdrawals,
  markWithdrawalFailed,
  markWithdrawalPaid,
  rejectWithdrawal,
  type AdminWithdrawal,
} from '@khel/contracts/admin/withdrawals';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import type { Queryable } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { translate } from '@khel/contracts/messages/languages';
import type { AmlCase } from '@khel/contracts/admin/aml';
import { openCasesOf } from '../features/aml/aml.service.ts';
import { audit } from '../features/operators/operators.service.ts';
import { defaultPayoutProviders, type PayoutProviders } from '../features/withdrawals/payouts.ts';
import { approve, inquire, markFailed, markPaid, reject, withdrawalQueue, type WithdrawalRow } from '../features/withdrawals/withdrawals.service.ts';

const MINUTE_MS = 60_000;

export function registerWithdrawalAdminRoutes(app: FastifyInstance, ctx: AppContext, payouts: PayoutProviders = defaultPayoutProviders): void {
  const deps = { db: ctx.db, clock: ctx.clock, payouts, log: ctx.log };
  const authorize = ctx.authorizeOperator;

  const view = (w: WithdrawalRow, amlCase: AmlCase | null): AdminWithdrawal => ({
    id: w.id,
    transId: `W${w.id}`,
    playerId: w.player_id,
    amount: w.amount,
    fee: w.fee,
    channel: w.channel,
    cardNo: w.card_no,
    accountName: w.account_name,
    state: w.state,
    autoApproved: w.auto_approved,
    createdAt: new Date(w.created_at).toISOString(),
    updatedAt: new Date(w.updated_at).toISOString(),
    ageMinutes: Math.max(0, Math.floor((ctx.clock.now().getTime() - new Date(w.created_at).getTime()) / MINUTE_MS)),
    decidedBy: w.decided_by,
    approvedBy: w.approved_by,
    paidBy: w.paid_by,
    payoutProvider: w.payout_provider,
    payoutReference: w.payout_reference,
    note: w.note,
    amlCase: amlCase && { id: amlCase.id, openedAt: amlCase.openedAt, findings: amlCase.findings, rules: amlCase.rules },
  });
  /** Rows with their players' open AML cases (one query per page). */
  const views = async (rows: WithdrawalRow[]) => {
    const cases = await openCasesOf(ctx.db, rows.map((w) => w.player_id));
    return rows.map((w) => view(w, cases.get(w.player_id) ?? null));
  };
  const one = async (w: WithdrawalRow) => (await views([w]))[0]!;

  /** The audit row, written in the action's transaction: what the operator did and the state before → after. */
  const hook =
    (operatorId: number, action: string, request: FastifyRequest, detail: object = {}) =>
    (tx: Queryable, w: WithdrawalRow) =>
      audit(tx, {
        operatorId,
        action,
        target: `withdrawal:${w.id}`,
        detail: { ...detail, playerId: w.player_id, amount: w.amount, after: { state: w.state } },
        ip: request.ip,
      });

  adminRoute(app, authorize, listWithdrawals, async ({ input }) => {
    const page = await withdrawalQueue(ctx.db, input);
    return { items: await views(page.items), nextCursor: page.nextCursor };
  });

  adminRoute(app, authorize, approveWithdrawal, async ({ input, operator, request }) =>
    one(await approve(deps, input.id, operator.operatorId, hook(operator.operatorId, 'withdrawal.approve', request, { before: { state: 'pending' } }))),
  );

  adminRoute(app, authorize, rejectWithdrawal, async ({ input, operator, request }) =>
    one(await reject(deps, input.id, operator.operatorId, input.note, hook(operator.operatorId, 'withdrawal.reject', request, { note: input.note }))),
  );

  adminRoute(app, authorize, markWithdrawalPaid, async ({ input, operator, request }) =>
    one(
      await markPaid(deps, input.id, input.reference, operator.operatorId, hook(operator.operatorId, 'withdrawal.mark-paid', request, { before: { state: 'processing' }, reference: input.reference })),
    ),
  );

  adminRoute(app, authorize, markWithdrawalFailed, async ({ input, operator, request }) =>
    one(await markFailed(deps, input.id, input.note, operator.operatorId, hook(operator.operatorId, 'withdrawal.mark-failed', request, { note: input.note }))),
  );

  adminRoute(app, authorize, inquireWithdrawal, async ({ input, operator, request }) => {
    const row = await inquire(deps, input.id);
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'withdrawal.inquire', target: `withdrawal:${input.id}`, detail: { after: { state: row.state } }, ip: request.ip });
    return one(row);
  });

  adminRoute(app, authorize, bulkWithdrawals, async ({ input, operator, request }) => {
    const results = [];
    // One at a time, each in its own transaction: one refusal does not undo the others.
    for (const id of new Set(input.ids)) {
      try {
        const row =
          input.action === 'approve'
            ? await approve(deps, id, operator.operatorId, hook(operator.operatorId, 'withdrawal.approve', request, { bulk: true, before: { state: 'pending' } }))
            : await reject(deps, id, operator.operatorId, input.note, hook(operator.operatorId, 'withdrawal.reject', request, { bulk: true, note: input.note }));
        results.push({ id, ok: true, state: row.state, code: null, msg: '' });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ok: false, state: null, code: error.code, msg: translate('en', error.messageKey, error.params) });
      }
    }
    return { results };
  });
}
