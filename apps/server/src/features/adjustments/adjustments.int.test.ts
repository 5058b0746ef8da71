// Manual adjustments: requested by one operator with a reason, approved by another;
// money moves once, only on approval, as one ledger transfer with the `adjustments` account.
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { signUp } from '../../../test/players.ts';
import { createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { balanceOf } from '../wallet/wallet.service.ts';

let t: TestApp;
let maker: AdminClient;
let checker: AdminClient;
let third: AdminClient;
let support: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  [maker, checker, third, support] = await Promise.all([adminClient(t, 'finance'), adminClient(t, 'finance'), adminClient(t, 'admin'), adminClient(t, 'support')]);
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const balance = async (playerId: number) => (await balanceOf(t.db, playerId)).balance;
const transfersOf = (playerId: number) =>
  t.db.query<{ reason: number; amount: number; reference: string; debit: string | null; credit: string | null }>(
    `SELECT t.reason, t.amount, t.reference, d.code AS debit, c.code AS credit FROM ledger_transfers t
       JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE (d.player_id = $1 OR c.player_id = $1) AND t.reason IN (6001, 6002) ORDER BY t.id`,
    [playerId],
  );

describe('adjustments', () => {
  it('a credit moves nothing until a second operator approves, then exactly once', async () => {
    const p = await signUp(t.app);
    const requested = await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'credit', amount: 12_345, category: 'goodwill', reason: 'game froze mid-round' });
    expect(requested.statusCode, requested.body).toBe(200);
    const adj = requested.json<{ id: number; state: string; requestedByName: string }>();
    expect(adj).toMatchObject({ state: 'pending', requestedByName: maker.username });
    expect(await balance(p.playerId)).toBe(0);

    const self = await maker.post(`/admin/api/adjustments/${adj.id}/approve`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ code: 1703, msg: 'A second operator must approve this adjustment' });
    expect(await balance(p.playerId)).toBe(0);

    // Two approvers at once: one moves the money, the other is told it was decided.
    const [a, b] = await Promise.all([checker.post(`/admin/api/adjustments/${adj.id}/approve`, { note: 'ok' }), third.post(`/admin/api/adjustments/${adj.id}/approve`)]);
    const codes = [a, b].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422]);
    expect([a, b].find((r) => r.statusCode === 422)!.json()).toMatchObject({ code: 1704 });
    expect(await balance(p.playerId)).toBe(12_345);
    expect(await transfersOf(p.playerId)).toEqual([{ reason: Reason.operatorAdjustment, amount: 12_345, reference: `ADJ${adj.id}`, debit: 'adjustments', credit: null }]);
    expect((await checker.post(`/admin/api/adjustments/${adj.id}/approve`)).json()).toMatchObject({ code: 1704 });
    expect(await balance(p.playerId)).toBe(12_345);

    const [audit] = await t.db.query<{ detail: { before: { balance: number }; after: { balance: number } } }>(
      "SELECT detail FROM operator_audit_log WHERE action = 'adjustment.approve' ORDER BY id DESC LIMIT 1",
    );
    expect(audit!.detail).toMatchObject({ before: { balance: 0 }, after: { balance: 12_345 } });
  });

  it('a debit takes money back to the adjustments account; one larger than the balance is refused and changes nothing', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 5_000);
    const big = (await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'debit', amount: 6_000, category: 'chargeback', reason: 'bank reversed the deposit' })).json<{ id: number }>();
    const refused = await checker.post(`/admin/api/adjustments/${big.id}/approve`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 1015, msg: 'Insufficient coins' });
    expect((await maker.get(`/admin/api/adjustments?playerId=${p.playerId}`)).json()).toMatchObject({ items: [{ id: big.id, state: 'pending' }] });
    const small = (await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'debit', amount: 2_000, category: 'correction', reason: 'double credit' })).json<{ id: number }>();
    expect((await checker.post(`/admin/api/adjustments/${small.id}/approve`)).json()).toMatchObject({ state: 'approved', decidedByName: checker.username });
    expect(await balance(p.playerId)).toBe(3_000);
    expect(await transfersOf(p.playerId)).toEqual([{ reason: Reason.operatorAdjustmentDebit, amount: 2_000, reference: `ADJ${small.id}`, debit: null, credit: 'adjustments' }]);
  });

  it('a rejection moves nothing; support cannot request; bad input is refused', async () => {
    const p = await signUp(t.app);
    const adj = (await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'credit', amount: 100, category: 'other', reason: 'test' })).json<{ id: number }>();
    expect((await checker.post(`/admin/api/adjustments/${adj.id}/reject`, { note: 'no evidence' })).json()).toMatchObject({ state: 'rejected', decisionNote: 'no evidence' });
    expect((await third.post(`/admin/api/adjustments/${adj.id}/approve`)).json()).toMatchObject({ code: 1704 });
    expect(await balance(p.playerId)).toBe(0);

    const counts = await rowCounts(t.db, ['balance_adjustments', 'ledger_transfers']);
    expect((await support.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'credit', amount: 100, category: 'other', reason: 'test' })).statusCode).toBe(403);
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { amount: 100_000_001 }, { direction: 'gift' }, { category: 'whim' }, { reason: 'x' }]) {
      const reply = await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'credit', amount: 100, category: 'other', reason: 'test', ...bad });
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await maker.post('/admin/api/adjustments', { playerId: 99_999_999, direction: 'credit', amount: 100, category: 'other', reason: 'test' })).statusCode).toBe(404);
    expect(await rowCounts(t.db, ['balance_adjustments', 'ledger_transfers'])).toEqual(counts);
  });

  it('per-role caps refuse a request outright; above ₨50,000.00 only an admin approves', async () => {
    const p = await signUp(t.app);
    const before = await rowCounts(t.db, ['balance_adjustments']);
    const tooBig = await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'credit', amount: 20_000_001, category: 'goodwill', reason: 'large goodwill' });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toEqual({ code: 1868, msg: 'The finance role may request adjustments up to ₨200000.00: ask an admin for a larger one' });
    expect(await rowCounts(t.db, ['balance_adjustments'])).toEqual(before);

    const large = await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'credit', amount: 5_000_001, category: 'goodwill', reason: 'large goodwill' });
    const id = large.json<{ id: number }>().id;
    const byFinance = await checker.post(`/admin/api/adjustments/${id}/approve`, { note: 'ok' });
    expect(byFinance.json()).toEqual({ code: 1869, msg: "Adjustments above ₨50000.00 need an admin's approval" });
    expect(await balance(p.playerId)).toBe(0);
    expect((await third.post(`/admin/api/adjustments/${id}/approve`, { note: 'checked' })).json()).toMatchObject({ state: 'approved' });
    expect(await balance(p.playerId)).toBe(5_000_001);

    // At the tier a finance operator still approves.
    const atTier = (await maker.post('/admin/api/adjustments', { playerId: p.playerId, direction: 'credit', amount: 5_000_000, category: 'goodwill', reason: 'at tier' })).json<{ id: number }>().id;
    expect((await checker.post(`/admin/api/adjustments/${atTier}/approve`, { note: 'ok' })).json()).toMatchObject({ state: 'approved' });
    expect(await balance(p.playerId)).toBe(10_000_001);
  });
});
