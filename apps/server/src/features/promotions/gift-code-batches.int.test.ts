// Gift-code batches: many random codes at once, pending until a second operator approves
// the batch, then each redeemable, listed, and exported as CSV that matches what is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let finance: AdminClient;
let admin: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  finance = await adminClient(t, 'finance');
  admin = await adminClient(t, 'admin');
});
afterAll(async () => t.close());

const expiresAt = () => new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();

describe('gift-code batches', () => {
  it('creates a batch of distinct codes, each redeemable once; the CSV lists them with their use', async () => {
    const created = await finance.post('/admin/api/gift-code-batches', { name: 'Eid campaign', size: 25, amount: 2_000, wagerMulti: 1, usesPerCode: 1, expiresAt: expiresAt() });
    expect(created.statusCode, created.body).toBe(200);
    const batch = created.json<{ id: number; size: number; used: number }>();
    expect(batch).toMatchObject({ size: 25, used: 0, name: 'Eid campaign', state: 'pending' });
    const pendingCode = (await t.db.query<{ code: string }>('SELECT code FROM gift_codes WHERE batch_id = $1 LIMIT 1', [batch.id]))[0]!.code;
    const early = await signUp(t.app);
    expect(await call(t.app, 'POST', '/usercenter/game/activeGiftCode', { code: pendingCode }, { token: early.token })).toMatchObject({ code: 1622 });
    expect((await finance.post(`/admin/api/gift-code-batches/${batch.id}/decision`, { approve: true })).json()).toMatchObject({ code: 1870 });
    const approved = await admin.post(`/admin/api/gift-code-batches/${batch.id}/decision`, { approve: true, note: 'Eid budget' });
    expect(approved.json()).toMatchObject({ state: 'live', decisionNote: 'Eid budget' });
    expect((await admin.post(`/admin/api/gift-code-batches/${batch.id}/decision`, { approve: false })).json()).toMatchObject({ code: 1873 });

    const codes = await allPages<{ code: string; amount: number; totalUses: number; state: string }>(finance, `/admin/api/gift-codes?batchId=${batch.id}`, 10);
    expect(codes.pages).toBe(3);
    expect(new Set(codes.items.map((c) => c.code)).size).toBe(25);
    expect(codes.items.every((c) => /^[A-Z2-9]{10}$/.test(c.code) && c.amount === 2_000 && c.totalUses === 1 && c.state === 'live')).toBe(true);

    const p = await signUp(t.app);
    const redeemed = await call<{ num: number }>(t.app, 'POST', '/usercenter/game/activeGiftCode', { code: codes.items[0]!.code.toLowerCase() }, { token: p.token });
    expect(redeemed.code, redeemed.msg).toBe(1);
    expect(redeemed.data.num).toBe(2_000);
    const other = await signUp(t.app);
    expect((await call(t.app, 'POST', '/usercenter/game/activeGiftCode', { code: codes.items[0]!.code }, { token: other.token })).code).toBe(1624);

    const csv = await finance.get(`/admin/api/gift-code-batches/${batch.id}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="gift-codes-batch-${batch.id}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('code,amount,wager_multi,total_uses,used,expires_at');
    expect(lines).toHaveLength(26);
    const stored = await t.db.query<{ code: string; used: number; expires_at: Date }>('SELECT code, used, expires_at FROM gift_codes WHERE batch_id = $1 ORDER BY id', [batch.id]);
    expect(lines.slice(1)).toEqual(stored.map((s) => `${s.code},2000,1,1,${s.used},${new Date(s.expires_at).toISOString()}`));
    expect((await finance.get('/admin/api/gift-code-batches')).json()).toMatchObject({ items: [{ id: batch.id, used: 1 }] });
  });

  it("a rejected batch never pays; a batch above the creator's cap is refused", async () => {
    const batch = (await finance.post('/admin/api/gift-code-batches', { name: 'Typo', size: 3, amount: 100, expiresAt: expiresAt() })).json<{ id: number }>();
    expect((await admin.post(`/admin/api/gift-code-batches/${batch.id}/decision`, { approve: false, note: 'wrong amount' })).json()).toMatchObject({ state: 'rejected' });
    const [{ code }] = (await t.db.query<{ code: string }>('SELECT code FROM gift_codes WHERE batch_id = $1 LIMIT 1', [batch.id])) as [{ code: string }];
    const p = await signUp(t.app);
    expect(await call(t.app, 'POST', '/usercenter/game/activeGiftCode', { code }, { token: p.token })).toMatchObject({ code: 1622 });

    const before = await rowCounts(t.db, ['gift_codes', 'gift_code_batches']);
    // 10,000 codes × ₨100.00 = ₨1,000,000.00: above the finance cap of ₨500,000.00.
    const big = await finance.post('/admin/api/gift-code-batches', { name: 'Huge', size: 10_000, amount: 10_000, expiresAt: expiresAt() });
    expect(big.json()).toMatchObject({ code: 1871 });
    expect(await rowCounts(t.db, ['gift_codes', 'gift_code_batches'])).toEqual(before);
  });

  it('refuses a past expiry, a size over 10,000 and a missing batch, creating nothing', async () => {
    const before = await rowCounts(t.db, ['gift_codes', 'gift_code_batches']);
    expect((await finance.post('/admin/api/gift-code-batches', { name: 'x', size: 5, amount: 100, expiresAt: t.clock.now().toISOString() })).statusCode).toBe(400);
    expect((await finance.post('/admin/api/gift-code-batches', { name: 'x', size: 10_001, amount: 100, expiresAt: expiresAt() })).statusCode).toBe(400);
    expect((await finance.get('/admin/api/gift-code-batches/999/codes.csv')).statusCode).toBe(404);
    const support = await adminClient(t, 'support');
    expect((await support.post('/admin/api/gift-code-batches', { name: 'x', size: 5, amount: 100, expiresAt: expiresAt() })).statusCode).toBe(403);
    expect(await rowCounts(t.db, ['gift_codes', 'gift_code_batches'])).toEqual(before);
  });
});
