// AML rules (thresholds in the server-only AmlConf): large deposits, money in and out
// with little play (the withdrawal then waits for an operator), and several accounts on one device
// or address. Flags are listed, resolved with a note, and never raised twice for the same finding.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { logIn, signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from '../../../test/payments.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, exchange, setConfig } from '../../../test/withdrawals.ts';
import { AML_SCAN_JOB } from './aml.jobs.ts';

let t: TestApp;
let compliance: AdminClient;
const HOUR = 3_600_000;

type AmlConf = Record<'largeDeposit' | 'depositWithdraw' | 'sharedDevice' | 'sharedIp', Record<string, unknown>>;
const AML: AmlConf = {
  largeDeposit: { enabled: true, amount: 5_000_000 },
  depositWithdraw: { enabled: true, windowDays: 7, minWithdrawal: 100_000, maxPlayPercent: 30 },
  // The device and address rules stay off until their own test.
  sharedDevice: { enabled: false, minAccounts: 2, windowDays: 30 },
  sharedIp: { enabled: false, minAccounts: 3, windowDays: 7 },
};

beforeAll(async () => {
  t = await createTestApp();
  compliance = await adminClient(t, 'compliance');
  await setConfig(t.db, 'AmlConf', AML);
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

type Flag = { id: number; rule: string; subject: string; playerIds: number[]; detail: Record<string, unknown>; state: string; resolution: string };
const flagsOf = async (playerId: number) => (await allPages<Flag>(compliance, `/admin/api/aml/flags?playerId=${playerId}`, 10)).items;
const scan = () => t.app.jobs.run<Record<string, number>>(AML_SCAN_JOB);

/** A deposit of `amount` (a custom amount: no bonus, no betting task) through the sandbox gateway. */
async function deposit(p: SignedUp, amount: number): Promise<string> {
  const order = await createDeposit(t.app, p.token, { typeName: 'Jazzcash', amount, phone: '03001234567' });
  expect(order.code, order.msg).toBe(1);
  await pressSandbox(t.app, await sandboxRefOf(t.app, order.data.payUrl), 'approve');
  return order.data.orderId;
}

async function play(p: SignedUp, stake: number): Promise<void> {
  const { token } = await startProviderSession(t.db, t.clock, { playerId: p.playerId, provider: 'inhouse', gameId: 'inhouse-dice' });
  expect((await t.app.gameProviders.inhouse.playRound({ token, playerId: p.playerId, gameId: 'inhouse-dice', bet: stake, payout: 0 })).status).toBe('OK');
}

describe('large deposits', () => {
  it('a credited deposit at or above the threshold is flagged by the scan, once', async () => {
    const p = await signUp(t.app);
    const small = await signUp(t.app);
    const orderNo = await deposit(p, 5_000_000);
    await deposit(small, 4_999_900);
    expect((await scan())['large_deposit']).toBe(1);
    expect(await flagsOf(p.playerId)).toEqual([
      expect.objectContaining({ rule: 'large_deposit', subject: `deposit:${orderNo}`, playerIds: [p.playerId], state: 'open', detail: expect.objectContaining({ amount: 5_000_000, threshold: 5_000_000 }) }),
    ]);
    expect(await flagsOf(small.playerId)).toEqual([]);
    expect((await scan())['large_deposit']).toBe(0);
    expect(await flagsOf(p.playerId)).toHaveLength(1);
  });
});

describe('money in and out with little play', () => {
  it('flags the withdrawal and keeps it for an operator, while a player who played is approved automatically', async () => {
    const mover = await signUp(t.app);
    const player = await signUp(t.app);
    for (const p of [mover, player]) {
      await deposit(p, 1_000_100); // not a preset: no bonus, no betting task
      await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
    }
    await play(mover, 20_000); // 2% of the deposit
    await play(player, 400_000); // 40%
    t.clock.advance(25 * HOUR); // the payout account is old enough for automatic approval
    compliance = await adminClient(t, 'compliance'); // operator sessions last 8 hours

    const held = await exchange<{ state: string; transId: string }>(t.app, mover.token, { type: 1, value: 200_000 });
    expect(held.data.state).toBe('pending');
    const approved = await exchange<{ state: string }>(t.app, player.token, { type: 1, value: 200_000 });
    expect(approved.data.state).toBe('processing');

    expect(await flagsOf(mover.playerId)).toEqual([
      expect.objectContaining({
        rule: 'deposit_withdraw_little_play',
        subject: `withdrawal:${held.data.transId}`,
        detail: { amount: 200_000, deposits: 1_000_100, stakes: 20_000, windowDays: 7, maxPlayPercent: 30 },
      }),
    ]);
    expect(await flagsOf(player.playerId)).toEqual([]);
    // While the flag is open, even a small withdrawal waits for an operator.
    await play(mover, 500_000);
    expect((await exchange<{ state: string }>(t.app, mover.token, { type: 1, value: 10_000 })).data.state).toBe('pending');
  });
});

describe('shared devices and addresses', () => {
  it('flags accounts logging in from one device id, and from one address once there are enough of them', async () => {
    await setConfig(t.db, 'AmlConf', { ...AML, sharedDevice: { ...AML.sharedDevice, enabled: true }, sharedIp: { ...AML.sharedIp, enabled: true } });
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const c = await signUp(t.app);
    await logIn(t.app, { phone: a.phone, password: a.password }, { deviceId: 'fp-shared-1-h5', ip: '10.77.0.1' });
    await logIn(t.app, { phone: b.phone, password: b.password }, { deviceId: 'fp-shared-1-h5', ip: '10.77.0.1' });
    await scan();
    const device = (await flagsOf(a.playerId)).filter((f) => f.rule === 'shared_device' && f.detail['device'] === 'fp-shared-1-h5');
    expect(device).toEqual([expect.objectContaining({ playerIds: [a.playerId, b.playerId].sort((x, y) => x - y), detail: { device: 'fp-shared-1-h5', accounts: 2, windowDays: 30 } })]);
    expect((await flagsOf(a.playerId)).some((f) => f.rule === 'shared_ip')).toBe(false); // two on the address: below 3

    await logIn(t.app, { phone: c.phone, password: c.password }, { deviceId: 'fp-other-h5', ip: '10.77.0.1' });
    await scan();
    const ip = (await flagsOf(c.playerId)).filter((f) => f.rule === 'shared_ip');
    expect(ip).toEqual([expect.objectContaining({ playerIds: [a.playerId, b.playerId, c.playerId].sort((x, y) => x - y), detail: { ip: '10.77.0.1', accounts: 3, windowDays: 7 } })]);
    const again = await scan();
    expect(again).toEqual({ large_deposit: 0, structuring: 0, cumulative_deposits: 0, shared_device: 0, shared_ip: 0 });
    // The loopback address names this machine (a local proxy, the test harness), not one network.
    for (const [i, p] of [a, b, c].entries()) {
      await logIn(t.app, { phone: p.phone, password: p.password }, { deviceId: `fp-loop-${i}-h5`, ip: '127.0.0.1' });
    }
    expect(await scan()).toMatchObject({ shared_ip: 0 });
    const flags = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM aml_flags WHERE rule = 'shared_ip' AND detail->>'ip' LIKE '127.%'`);
    expect(flags).toEqual([{ n: 0 }]);
    await setConfig(t.db, 'AmlConf', AML);
  });
});

describe('resolving', () => {
  it('an open flag is resolved with a note (audited) once; the list filters by state and rule', async () => {
    const [flag] = (await allPages<Flag>(compliance, '/admin/api/aml/flags?state=open&rule=large_deposit', 5)).items;
    expect((await compliance.post(`/admin/api/aml/flags/${flag!.id}/resolve`, { note: 'ok' })).statusCode).toBe(400);
    const resolved = await compliance.post(`/admin/api/aml/flags/${flag!.id}/resolve`, { note: 'Salary deposit; payslip on file' });
    expect(resolved.json()).toMatchObject({ state: 'resolved', resolution: 'Salary deposit; payslip on file', resolvedBy: compliance.id });
    expect((await compliance.post(`/admin/api/aml/flags/${flag!.id}/resolve`, { note: 'again please' })).json()).toMatchObject({ code: 1711 });
    const open = await allPages<Flag>(compliance, '/admin/api/aml/flags?state=open', 3);
    expect(open.items.every((f) => f.state === 'open' && f.id !== flag!.id)).toBe(true);
    const [audit] = await t.db.query<{ target: string }>("SELECT target FROM operator_audit_log WHERE action = 'aml.resolve'");
    expect(audit!.target).toBe(`aml:${flag!.id}`);
    const support = await adminClient(t, 'support');
    expect((await support.get('/admin/api/aml/flags')).statusCode).toBe(403);
  });
});
