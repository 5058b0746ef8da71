// Exclusions that hold (docs/compliance/exclusions.md): they bind the person (device, phone, CNIC,
// payment account), never lapse into play, end bonus wagering with the bonus taken back, the
// national register at sign-up and login, and operators' exclusions lifted only by a second
// operator.
import { Reason } from '@khel/contracts/ledger-reasons';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin.ts';
import { logIn, signUp, uniqueAccount, uniquePhone, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type CallResult, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db.ts';
import { pressSandbox, sandboxRefOf } from '../../../test/payments.ts';
import { createBettingTask } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { setExchangeParam } from '../../../test/withdrawals.ts';

let t: TestApp;
let app: FastifyInstance;
let db: Database;
let clock: TestApp['clock'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, db, clock } = t);
  clock.set(new Date('2026-03-02T09:00:00Z')); // 14:00 in Karachi
  await setExchangeParam(db, '0;10000;00:00-24:00');
});
afterEach(async () => expect(await checkLedger(db)).toEqual([]));
afterAll(async () => t.close());

const post = <T = Record<string, unknown>>(p: SignedUp, path: string, body: unknown = {}) => call<T>(app, 'POST', path, body, { token: p.token });
type Status = { restriction: { kind: string; period: string; endsAt: string | null; state: string; reopensAt: string | null; returnFrom: string | null } | null };
const status = (p: SignedUp) => post<Status>(p, '/usercenter/game/protectionStatus');
const timeOut = (p: SignedUp, period: string) => post<Status>(p, '/usercenter/game/startTimeOut', { period });
const selfExclude = (p: SignedUp, period: string) => post<Status>(p, '/usercenter/game/selfExclude', { period, password: p.password });
const askToReturn = (p: SignedUp) => post<Status>(p, '/usercenter/game/requestReturn');
const spin = (p: SignedUp) => post<{ balance: number }>(p, '/usercenter/inhouse/slot/spin', { bet: 200 });
const launch = (p: SignedUp) => call(app, 'GET', `/usercenter/jili/Login?playerId=${p.playerId}&GameId=jili-tiger-fortune-88`, {}, { token: p.token });
const deposit = (p: SignedUp, payer: string, amount = 50_000) =>
  post<{ orderId: string; bonus: number; payUrl: string }>(p, '/usercenter/game/deposit', { typeName: 'Jazzcash', amount, phone: payer });
const bind = (p: SignedUp, account: { cardNo: string; cnic: string; bankName?: string }) =>
  post(p, '/usercenter/game/exchange', { type: 2, params: { name: 'Ali Khan', cardNo: account.cardNo, bankName: account.bankName ?? 'Jazzcash', email: account.cnic } });
const withdraw = (p: SignedUp, value: number, cardNo: string) => post<{ state: string; amount: number }>(p, '/usercenter/game/exchange', { type: 1, value, params: cardNo });
const register = (body: unknown) => app.inject({ method: 'POST', url: '/dev/exclusion-register', payload: body as object });
const playerCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM players'))[0]!.n;

function expectRefused(reply: CallResult<unknown>, code: number, message: RegExp | string) {
  expect(reply.code, reply.msg).toBe(code);
  expect(reply.msg).toMatch(message);
}

const PERSON = 'A time-out or self-exclusion in force for you on another account stops this account too';

async function signUpRaw(body: { telephone: string; deviceId: string }) {
  return call<{ token: string }>(app, 'POST', '/usercenter/game/login', {
    type: 2,
    loginType: 64,
    account: uniqueAccount(),
    token: 'secret12',
    ageConfirmed: true,
    agentId: '',
    ...body,
  });
}

let cnicCounter = 0;
const uniqueCnic = () => `35202${String(Date.now() % 10_000_000).padStart(7, '0')}${++cnicCounter % 10}`;

