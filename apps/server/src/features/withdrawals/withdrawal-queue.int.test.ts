// The operators' withdrawal queue: filters and keyset pages that return every row
// once, ageing, bulk approve/reject with a result per request, maker-checker (the approver cannot
// pay, enforced by the service and by a CHECK in the database), and a frozen player's request
// cannot be approved.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, account, exchange, fund } from '../../../test/withdrawals.ts';

let t: TestApp;
let maker: AdminClient;
let checker: AdminClient;
let support: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  [maker, checker, support] = await Promise.all([adminClient(t, 'finance'), adminClient(t, 'finance'), adminClient(t, 'support')]);
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Row = { id: number; playerId: number; amount: number; state: string; ageMinutes: number; approvedBy: number | null; paidBy: number | null };

async function withdrawer(balance: number): Promise<SignedUp> {
  const p = await signUp(t.app);
  expect((await exchange(t.app, p.token, { type: 2, params: VALID_BIND })).code).toBe(1);
  await fund(t.db, p.playerId, balance);
  return p;
}

async function request(p: SignedUp, value: number): Promise<number> {
  const reply = await exchange<{ transId: string; state: string }>(t.app, p.token, { type: 1, value });
  expect(reply.code, reply.msg).toBe(1);
  expect(reply.data.state).toBe('pending'); // the account was bound just now: no automatic approval
  return Number(reply.data.transId.slice(1));
}

describe('the queue', () => {
  it('filters by state, player and amount, shows the age, and pages (both orders) with every row once', async () => {
    const a = await withdrawer(1_000_000);
    const b = await withdrawer(1_000_000);
    const ids: number[] = [];
    for (const value of [10_000, 20_000, 30_000]) {
      ids.push(await request(a, value));
      t.clock.advance(60_000);
    }
    for (const value of [40_000, 50_000]) ids.push(await request(b, value));
    t.clock.advance(5 * 60_000);

    const ofA = await allPages<Row>(support, `/admin/api/withdrawals?playerId=${a.playerId}`, 2);
    expect(ofA.items.map((w) => w.id)).toEqual(ids.slice(0, 3).reverse());
    expect(ofA.pages).toBe(2);
    expect(ofA.items.map((w) => w.ageMinutes)).toEqual([6, 7, 8]);

    const oldest = await allPages<Row>(support, `/admin/api/withdrawals?state=pending&order=oldest`, 2);
    const mine = oldest.items.filter((w) => ids.includes(w.id)).map((w) => w.id);
    expect(mine).toEqual(ids);
    expect(new Set(oldest.items.map((w) => w.id)).size).toBe(oldest.items.length);

    const big = await allPages<Row>(support, `/admin/api/withdrawals?minAmount=35000&playerId=${b.playerId}`, 10);
    expect(big.items.map((w) => w.amount)).toEqual([50_000, 40_000]);

    const today = await support.get(`/admin/api/withdrawals?from=2026-01-05&to=2026-01-05&playerId=${a.playerId}`);
    expect(today.json<{ items: Row[] }>().items).toHaveLength(3);
    const tomorrow = await support.get(`/admin/api/withdrawals?from=2026-01-06&to=2026-01-06&playerId=${a.playerId}`);
    expect(tomorrow.json<{ items: Row[] }>().items).toHaveLength(0);

    expect((await support.get('/admin/api/withdrawals?state=lost')).statusCode).toBe(400);
    expect((await support.get('/admin/api/withdrawals?cursor=%%%')).statusCode).toBe(400);
    expect((await support.get('/admin/api/withdrawals?limit=1000')).statusCode).toBe(400);
  });
});

