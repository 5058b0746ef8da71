// Identity verification (docs/requirements/protection.md#2-identity-before-money): the player
// submits full name, CNIC and date of birth; an operator (compliance) verifies or rejects;
// withdrawals above ProtectionConf.kyc. withdrawalThreshold need a verified identity, with the
// exact message in the player's language.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { ID_PHOTOS } from '../../../test/identity-photos.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, exchange, fund, setConfig } from '../../../test/withdrawals.ts';

let t: TestApp;
let compliance: AdminClient;
let admin: AdminClient;
let finance: AdminClient;

beforeAll(async () => {
  t = await createTestApp();
  [compliance, admin, finance] = await Promise.all([adminClient(t, 'compliance'), adminClient(t, 'admin'), adminClient(t, 'finance')]);
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Status = { state: string; fullName: string | null; cnic: string | null; reviewNote: string; threshold: number };
const status = (p: SignedUp) => call<Status>(t.app, 'POST', '/usercenter/game/kycStatus', {}, { token: p.token });
const submit = (p: SignedUp, body: object) => call<Status>(t.app, 'POST', '/usercenter/game/kycSubmit', body, { token: p.token });
const IDENTITY = { fullName: 'Ali Khan', cnic: '35202-1234567-1', dateOfBirth: '1990-04-12', documents: ID_PHOTOS };
const withdraw = (p: SignedUp, value: number, language?: string) =>
  call<{ state: string }>(t.app, 'POST', '/usercenter/game/exchange', { type: 1, value }, { token: p.token, ...(language ? { language } : {}) });

async function withdrawer(): Promise<SignedUp> {
  const p = await signUp(t.app);
  await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
  await fund(t.db, p.playerId, 5_000_000);
  return p;
}

describe('the player side', () => {
  it('submits once (CNIC sealed, shown masked); a second submission waits for the review; bad input is refused', async () => {
    const p = await signUp(t.app);
    expect((await status(p)).data).toEqual({ state: 'none', fullName: null, cnic: null, submittedAt: null, reviewNote: '', threshold: 1_000_000 });
    expect(await submit(p, { ...IDENTITY, cnic: '12345' })).toMatchObject({ code: 1001, msg: 'Invalid ID format. ' });
    expect(await submit(p, { ...IDENTITY, fullName: '' })).toMatchObject({ code: 1001, msg: 'Full name cannot be empty' });
    expect(await submit(p, { ...IDENTITY, dateOfBirth: '1990-02-30' })).toMatchObject({ code: 1001, msg: 'Enter your date of birth' });
    // One day short of 18 closes the account (identity-before-money.int.test.ts); here another player.
    expect(await submit(await signUp(t.app), { ...IDENTITY, dateOfBirth: '2008-01-06' })).toMatchObject({ code: 1801 });
    const sent = await submit(p, { ...IDENTITY, dateOfBirth: '2008-01-05' }); // 18 today (2026-01-05, Karachi)
    expect(sent.code, sent.msg).toBe(1);
    expect(sent.data).toMatchObject({ state: 'pending', fullName: 'Ali Khan', cnic: '*********5671' });
    const [row] = await t.db.query<{ cnic_sealed: string }>('SELECT cnic_sealed FROM kyc_submissions WHERE player_id = $1', [p.playerId]);
    expect(row!.cnic_sealed).toMatch(/^v1\./);
    expect(row!.cnic_sealed).not.toContain('3520212345671');
    expect(t.cipher.open(row!.cnic_sealed)).toBe('3520212345671');
    expect(await submit(p, IDENTITY)).toMatchObject({ code: 1709, msg: 'Your identity details are already waiting for review' });
  });
});

describe('the withdrawal gate', () => {
  it('above the threshold: refused without a verified identity, with the message in en, zh and ur; at or below it passes', async () => {
    const p = await withdrawer();
    expect(await withdraw(p, 1_000_001)).toMatchObject({
      code: 1706,
      msg: 'Withdrawals above ₨10000.00 need a verified identity. Submit your CNIC details under Settings → Identity verification.',
    });
    expect((await withdraw(p, 1_000_001, 'zh')).msg).toBe('提现金额超过 ₨10000.00 需要完成身份验证。请在 设置 → 身份验证 中提交您的 CNIC 信息。');
    expect((await withdraw(p, 1_000_001, 'ur')).msg).toBe(
      '₨10000.00 سے زیادہ رقم نکالنے کے لیے تصدیق شدہ شناخت ضروری ہے۔ ترتیبات ← شناخت کی تصدیق میں اپنی CNIC کی تفصیلات جمع کرائیں۔',
    );
    expect(await withdraw(p, 1_000_000)).toMatchObject({ code: 1 });
    await submit(p, IDENTITY);
    expect(await withdraw(p, 2_000_000)).toMatchObject({
      code: 1707,
      msg: 'Withdrawals above ₨10000.00 need a verified identity. Your CNIC details are waiting for review.',
    });
    const [pending] = (await compliance.get(`/admin/api/kyc?state=pending&playerId=${p.playerId}`)).json<{ items: { id: number }[] }>().items;
    expect((await compliance.post(`/admin/api/kyc/${pending!.id}/review`, { decision: 'verified' })).json()).toMatchObject({ state: 'verified', reviewedBy: compliance.id });
    expect(await withdraw(p, 2_000_000)).toMatchObject({ code: 1, data: { state: 'pending' } });
    expect(await submit(p, IDENTITY)).toMatchObject({ code: 1708 });
  });

  it('the operator sets the threshold (server-only ProtectionConf)', async () => {
    const p = await withdrawer();
    await setConfig(t.db, 'ProtectionConf', { realityCheck: { defaultMinutes: 60, choices: [15, 30, 60, 120] }, kyc: { withdrawalThreshold: 0 } });
    expect(await withdraw(p, 10_000)).toMatchObject({ code: 1706, msg: expect.stringContaining('above ₨0.00') });
    await setConfig(t.db, 'ProtectionConf', { realityCheck: { defaultMinutes: 60, choices: [15, 30, 60, 120] }, kyc: { withdrawalThreshold: 1_000_000 } });
  });
});

describe('the operator side', () => {
  it('lists the queue, opens one with the CNIC (audited) and compares it with the withdrawal account; a rejection needs a note the player sees', async () => {
    const p = await withdrawer();
    await submit(p, { ...IDENTITY, cnic: '4210112345672' });
    const queue = await allPages<{ id: number; playerId: number; cnicLast4: string }>(compliance, '/admin/api/kyc?state=pending', 1);
    const item = queue.items.find((i) => i.playerId === p.playerId)!;
    expect(item.cnicLast4).toBe('5672');
    const detail = await compliance.get(`/admin/api/kyc/${item.id}`);
    expect(detail.json()).toMatchObject({ cnic: '4210112345672', withdrawalAccount: { name: 'Ali Khan', bankName: 'Jazzcash', cnicMatches: false } });
    const [read] = await t.db.query<{ operator_id: number }>(`SELECT operator_id FROM operator_audit_log WHERE action = 'kyc.read' AND target = 'player:${p.playerId}'`);
    expect(read!.operator_id).toBe(compliance.id);

    expect((await compliance.post(`/admin/api/kyc/${item.id}/review`, { decision: 'rejected' })).statusCode).toBe(400);
    expect((await compliance.post(`/admin/api/kyc/${item.id}/review`, { decision: 'rejected', note: 'CNIC differs from your payout account' })).json()).toMatchObject({ state: 'rejected' });
    expect((await admin.post(`/admin/api/kyc/${item.id}/review`, { decision: 'verified' })).json()).toMatchObject({ code: 1710 });
    expect((await status(p)).data).toMatchObject({ state: 'rejected', reviewNote: 'CNIC differs from your payout account' });
    // After a rejection the player may submit again.
    expect((await submit(p, IDENTITY)).data).toMatchObject({ state: 'pending' });
    expect((await finance.get('/admin/api/kyc')).statusCode).toBe(403);
  });
});