describe('bonus wagering ends on a break (the issue: "Insufficient coins" for their own deposit)', () => {
  it('a self-excluded player with an open deposit-bonus task withdraws their own deposit; the unwagered bonus goes back to its bonus account', async () => {
    const p = await signUp(app);
    const payer = `0${uniquePhone()}`;
    const order = await deposit(p, payer);
    expect(order.code, order.msg).toBe(1);
    expect(order.data.bonus).toBe(2_500);
    await pressSandbox(app, await sandboxRefOf(app, order.data.payUrl), 'approve');
    expect(await balanceOf(db, p.playerId)).toMatchObject({ balance: 52_500, available: 52_500 });
    const cardNo = uniquePhone();
    expect((await bind(p, { cardNo, cnic: uniqueCnic() })).code).toBe(1);
    expectRefused(await withdraw(p, 50_000, cardNo), 1015, 'Insufficient coins'); // the task locks everything until it ends

    const excluded = await selfExclude(p, '6m');
    expect(excluded.code, excluded.msg).toBe(1);
    // ₨25.00 of bonus back to bonus:deposit; ₨500.00 of their own money stays and is withdrawable at once.
    expect(await balanceOf(db, p.playerId)).toMatchObject({ balance: 50_000, available: 50_000 });
    const tasks = await db.query<{ state: number; finish_reason: string }>('SELECT state, finish_reason FROM betting_tasks WHERE player_id = $1', [p.playerId]);
    expect(tasks).toEqual([{ state: 3, finish_reason: 'player protection' }]);
    const forfeit = await db.query<{ amount: number }>(
      `SELECT e.amount FROM ledger_entries e JOIN ledger_transfers tr ON tr.id = e.transfer_id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE tr.reason = $1 AND a.code = 'bonus:deposit' AND tr.reference LIKE 'task:%' AND tr.idempotency_key LIKE 'bonus-forfeit:%'`,
      [Reason.bonusForfeit],
    );
    expect(forfeit).toEqual([{ amount: 2_500 }]);
    const paid = await withdraw(p, 50_000, cardNo);
    expect(paid.code, paid.msg).toBe(1);
    expect(paid.data).toMatchObject({ state: 'pending', amount: 50_000 });
  });

  it('takes back no more than the available balance, oldest task first (a time-out too)', async () => {
    const p = await signUp(app);
    await fund(db, p.playerId, 1_234);
    await db.transaction(async (tx) => {
      await createBettingTask(tx, { playerId: p.playerId, money: 1_000, multi: 5, reason: Reason.depositBonus, desc: 'deposit bonus', reference: 'order-a' });
      await createBettingTask(tx, { playerId: p.playerId, money: 5_000, multi: 5, reason: Reason.signIn, desc: 'sign in', reference: 'signIn:2026-03-02' });
    });
    expect((await timeOut(p, '24h')).code).toBe(1);
    expect(await balanceOf(db, p.playerId)).toMatchObject({ balance: 0, available: 0 });
    const moved = await db.query<{ code: string; amount: number }>(
      `SELECT a.code, e.amount FROM ledger_entries e JOIN ledger_transfers tr ON tr.id = e.transfer_id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE tr.reason = $1 AND a.code LIKE 'bonus:%' AND tr.idempotency_key IN (SELECT 'bonus-forfeit:' || id FROM betting_tasks WHERE player_id = $2) ORDER BY tr.id`,
      [Reason.bonusForfeit, p.playerId],
    );
    expect(moved).toEqual([
      { code: 'bonus:deposit', amount: 1_000 },
      { code: 'bonus:signIn', amount: 234 },
    ]);
  });
});

