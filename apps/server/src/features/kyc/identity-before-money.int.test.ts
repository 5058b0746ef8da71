// Identity before money and account closure (docs/compliance/identity.md): ComplianceConf's rules
// (before any deposit, before play, a rolling deposit total — not per request), a date of birth
// under 18 closing the account for play and money with a compliance review of the balance, and the
// player's own closure (withdrawals stay possible, only an operator reopens).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ID_PHOTOS } from '../../../test/identity-photos.ts';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { proposeAndApprove } from '../../../test/config-change.ts';
import { logIn, signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type CallResult, type TestApp } from '../../../test/test-app.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { pressSandbox, sandboxRefOf } from '../../../test/payments.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { VALID_BIND, setConfig, setExchangeParam } from '../../../test/withdrawals.ts';

let t: TestApp;
let compliance: AdminClient;
let finance: AdminClient;
const DAY = 86_400_000;
const START = new Date('2026-01-05T09:00:00Z');
const SEEDED = { beforeFirstDeposit: false, beforePlay: false, cumulativeDeposits: { amount: 55_000_000, windowDays: 30 } };
const compliance_ = (identity: object) => setConfig(t.db, 'ComplianceConf', { identity: { ...SEEDED, ...identity } });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(START);
  await setExchangeParam(t.db, '0;10000;00:00-24:00');
  [compliance, finance] = await Promise.all([adminClient(t, 'compliance'), adminClient(t, 'finance')]);
});
afterEach(async () => {
  t.clock.set(START);
  await compliance_({});
  expect(await checkLedger(t.db)).toEqual([]);
});
afterAll(async () => t.close());

const post = <T = Record<string, unknown>>(p: SignedUp, path: string, body: unknown = {}, language?: string) =>
  call<T>(t.app, 'POST', path, body, { token: p.token, ...(language ? { language } : {}) });
const deposit = (p: SignedUp, amount: number, language?: string) =>
  post<{ orderId: string; payUrl: string }>(p, '/usercenter/game/deposit', { typeName: 'Jazzcash', amount, phone: '03001234567' }, language);
const spin = (p: SignedUp) => post<{ balance: number }>(p, '/usercenter/inhouse/slot/spin', { bet: 200 });
const jiliLaunch = (p: SignedUp) =>
  call(t.app, 'GET', `/usercenter/jili/Login?playerId=${p.playerId}&GameId=jili-tiger-fortune-88`, {}, { token: p.token });
/** Each player their own CNIC unless a test shares one. */
const submit = (p: SignedUp, dateOfBirth = '1990-04-12', cnic = `35202${String(p.playerId).padStart(7, '0')}1`) =>
  post(p, '/usercenter/game/kycSubmit', { fullName: 'Ali Khan', cnic, dateOfBirth, documents: ID_PHOTOS });
