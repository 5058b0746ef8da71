// Operator HTTP for withdrawals (plain JSON): list by state, approve, reject, mark paid (with the
// gateway reference), mark failed, inquire. Roles admin and finance; every action is audited in
// the same transaction as the change it records.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { parseInput } from '../../platform/route.ts';
import { OPERATOR_TOKEN_HEADER, audit, requireOperator } from '../operators/operators.service.ts';
import { defaultPayoutProviders, type PayoutProviders } from './payouts.ts';
import {
  WITHDRAWAL_STATES,
  approve,
  inquire,
  listWithdrawals,
  markFailed,
  markPaid,
  reject,
  type WithdrawalRow,
} from './withdrawals.service.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const ListQuery = z.object({
  state: z.enum(WITHDRAWAL_STATES as [string, ...string[]]).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
const NoteBody = z.object({ note: z.string().max(500).default('') }).default({ note: '' });
const PaidBody = z.object({ reference: z.string().trim().min(1).max(128) });

function view(w: WithdrawalRow) {
  return {
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
    decidedBy: w.decided_by,
    payoutProvider: w.payout_provider,
    payoutReference: w.payout_reference,
    note: w.note,
  };
}

const token = (request: FastifyRequest) => {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
};

export function registerWithdrawalAdminRoutes(app: FastifyInstance, ctx: AppContext, payouts: PayoutProviders = defaultPayoutProviders): void {
  const deps = { db: ctx.db, clock: ctx.clock, payouts };
  const operatorOf = (request: FastifyRequest) => requireOperator(ctx.db, ctx.clock, token(request), ['finance']);
  const hook = (operatorId: number, action: string, request: FastifyRequest, detail: unknown = {}) =>
    (tx: Queryable, w: WithdrawalRow) =>
      audit(tx, { operatorId, action, target: `withdrawal:${w.id}`, detail: { ...(detail as object), playerId: w.player_id, amount: w.amount }, ip: request.ip });

  app.get('/admin/api/withdrawals', { schema: { summary: 'Withdrawals by state, newest first, 50 a page', tags: ['admin'] } }, async (request) => {
    await operatorOf(request);
    const query = parseInput(ListQuery, request.query);
    return { items: (await listWithdrawals(ctx.db, (query.state ?? null) as WithdrawalRow['state'] | null, query.page)).map(view) };
  });

  const action = (path: string, summary: string, run: (request: FastifyRequest, id: number, operatorId: number) => Promise<WithdrawalRow>) =>
    app.post(`/admin/api/withdrawals/:id/${path}`, { schema: { summary, tags: ['admin'] } }, async (request) => {
      const operator = await operatorOf(request);
      const { id } = parseInput(IdParams, request.params);
      return view(await run(request, id, operator.operatorId));
    });

  action('approve', 'pending → approved → handed to the payout provider (manual: processing)', (request, id, op) =>
    approve(deps, id, op, hook(op, 'withdrawal.approve', request)),
  );
  action('reject', 'pending/approved → rejected; the hold returns to the player', (request, id, op) => {
    const { note } = parseInput(NoteBody, request.body);
    return reject(deps, id, op, note, hook(op, 'withdrawal.reject', request, { note }));
  });
  action('mark-paid', 'processing → paid with the gateway reference; posts the hold (and the fee)', (request, id, op) => {
    const { reference } = parseInput(PaidBody, request.body);
    return markPaid(deps, id, reference, op, hook(op, 'withdrawal.mark-paid', request, { reference }));
  });
  action('mark-failed', 'approved/processing → failed; the hold returns to the player', (request, id, op) => {
    const { note } = parseInput(NoteBody, request.body);
    return markFailed(deps, id, note, op, hook(op, 'withdrawal.mark-failed', request, { note }));
  });
  action('inquire', "asks the payout provider; 'unknown' keeps processing", async (request, id, op) => {
    const row = await inquire(deps, id);
    await audit(ctx.db, { operatorId: op, action: 'withdrawal.inquire', target: `withdrawal:${id}`, detail: { state: row.state }, ip: request.ip });
    return row;
  });
}