describe('an exclusion binds the person, not the account', () => {
  it('refuses a new account on the excluded person\'s device at sign-up, and changes nothing', async () => {
    const device = `fp-family-${uniqueAccount()}`;
    const a = await signUp(app, { deviceId: device });
    expect((await timeOut(a, '7d')).code).toBe(1);
    const before = await playerCount();
    expectRefused(await signUpRaw({ telephone: uniquePhone(), deviceId: device }), 1820, PERSON);
    expect(await playerCount()).toBe(before);
    const zh = await call(app, 'POST', '/usercenter/game/login', { type: 2, loginType: 64, account: uniqueAccount(), telephone: uniquePhone(), token: 'secret12', ageConfirmed: true, deviceId: device }, { language: 'ur' });
    expect(zh.msg).toBe('آپ کے دوسرے اکاؤنٹ پر جاری وقفہ یا خود اخراج اس اکاؤنٹ کو بھی روکتا ہے');
    // Another device signs up.
    expect((await signUpRaw({ telephone: uniquePhone(), deviceId: `${device}-other` })).code).toBe(1);
  });

  it('refuses a new account whose phone is the excluded person\'s wallet number', async () => {
    const a = await signUp(app);
    const wallet = uniquePhone();
    expect((await bind(a, { cardNo: `0${wallet}`, cnic: uniqueCnic() })).code).toBe(1);
    expect((await selfExclude(a, '1y')).code).toBe(1);
    expectRefused(await signUpRaw({ telephone: wallet, deviceId: `fp-${uniqueAccount()}` }), 1820, PERSON);
  });

  it('refuses deposits and play to an existing other account with the same CNIC (compared by keyed hash, never plain)', async () => {
    const cnic = uniqueCnic();
    const a = await signUp(app);
    const b = await signUp(app);
    await fund(db, b.playerId, 20_000);
    expect((await bind(a, { cardNo: uniquePhone(), cnic })).code).toBe(1);
    expect((await selfExclude(a, '6m')).code).toBe(1);
    const stored = await db.query<{ kind: string; digest: string }>('SELECT kind, digest FROM person_identifiers WHERE player_id = $1', [a.playerId]);
    expect(stored.map((s) => s.kind).sort()).toEqual(['cnic', 'device', 'phone', 'phone']);
    expect(JSON.stringify(stored)).not.toContain(cnic);
    expect(JSON.stringify(stored)).not.toContain(a.phone);

    expect((await spin(b)).code).toBe(1); // nothing links b yet
    const card = uniquePhone();
    expect((await bind(b, { cardNo: card, cnic: `${cnic.slice(0, 5)}-${cnic.slice(5, 12)}-${cnic.slice(12)}` })).code).toBe(1);
    expectRefused(await deposit(b, `0${uniquePhone()}`), 1820, PERSON);
    expect((await db.query('SELECT 1 FROM deposit_orders WHERE player_id = $1', [b.playerId])).length).toBe(0);
    expectRefused(await spin(b), 1820, PERSON);
    expectRefused(await launch(b), 1820, PERSON);
    // Withdrawing b's own balance stays possible.
    const paid = await withdraw(b, 15_000, card);
    expect(paid.code, paid.msg).toBe(1);
  });

  it('refuses deposits by the bank account or the payer account the excluded person used', async () => {
    const bank = `00${Date.now() % 1e12}77`;
    const payer = `0${uniquePhone()}`;
    const a = await signUp(app);
    expect((await deposit(a, payer)).code).toBe(1);
    expect((await bind(a, { cardNo: bank, bankName: 'Bank', cnic: uniqueCnic() })).code).toBe(1);
    expect((await timeOut(a, '30d')).code).toBe(1);

    const b = await signUp(app);
    expectRefused(await deposit(b, payer), 1820, PERSON);
    expect((await deposit(b, `0${uniquePhone()}`)).code).toBe(1); // another payer: b is not linked yet
    const c = await signUp(app);
    expect((await bind(c, { cardNo: bank, bankName: 'bank', cnic: uniqueCnic() })).code).toBe(1);
    expectRefused(await deposit(c, `0${uniquePhone()}`), 1820, PERSON);
  });

  it('an existing account logging in on the excluded person\'s device cannot deposit or play', async () => {
    const device = `fp-shared-${uniqueAccount()}`;
    const a = await signUp(app, { deviceId: device });
    const b = await signUp(app);
    await fund(db, b.playerId, 10_000);
    expect((await selfExclude(a, '6m')).code).toBe(1);
    const login = await logIn(app, { account: b.account, password: b.password }, { deviceId: device });
    expect(login.code, login.msg).toBe(1); // logging in stays possible (to withdraw)
    const onDevice = { ...b, token: login.data.token };
    expectRefused(await spin(onDevice), 1820, PERSON);
    expectRefused(await deposit(onDevice, `0${uniquePhone()}`), 1820, PERSON);
  });
});