describe('maker-checker', () => {
  it('the approver cannot mark paid; a second operator can; the database refuses it too', async () => {
    const p = await withdrawer(100_000);
    const id = await request(p, 60_000);
    expect((await maker.post(`/admin/api/withdrawals/${id}/approve`)).json()).toMatchObject({ state: 'processing', approvedBy: maker.id });
    const own = await maker.post(`/admin/api/withdrawals/${id}/mark-paid`, { reference: 'EP-1' });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ code: 1702 });
    expect(await account(t.db, p.playerId)).toEqual({ balance: 100_000, held: 60_000 });
    const paid = await checker.post(`/admin/api/withdrawals/${id}/mark-paid`, { reference: 'EP-1' });
    expect(paid.json()).toMatchObject({ state: 'paid', approvedBy: maker.id, paidBy: checker.id, payoutReference: 'EP-1' });
    expect(await account(t.db, p.playerId)).toEqual({ balance: 40_000, held: 0 });
    // Replaying the payment with the same reference changes nothing.
    expect((await checker.post(`/admin/api/withdrawals/${id}/mark-paid`, { reference: 'EP-1' })).json()).toMatchObject({ state: 'paid' });
    expect(await account(t.db, p.playerId)).toEqual({ balance: 40_000, held: 0 });
    await expect(t.db.query('UPDATE withdrawals SET paid_by = approved_by WHERE id = $1', [id])).rejects.toThrow(/withdrawals_maker_checker/);
  });

  it('support may look at the queue but not decide or pay', async () => {
    const p = await withdrawer(100_000);
    const id = await request(p, 20_000);
    expect((await support.post(`/admin/api/withdrawals/${id}/approve`)).statusCode).toBe(403);
    expect((await support.post('/admin/api/withdrawals/bulk', { action: 'reject', ids: [id] })).statusCode).toBe(403);
    expect((await support.get(`/admin/api/withdrawals?playerId=${p.playerId}`)).json<{ items: Row[] }>().items[0]!.state).toBe('pending');
  });
});

describe('bulk actions', () => {
  it('approves several at once and reports each: one already decided is refused, the others go through', async () => {
    const p = await withdrawer(200_000);
    const ids = [await request(p, 10_000), await request(p, 20_000), await request(p, 30_000)];
    expect((await maker.post(`/admin/api/withdrawals/${ids[1]}/reject`, { note: 'asked by player' })).json()).toMatchObject({ state: 'rejected' });
    const bulk = await maker.post('/admin/api/withdrawals/bulk', { action: 'approve', ids: [...ids, ids[0]] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({
      results: [
        { id: ids[0], ok: true, state: 'processing', code: null, msg: '' },
        { id: ids[1], ok: false, state: null, code: 1310, msg: expect.any(String) },
        { id: ids[2], ok: true, state: 'processing', code: null, msg: '' },
      ],
    });
    const audit = await t.db.query<{ target: string }>(
      "SELECT target FROM operator_audit_log WHERE action = 'withdrawal.approve' AND detail->>'bulk' = 'true' ORDER BY id",
    );
    expect(audit.map((a) => a.target)).toEqual([`withdrawal:${ids[0]}`, `withdrawal:${ids[2]}`]);
    const rejectAll = await maker.post('/admin/api/withdrawals/bulk', { action: 'reject', ids: [ids[0]], note: 'too late' });
    expect(rejectAll.json()).toMatchObject({ results: [{ ok: false, code: 1310 }] }); // processing cannot be rejected
    expect(await account(t.db, p.playerId)).toEqual({ balance: 200_000, held: 40_000 });
    expect((await maker.post('/admin/api/withdrawals/bulk', { action: 'approve', ids: [] })).statusCode).toBe(400);
  });
});

describe('frozen players', () => {
  it("a frozen player's pending withdrawal cannot be approved (1705) but can be rejected, returning the hold", async () => {
    const p = await withdrawer(100_000);
    const id = await request(p, 50_000);
    const admin = await adminClient(t, 'admin');
    expect((await admin.post(`/admin/api/players/${p.playerId}/freeze`, { reason: 'chargeback investigation' })).statusCode).toBe(200);
    const approve = await maker.post(`/admin/api/withdrawals/${id}/approve`);
    expect(approve.statusCode).toBe(422);
    expect(approve.json()).toEqual({ code: 1705, msg: 'This player is frozen' });
    expect((await maker.post(`/admin/api/withdrawals/${id}/reject`, { note: 'frozen' })).json()).toMatchObject({ state: 'rejected' });
    expect(await account(t.db, p.playerId)).toEqual({ balance: 100_000, held: 0 });
  });
});