const orders = async (playerId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE player_id = $1', [playerId]))[0]!.n;

function refused(reply: CallResult<unknown>, code: number, msg: string) {
  expect({ code: reply.code, msg: reply.msg }).toEqual({ code, msg });
}

async function verify(p: SignedUp, cnic?: string): Promise<void> {
  expect((await submit(p, undefined, cnic)).code).toBe(1);
  const [pending] = (await compliance.get(`/admin/api/kyc?state=pending&playerId=${p.playerId}`)).json<{ items: { id: number }[] }>().items;
  expect((await compliance.post(`/admin/api/kyc/${pending!.id}/review`, { decision: 'verified' })).statusCode).toBe(200);
}

async function paid(p: SignedUp, amount: number): Promise<void> {
  const created = await deposit(p, amount);
  expect(created.code, created.msg).toBe(1);
  await pressSandbox(t.app, await sandboxRefOf(t.app, created.data.payUrl), 'approve');
}

describe('ComplianceConf', () => {
  it('counts the rolling total of deposits (paid and still payable, plus the new order), not the request', async () => {
    await compliance_({ cumulativeDeposits: { amount: 100_000, windowDays: 30 } }); // ₨1000.00
    const p = await signUp(t.app);
    await paid(p, 50_000);
    expect((await deposit(p, 40_000)).code).toBe(1); // 90_000: still at most the amount (pending)
    const above = 'Deposits above ₨1000.00 within 30 days need a verified identity. Verify it under Settings → Identity verification';
    refused(await deposit(p, 20_000), 1803, above); // ₨200.00 alone is far below: the total decides
    expect((await deposit(p, 20_000, 'zh')).msg).toBe('30 天内充值超过 ₨1000.00 需要完成身份验证。请在 设置 → 身份验证 中完成验证');
    expect((await deposit(p, 20_000, 'ur')).msg).toBe(
      '30 دن میں ₨1000.00 سے زیادہ جمع کرانے کے لیے تصدیق شدہ شناخت ضروری ہے۔ ترتیبات ← شناخت کی تصدیق میں تصدیق کریں',
    );
    expect(await orders(p.playerId)).toBe(2);
    expect((await deposit(p, 10_000)).code).toBe(1); // exactly ₨1000.00 passes

    // Another player's deposits do not count.
    expect((await deposit(await signUp(t.app), 100_000)).code).toBe(1);

    await submit(p);
    refused(await deposit(p, 20_000), 1804, 'Your identity details are waiting for review. You can deposit once they are verified');
    t.clock.advance(31 * DAY); // the window slid past every earlier order
    const again = await logIn(t.app, { phone: p.phone, password: p.password });
    expect((await deposit({ ...p, token: again.data.token }, 20_000)).code).toBe(1);
  });

  it('verified identity passes the total', async () => {
    await compliance_({ cumulativeDeposits: { amount: 100_000, windowDays: 30 } });
    const p = await signUp(t.app);
    await verify(p);
    expect((await deposit(p, 100_000)).code).toBe(1);
    expect((await deposit(p, 100_000)).code).toBe(1);
  });

  it('before the first deposit and before play, when the jurisdiction asks (seeded off)', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 100_000);
    expect((await spin(p)).code).toBe(1);
    await compliance_({ beforeFirstDeposit: true, beforePlay: true });
    refused(await deposit(p, 20_000), 1802, 'Verify your identity before you deposit: go to Settings → Identity verification');
    refused(await spin(p), 1805, 'Verify your identity before you play: go to Settings → Identity verification');
    refused(await jiliLaunch(p), 1805, 'Verify your identity before you play: go to Settings → Identity verification');
    expect(await orders(p.playerId)).toBe(0);
    await submit(p);
    refused(await spin(p), 1806, 'Your identity details are waiting for review. You can play once they are verified');
    await verify_pending(p);
    expect((await spin(p)).code).toBe(1);
    expect((await deposit(p, 20_000)).code).toBe(1);
  });

  it('the console proposes it and a second admin approves; bad values are refused and change nothing; it is never served publicly', async () => {
    const admin = await adminClient(t, 'admin');
    const bad = { identity: { ...SEEDED, cumulativeDeposits: { amount: -1, windowDays: 30 } } };
    expect((await admin.post('/admin/api/config/ComplianceConf/proposals', { body: bad })).statusCode).toBe(400);
    const saved = await proposeAndApprove(admin, await adminClient(t, 'admin'), 'ComplianceConf', { identity: { ...SEEDED, beforeFirstDeposit: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    refused(await deposit(await signUp(t.app), 20_000), 1802, 'Verify your identity before you deposit: go to Settings → Identity verification');
    expect((await t.app.inject({ method: 'GET', url: '/config/ComplianceConf.json' })).statusCode).toBe(404);
  });
});

async function verify_pending(p: SignedUp): Promise<void> {
  const [pending] = (await compliance.get(`/admin/api/kyc?state=pending&playerId=${p.playerId}`)).json<{ items: { id: number }[] }>().items;
  expect((await compliance.post(`/admin/api/kyc/${pending!.id}/review`, { decision: 'verified' })).statusCode).toBe(200);
}

async function relogin(p: SignedUp): Promise<SignedUp> {
  expect((await spin(p)).code).toBe(1006); // every session ended
  const again = await logIn(t.app, { phone: p.phone, password: p.password });
  expect(again.code, again.msg).toBe(1);
  return { ...p, token: again.data.token };
}

async function withdrawsWhileClosed(p: SignedUp): Promise<void> {
  expect((await post(p, '/usercenter/game/exchange', { type: 2, params: VALID_BIND })).code).toBe(1);
  const withdrawal = await post<{ state: string; amount: number }>(p, '/usercenter/game/exchange', { type: 1, value: 20_000, params: VALID_BIND.cardNo });
  expect(withdrawal.code, withdrawal.msg).toBe(1);
  expect(withdrawal.data).toMatchObject({ state: 'pending', amount: 20_000 });
}

describe('a date of birth under 18', () => {
  it('closes the account for play and money at once; the balance goes to a compliance review; withdrawal stays possible', async () => {
    const signed = await signUp(t.app);
    await fund(t.db, signed.playerId, 123_456);
    const provider = t.app.gameProviders.inhouse;
    const { token } = await startProviderSession(t.db, t.clock, { playerId: signed.playerId, provider: 'inhouse', gameId: 'inhouse-crash' });
    const bet = (txId: string, roundId: string) =>
      provider.bet({ txId, playerId: signed.playerId, token, roundId, gameId: 'inhouse-crash', amount: 1_000 });
    expect((await bet('u1', 'u-round-1')).status).toBe('OK');

    const CLOSED = 'Your account is closed: you must be 18 or older to play. Any balance is being reviewed by our compliance team; contact support';
    refused(await submit(signed, '2010-03-01'), 1801, CLOSED);
    const p = await relogin(signed);
    refused(await spin(p), 1801, CLOSED);
    refused(await jiliLaunch(p), 1801, CLOSED);
    refused(await deposit(p, 20_000), 1801, CLOSED);
    expect(await orders(p.playerId)).toBe(0);
    expect((await bet('u2', 'u-round-2')).status).toBe('PLAYER_RESTRICTED'); // no new stake in the game callbacks
    expect(await provider.settle({ txId: 'us1', playerId: p.playerId, roundId: 'u-round-1', amount: 2_000 })).toMatchObject({ status: 'OK', balance: 124_456 });
    expect((await post(p, '/usercenter/game/protectionStatus')).data).toEqual({ restriction: null });

    const list = await compliance.get(`/admin/api/account-closures?reviewState=open&playerId=${p.playerId}`);
    const [closure] = list.json<{ items: { id: number; reason: string; balanceOwed: number; reviewState: string }[] }>().items;
    expect(closure).toMatchObject({ reason: 'underage', balanceOwed: 122_456, reviewState: 'open' });
    expect((await finance.get('/admin/api/account-closures')).statusCode).toBe(403);
    expect((await compliance.post(`/admin/api/account-closures/${closure!.id}/review`, { decision: 'retained', note: ' ' })).statusCode).toBe(400);
    expect((await compliance.post(`/admin/api/account-closures/${closure!.id}/review`, { decision: 'kept', note: 'x' })).statusCode).toBe(400);
    const decided = await compliance.post(`/admin/api/account-closures/${closure!.id}/review`, { decision: 'refund_to_source', note: 'Refund to the JazzCash payer' });
    expect(decided.json()).toMatchObject({ reviewState: 'refund_to_source', reviewedBy: compliance.id, reviewNote: 'Refund to the JazzCash payer' });
    expect((await compliance.post(`/admin/api/account-closures/${closure!.id}/review`, { decision: 'retained', note: 'x' })).json()).toMatchObject({
      code: 1809,
    });
    const [audited] = await t.db.query<{ operator_id: number; detail: { balanceOwed: number } }>(
      `SELECT operator_id, detail FROM operator_audit_log WHERE action = 'closure.review' AND target = 'player:${p.playerId}'`,
    );
    expect(audited).toMatchObject({ operator_id: compliance.id, detail: { balanceOwed: 122_456 } });

    await withdrawsWhileClosed(p);
  });
});

describe("a reviewer's corrected date of birth", () => {
  const pendingOf = async (p: SignedUp) =>
    (await compliance.get(`/admin/api/kyc?state=pending&playerId=${p.playerId}`)).json<{ items: { id: number }[] }>().items[0]!.id;

  it('under 18 closes the account with the review, exactly like the player path; audited before/after', async () => {
    const signed = await signUp(t.app);
    await fund(t.db, signed.playerId, 50_000);
    expect((await submit(signed, '1990-04-12')).code).toBe(1);
    const id = await pendingOf(signed);
    const review = (body: object) => compliance.post(`/admin/api/kyc/${id}/review`, body);
    // Bad input changes nothing.
    expect((await review({ decision: 'verified', dateOfBirth: '2010-02-30' })).statusCode).toBe(400);
    expect((await review({ decision: 'rejected', note: 'blurred', dateOfBirth: '2010-03-01' })).statusCode).toBe(400);
    expect((await compliance.get(`/admin/api/kyc/${id}`)).json()).toMatchObject({ state: 'pending', dateOfBirth: '1990-04-12' });

    const verified = await review({ decision: 'verified', dateOfBirth: '2010-03-01', note: 'CNIC card reads 01-03-2010' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ state: 'verified', dateOfBirth: '2010-03-01', accountClosed: true });

    const CLOSED = 'Your account is closed: you must be 18 or older to play. Any balance is being reviewed by our compliance team; contact support';
    const p = await relogin(signed);
    refused(await spin(p), 1801, CLOSED);
    refused(await jiliLaunch(p), 1801, CLOSED);
    refused(await deposit(p, 20_000), 1801, CLOSED);
    const [closure] = (await compliance.get(`/admin/api/account-closures?playerId=${p.playerId}`)).json<{ items: object[] }>().items;
    expect(closure).toMatchObject({ reason: 'underage', balanceOwed: 50_000, reviewState: 'open' });
    const [audited] = await t.db.query<{ detail: object }>(`SELECT detail FROM operator_audit_log WHERE action = 'kyc.verify' AND target = 'player:${p.playerId}'`);
    expect(audited!.detail).toMatchObject({
      before: { state: 'pending', dateOfBirth: '1990-04-12' },
      after: { state: 'verified', dateOfBirth: '2010-03-01' },
      note: 'CNIC card reads 01-03-2010',
      closure: { reason: 'underage', balanceOwed: 50_000 },
    });
    await withdrawsWhileClosed(p);
  });

  it('an adult correction only corrects: the account stays open', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 10_000);
    expect((await submit(p, '1990-04-12')).code).toBe(1);
    const verified = await compliance.post(`/admin/api/kyc/${await pendingOf(p)}/review`, { decision: 'verified', dateOfBirth: '2008-01-05' }); // 18 today
    expect(verified.json()).toMatchObject({ state: 'verified', dateOfBirth: '2008-01-05', accountClosed: false });
    expect((await spin(p)).code).toBe(1);
  });
});