describe('no lapse into play', () => {
  it('a self-exclusion holds after its period until the player asks to come back, then 24 h of cooling-off', async () => {
    const p = await signUp(app);
    await fund(db, p.playerId, 10_000);
    expect((await selfExclude(p, '6m')).code).toBe(1);
    expectRefused(await askToReturn(p), 1825, /^You can ask to come back only after your self-exclusion period ends \(\d{4}-\d\d-\d\d 14:00 PKT\)$/);

    clock.advance(190 * DAY); // past six months
    const relogin = async () => ({ ...p, token: (await logIn(app, { account: p.account, password: p.password })).data.token });
    const back = await relogin();
    expectRefused(await spin(back), 1823, 'Your self-exclusion period has ended. To play again, ask to come back in Settings → Take a break');
    expect((await status(back)).data.restriction).toMatchObject({ kind: 'self_exclusion', state: 'awaitingReturn', reopensAt: null });
    // The other account of the same device stays refused as well.
    expect((await signUpRaw({ telephone: uniquePhone(), deviceId: `test-device-${p.account}` })).code).toBe(1820);

    const asked = await askToReturn(back);
    expect(asked.code, asked.msg).toBe(1);
    const reopensAt = new Date(clock.now().getTime() + DAY).toISOString();
    expect(asked.data.restriction).toMatchObject({ state: 'coolingOff', reopensAt });
    expect((await askToReturn(back)).data.restriction?.reopensAt).toBe(reopensAt); // asking again changes nothing
    expectRefused(await spin(back), 1824, /^You asked to come back: your account reopens at \d{4}-\d\d-\d\d \d\d:\d\d PKT, after a 24-hour cooling-off$/);
    expectRefused(await deposit(back, `0${uniquePhone()}`), 1824, /cooling-off/);

    const compliance = await adminClient(t, 'compliance'); // operators' sessions are short: one made now
    const returns = JSON.parse((await compliance.get('/admin/api/exclusions/returns')).body) as { items: { playerId: number; reopensAt: string }[] };
    expect(returns.items.find((r) => r.playerId === p.playerId)).toMatchObject({ reopensAt });

    clock.advance(DAY - 1000);
    expect((await spin(back)).code).toBe(1824);
    clock.advance(1000);
    expect((await status(back)).data).toEqual({ restriction: null });
    expect((await spin(back)).code).toBe(1);
  });

  it('an indefinite self-exclusion has no end date; the player may ask to come back only after 6 months', async () => {
    const p = await signUp(app);
    const excluded = await selfExclude(p, 'indefinite');
    expect(excluded.code, excluded.msg).toBe(1);
    const sixMonths = new Date(clock.now().getTime());
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(excluded.data.restriction).toMatchObject({ kind: 'self_exclusion', period: 'indefinite', endsAt: null, state: 'active', returnFrom: sixMonths.toISOString() });
    expectRefused(await spin(p), 1827, 'Your account is self-excluded with no end date');
    expect((await selfExclude(p, '5y')).code).toBe(1827); // nothing shorter replaces it
    expect((await timeOut(p, '30d')).code).toBe(1827);
    expect((await askToReturn(p)).code).toBe(1825);
    clock.advance(5 * 365 * DAY);
    const back = { ...p, token: (await logIn(app, { account: p.account, password: p.password })).data.token };
    expectRefused(await spin(back), 1823, /has ended/);
    expect((await askToReturn(back)).data.restriction?.state).toBe('coolingOff');
  });

  it('a time-out ends by itself (a short break)', async () => {
    const p = await signUp(app);
    await fund(db, p.playerId, 1_000);
    expect((await timeOut(p, '24h')).code).toBe(1);
    expectRefused(await askToReturn(p), 1825, /only after/);
    clock.advance(DAY);
    expect((await status(p)).data).toEqual({ restriction: null });
    expect((await spin(p)).code).toBe(1);
  });
});

