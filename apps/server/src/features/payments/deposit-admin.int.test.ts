// Deposits in the console: orders with the gateway's state and flags, keyset pages, and
// re-inquiry, which credits a payment the gateway confirms once, however often it is asked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { signUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from '../../../test/payments.ts';

let t: TestApp;
let finance: AdminClient;
let support: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  [finance, support] = await Promise.all([adminClient(t, 'finance'), adminClient(t, 'support')]);
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Deposit = { id: number; orderNo: string; playerId: number; state: string; flags: string[]; amount: number; gateway: string };

describe('deposits', () => {
  it('lists orders with their state and flags; a lost notification is recovered by re-inquiry, credited once', async () => {
    const p = await signUp(t.app);
    const paid = await createDeposit(t.app, p.token, { typeName: 'Jazzcash', amount: 30_000, phone: '03001234567' });
    await pressSandbox(t.app, await sandboxRefOf(t.app, paid.data.payUrl), 'approve');
    const lost = await createDeposit(t.app, p.token, { typeName: 'Easypaisa', amount: 40_000, phone: '03001234567' });
    await pressSandbox(t.app, await sandboxRefOf(t.app, lost.data.payUrl), 'approve', 'lost');
    await createDeposit(t.app, p.token, { typeName: 'Jazzcash', amount: 50_000, phone: '03001234567' });

    const all = await allPages<Deposit>(support, `/admin/api/deposits?playerId=${p.playerId}`, 2);
    expect(all.items.map((d) => [d.amount, d.state])).toEqual([
      [50_000, 'pending'],
      [40_000, 'pending'],
      [30_000, 'paid'],
    ]);
    expect(await balanceOf(t.db, p.playerId)).toMatchObject({ balance: 30_000 });
    const pendingOnly = await allPages<Deposit>(support, `/admin/api/deposits?playerId=${p.playerId}&state=pending`, 5);
    expect(pendingOnly.items).toHaveLength(2);

    const target = all.items.find((d) => d.amount === 40_000)!;
    expect((await support.post(`/admin/api/deposits/${target.id}/inquire`)).statusCode).toBe(403);
    const first = await finance.post(`/admin/api/deposits/${target.id}/inquire`);
    expect(first.json()).toMatchObject({ outcome: 'credited', deposit: { state: 'paid' } });
    const second = await finance.post(`/admin/api/deposits/${target.id}/inquire`);
    expect(second.json()).toMatchObject({ outcome: 'already-credited', deposit: { state: 'paid' } });
    expect(await balanceOf(t.db, p.playerId)).toMatchObject({ balance: 70_000 });
    const [audit] = await t.db.query<{ detail: unknown }>(`SELECT detail FROM operator_audit_log WHERE action = 'deposit.inquire' ORDER BY id LIMIT 1`);
    expect(audit!.detail).toEqual({ outcome: 'credited', before: { state: 'pending' }, after: { state: 'paid' } });
    expect((await finance.post('/admin/api/deposits/99999/inquire')).statusCode).toBe(404);
  });

  it('shows the flags of a mismatched payment and filters flagged orders', async () => {
    const p = await signUp(t.app);
    const order = await createDeposit(t.app, p.token, { typeName: 'Jazzcash', amount: 20_000, phone: '03001234567' });
    await pressSandbox(t.app, await sandboxRefOf(t.app, order.data.payUrl), 'approve', 'wrong-amount');
    const flagged = await allPages<Deposit>(support, `/admin/api/deposits?playerId=${p.playerId}&flagged=true`, 5);
    expect(flagged.items).toEqual([expect.objectContaining({ orderNo: order.data.orderId, flags: ['amount_mismatch'], state: 'pending' })]);
    expect((await allPages<Deposit>(support, `/admin/api/deposits?playerId=${p.playerId}&flagged=false`, 5)).items).toEqual([]);
  });
});
