// docs/compliance/aml.md#the-bugs-and-what-now-happens:
// "3 × ₨9,999 withdrawals went through without KYC (the threshold is per request)". The
// KYC threshold (ProtectionConf.kyc.withdrawalThreshold, ₨10,000.00 seeded) counts the player's
// withdrawals requested in the last withdrawalWindowDays (30) plus the new one; rejected, failed
// and expired requests do not count.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ID_PHOTOS } from '../../../test/identity-photos.ts';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { logIn, signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, account, exchange, fund, setConfig } from '../../../test/withdrawals.ts';

let t: TestApp;
let finance: AdminClient;
let compliance: AdminClient;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [finance, compliance] = await Promise.all([adminClient(t, 'finance'), adminClient(t, 'compliance')]);
  await setConfig(t.db, 'VipConf', Array.from({ length: 12 }, (_, level) => ({ level, money2: level * 1000, privilege: '0;0;0;0' }))); // no daily count
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const withdraw = (p: SignedUp, value: number, language?: string) =>
  call<{ state: string; transId: string }>(t.app, 'POST', '/usercenter/game/exchange', { type: 1, value }, { token: p.token, ...(language ? { language } : {}) });

async function withdrawer(): Promise<SignedUp> {
  const p = await signUp(t.app);
  await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
  await fund(t.db, p.playerId, 5_000_000);
  return p;
}

const REQUIRED = 'Your withdrawals in the last 30 days would total ₨19998.00, above ₨10000.00: a verified identity is needed. Submit your CNIC details under Settings → Identity verification.';

describe('the rolling KYC threshold', () => {
  it('the second ₨9,999.00 request within 30 days is refused without KYC, in en, zh and ur; nothing is held', async () => {
    const p = await withdrawer();
    expect((await withdraw(p, 999_900)).code).toBe(1);
    expect(await withdraw(p, 999_900)).toMatchObject({ code: 1882, msg: REQUIRED });
    expect(await withdraw(p, 999_900, 'zh')).toMatchObject({
      code: 1882,
      msg: '您最近 30 天的提现合计将达到 ₨19998.00，超过 ₨10000.00，需要完成身份验证。请在 设置 → 身份验证 中提交您的 CNIC 信息。',
    });
    expect((await withdraw(p, 999_900, 'ur')).msg).toBe(
      'پچھلے 30 دنوں میں آپ کی نکالی گئی رقم کا مجموعہ ₨19998.00 ہو جائے گا، جو ₨10000.00 سے زیادہ ہے، اس لیے تصدیق شدہ شناخت ضروری ہے۔ ترتیبات ← شناخت کی تصدیق میں اپنی CNIC کی تفصیلات جمع کرائیں۔',
    );
    expect(await account(t.db, p.playerId)).toEqual({ balance: 5_000_000, held: 999_900 }); // the first request only
    // A single request above the threshold keeps its own message.
    expect(await withdraw(p, 1_000_001)).toMatchObject({ code: 1706 });
  });

  it('up to the threshold in all passes: ₨9,900.00 + ₨100.00 = ₨10,000.00, one more ₨100.00 does not', async () => {
    const p = await withdrawer();
    expect((await withdraw(p, 990_000)).code).toBe(1);
    expect((await withdraw(p, 10_000)).code).toBe(1);
    expect(await withdraw(p, 10_000)).toMatchObject({ code: 1882, msg: expect.stringContaining('would total ₨10100.00, above ₨10000.00') });
  });

  it('while the identity waits for review: 1883; once verified every request passes', async () => {
    const p = await withdrawer();
    expect((await withdraw(p, 999_900)).code).toBe(1);
    const sent = await call(t.app, 'POST', '/usercenter/game/kycSubmit', { fullName: 'Ali Khan', cnic: '35202-1234567-1', dateOfBirth: '1990-04-12', documents: ID_PHOTOS }, { token: p.token });
    expect(sent.code, sent.msg).toBe(1);
    expect(await withdraw(p, 999_900)).toMatchObject({
      code: 1883,
      msg: 'Your withdrawals in the last 30 days would total ₨19998.00, above ₨10000.00: a verified identity is needed. Your CNIC details are waiting for review.',
    });
    const [submission] = await t.db.query<{ id: number }>('SELECT id FROM kyc_submissions WHERE player_id = $1', [p.playerId]);
    expect((await compliance.post(`/admin/api/kyc/${submission!.id}/review`, { decision: 'verified', note: '' })).statusCode).toBe(200);
    expect((await withdraw(p, 999_900)).code).toBe(1);
    expect((await withdraw(p, 999_900)).code).toBe(1);
  });

  it('a rejected request does not count, and requests older than the window drop out', async () => {
    const p = await withdrawer();
    const first = await withdraw(p, 999_900);
    expect((await withdraw(p, 999_900)).code).toBe(1882);
    const id = Number(first.data.transId.slice(1));
    const state = (await t.db.query<{ state: string }>('SELECT state FROM withdrawals WHERE id = $1', [id]))[0]!.state;
    if (state === 'pending') expect((await finance.post(`/admin/api/withdrawals/${id}/reject`, { note: 'duplicate' })).statusCode).toBe(200);
    else expect((await finance.post(`/admin/api/withdrawals/${id}/mark-failed`, { note: 'bounced' })).statusCode).toBe(200);
    const second = await withdraw(p, 999_900);
    expect(second.code, second.msg).toBe(1);

    await setConfig(t.db, 'ProtectionConf', { realityCheck: { defaultMinutes: 60, choices: [15, 30, 60, 120] }, kyc: { withdrawalThreshold: 1_000_000, withdrawalWindowDays: 7 } });
    t.clock.advance(7 * DAY + 1);
    const again = await logIn(t.app, { phone: p.phone, password: p.password });
    const later = await call(t.app, 'POST', '/usercenter/game/exchange', { type: 1, value: 999_900 }, { token: again.data.token });
    expect(later.code, later.msg).toBe(1); // the second is 7 days and a moment old
  });
});