describe('national exclusion register (embedded demo)', () => {
  it('refuses sign-up of a listed phone with the reference; an unreachable register refuses sign-up (fail closed) and changes nothing', async () => {
    const phone = uniquePhone();
    expect((await register({ kind: 'phone', value: phone, reference: 'NSER-0042' })).statusCode).toBe(200);
    const before = await playerCount();
    expectRefused(await signUpRaw({ telephone: phone, deviceId: `fp-${uniqueAccount()}` }), 1821, 'You are on the national self-exclusion register (reference NSER-0042), so you cannot use an account here');
    expect((await register({ reachable: false })).statusCode).toBe(200);
    try {
      expectRefused(await signUpRaw({ telephone: uniquePhone(), deviceId: `fp-${uniqueAccount()}` }), 1822, 'We cannot check the national self-exclusion register right now. Please try again later');
      expect(await playerCount()).toBe(before);
    } finally {
      await register({ reachable: true });
    }
    expect((await register({ kind: 'phone', value: 'x' })).statusCode).toBe(400);
  });

  it('refuses login once the phone or the KYC/withdrawal CNIC is listed; an unreachable register lets login through', async () => {
    const p = await signUp(app);
    const cnic = uniqueCnic();
    expect((await bind(p, { cardNo: uniquePhone(), cnic })).code).toBe(1);
    expect((await logIn(app, { account: p.account, password: p.password })).code).toBe(1);
    await register({ reachable: false });
    try {
      expect((await logIn(app, { account: p.account, password: p.password })).code).toBe(1);
    } finally {
      await register({ reachable: true });
    }
    await register({ kind: 'cnic', value: cnic, reference: 'NSER-7' });
    expectRefused(await logIn(app, { account: p.account, password: p.password }), 1821, /reference NSER-7/);
    const q = await signUp(app);
    await register({ kind: 'phone', value: q.phone, reference: 'NSER-8' });
    expectRefused(await logIn(app, { phone: q.phone, password: q.password }), 1821, /NSER-8/);
  });
});