describe('closure by the player', () => {
  it('needs the password, ends every session, blocks play and deposits; withdrawals stay; only an operator reopens (audited)', async () => {
    const signed = await signUp(t.app);
    await fund(t.db, signed.playerId, 100_000);
    refused(await post(signed, '/usercenter/game/closeAccount', { password: 'wrong-one1' }), 1009, 'Current password is incorrect');
    expect((await spin(signed)).code).toBe(1);
    const closed = await post<{ closedAt: string }>(signed, '/usercenter/game/closeAccount', { password: signed.password });
    expect(closed.data).toEqual({ closedAt: '2026-01-05T09:00:00.000Z' });
    const p = await relogin(signed);
    const CLOSED = 'Your account is closed. You can still withdraw your balance. To reopen it, contact support';
    refused(await spin(p), 1800, CLOSED);
    refused(await deposit(p, 20_000), 1800, CLOSED);
    refused(await post(p, '/usercenter/game/closeAccount', { password: p.password }), 1807, 'This account is already closed');
    await withdrawsWhileClosed(p);
    expect((await balanceOf(t.db, p.playerId)).held).toBe(20_000);

    const [closure] = (await compliance.get(`/admin/api/account-closures?playerId=${p.playerId}`)).json<{ items: { id: number }[] }>().items;
    expect(closure).toMatchObject({ reason: 'player_request', reviewState: null, balanceOwed: 0, reopenedAt: null });
    expect((await compliance.post(`/admin/api/account-closures/${closure!.id}/review`, { decision: 'retained', note: 'x' })).json()).toMatchObject({ code: 1809 });
    expect((await compliance.post(`/admin/api/account-closures/${closure!.id}/reopen`, { note: '' })).statusCode).toBe(400);
    refused(await spin(p), 1800, CLOSED);
    const reopened = await compliance.post(`/admin/api/account-closures/${closure!.id}/reopen`, { note: 'Player called support, identity checked' });
    expect(reopened.json()).toMatchObject({ reopenedBy: compliance.id, reopenNote: 'Player called support, identity checked' });
    expect((await spin(p)).code).toBe(1);
    expect((await compliance.post(`/admin/api/account-closures/${closure!.id}/reopen`, { note: 'again' })).json()).toMatchObject({ code: 1808 });
    const audits = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM operator_audit_log WHERE action = 'closure.reopen' AND target = 'player:${p.playerId}'`);
    expect(audits[0]!.n).toBe(1);
  });
});

/** A sign-up from a device of its own (the shared test helper uses one device id for everyone). */
async function signUpOn(deviceId: string): Promise<SignedUp> {
  const base = await signUp(t.app);
  const again = await logIn(t.app, { phone: base.phone, password: base.password }, { deviceId });
  expect(again.code).toBe(1);
  await t.db.query(`UPDATE sessions SET device_id = $2 WHERE player_id = $1`, [base.playerId, deviceId]);
  return { ...base, token: again.data.token };
}

describe('KYC review warnings', () => {
  const SHARED_CNIC = '4210109876543';

  it('lists the players sharing the CNIC (verified), phone or device; verifying a CNIC verified on another open account needs an override note', async () => {
    const device = `shared-${Date.now()}`;
    const [first, second] = [await signUpOn(device), await signUpOn(device)];
    await signUpOn(`alone-${Date.now()}`);
    await verify(first, SHARED_CNIC);
    const paidFrom = await post(second, '/usercenter/game/deposit', { typeName: 'Jazzcash', amount: 20_000, phone: `0${first.phone}` });
    expect(paidFrom.code, paidFrom.msg).toBe(1);
    expect((await submit(second, undefined, SHARED_CNIC)).code).toBe(1);

    const [pending] = (await compliance.get(`/admin/api/kyc?state=pending&playerId=${second.playerId}`)).json<{ items: { id: number }[] }>().items;
    const detail = (await compliance.get(`/admin/api/kyc/${pending!.id}`)).json<{ warnings: unknown }>();
    expect(detail.warnings).toEqual({ cnicVerifiedOn: [first.playerId], phoneSharedWith: [first.playerId], deviceSharedWith: [first.playerId] });

    const review = (body: object) => compliance.post(`/admin/api/kyc/${pending!.id}/review`, body);
    expect((await review({ decision: 'verified' })).json()).toMatchObject({
      code: 1810,
      msg: 'This CNIC is already verified on another open account: verifying it again needs an override with a note',
    });
    expect((await review({ decision: 'verified', override: true })).statusCode).toBe(400);
    expect((await compliance.get(`/admin/api/kyc/${pending!.id}`)).json()).toMatchObject({ state: 'pending' });
    const verified = await review({ decision: 'verified', override: true, note: 'Same person, first account closed by support' });
    expect(verified.json()).toMatchObject({ state: 'verified' });
    const [audited] = await t.db.query<{ detail: unknown }>(
      `SELECT detail FROM operator_audit_log WHERE action = 'kyc.verify' AND target = 'player:${second.playerId}'`,
    );
    expect(audited!.detail).toMatchObject({ note: 'Same person, first account closed by support', override: { cnicVerifiedOn: [first.playerId] } });
  });

  it('a CNIC verified only on a closed account warns but needs no override', async () => {
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const cnic = '4210155555553';
    await verify(first, cnic);
    expect((await post(first, '/usercenter/game/closeAccount', { password: first.password })).code).toBe(1);
    await verify(second, cnic);
  });
});