describe('operators: excluded players, operator exclusions and lifts with a second operator', () => {
  it('imposes an exclusion with a reason (audited), lists it, and lifts it only with a second operator', async () => {
    const compliance = await adminClient(t, 'compliance');
    const compliance2 = await adminClient(t, 'compliance');
    const p = await signUp(app);
    await fund(db, p.playerId, 5_000);
    expect((await compliance.post('/admin/api/exclusions', { playerId: p.playerId, reason: 'x' })).statusCode).toBe(400);
    expect((await compliance.post('/admin/api/exclusions', { playerId: 99_999_999, reason: 'Problem gambling reported' })).statusCode).toBeLessThan(500);
    const support = await adminClient(t, 'support');
    expect((await support.post('/admin/api/exclusions', { playerId: p.playerId, reason: 'Problem gambling reported' })).statusCode).toBe(403);

    const imposed = await compliance.post('/admin/api/exclusions', { playerId: p.playerId, reason: 'Problem gambling reported by family' });
    expect(imposed.statusCode, imposed.body).toBe(200);
    const row = JSON.parse(imposed.body) as { restrictionId: number; kind: string; endsAt: string | null; reason: string; imposedBy: string };
    expect(row).toMatchObject({ kind: 'operator_exclusion', endsAt: null, reason: 'Problem gambling reported by family', imposedBy: compliance.username });
    expect((await compliance.post('/admin/api/exclusions', { playerId: p.playerId, reason: 'Again please' })).statusCode).toBe(422);
    expectRefused(await spin(p), 1828, 'Your account is excluded by the operator. Please contact support');
    expectRefused(await askToReturn(p), 1826, /Only the operator/);
    const list = JSON.parse((await compliance.get(`/admin/api/exclusions?playerId=${p.playerId}`)).body) as { items: { restrictionId: number }[] };
    expect(list.items.map((i) => i.restrictionId)).toEqual([row.restrictionId]);

    expect((await compliance.post(`/admin/api/exclusions/${row.restrictionId}/lift`, { reason: 'no' })).statusCode).toBe(400);
    const asked = await compliance.post(`/admin/api/exclusions/${row.restrictionId}/lift`, { reason: 'Family report withdrawn, reviewed' });
    expect(asked.statusCode, asked.body).toBe(200);
    const lift = JSON.parse(asked.body) as { id: number; state: string };
    expect(lift.state).toBe('pending');
    expect((await compliance.post(`/admin/api/exclusions/${row.restrictionId}/lift`, { reason: 'Second ask, same thing' })).statusCode).toBe(422);
    const own = await compliance.post(`/admin/api/exclusion-lifts/${lift.id}/decide`, { approve: true });
    expect(own.statusCode).toBe(422);
    expect(JSON.parse(own.body).msg).toBe('You asked for this lift: a second operator must decide it');
    // The database holds the four eyes too.
    await expect(db.query("UPDATE exclusion_lifts SET state = 'approved', decided_by = requested_by, decided_at = now() WHERE id = $1", [lift.id])).rejects.toThrow(
      /exclusion_lifts_second_operator/,
    );
    expectRefused(await spin(p), 1828, /excluded by the operator/);

    const approved = await compliance2.post(`/admin/api/exclusion-lifts/${lift.id}/decide`, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(JSON.parse(approved.body)).toMatchObject({ state: 'approved', decidedBy: compliance2.username });
    expect((await compliance2.post(`/admin/api/exclusion-lifts/${lift.id}/decide`, { approve: false })).statusCode).toBe(422);
    expect((await spin(p)).code).toBe(1);
    const audit = await db.query<{ action: string }>("SELECT action FROM operator_audit_log WHERE target = $1 AND action LIKE 'exclusion.%' ORDER BY id", [`player:${p.playerId}`]);
    expect(audit.map((a) => a.action)).toEqual(['exclusion.impose', 'exclusion.lift.request', 'exclusion.lift.approve']);
  });

  it('an operator\'s exclusion binds the person\'s withdrawal account and deposit payer account too', async () => {
    const compliance = await adminClient(t, 'compliance');
    const bank = `00${Date.now() % 1e12}55`;
    const payer = `0${uniquePhone()}`;
    const a = await signUp(app);
    expect((await deposit(a, payer)).code).toBe(1);
    expect((await bind(a, { cardNo: bank, bankName: 'Bank', cnic: uniqueCnic() })).code).toBe(1);
    // Nothing links the bank account or that payer yet: the exclusion records them when it begins.
    const imposed = await compliance.post('/admin/api/exclusions', { playerId: a.playerId, reason: 'Problem gambling reported by family' });
    expect(imposed.statusCode, imposed.body).toBe(200);

    const b = await signUp(app);
    expectRefused(await deposit(b, payer), 1820, PERSON);
    const c = await signUp(app);
    expect((await bind(c, { cardNo: bank, bankName: 'Bank', cnic: uniqueCnic() })).code).toBe(1);
    expectRefused(await deposit(c, `0${uniquePhone()}`), 1820, PERSON);
  });
});
