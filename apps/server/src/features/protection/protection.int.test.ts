// Player protection end to end: a time-out or self-exclusion blocks launches, bets, in-house
// rounds, deposits and bonuses until it ends; withdrawals stay possible; nothing ends early; a
// self-exclusion does not lapse by itself.
import { Reason } from '@khel/contracts/ledger-reasons';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type CallResult, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { depositTransfers, pressSandbox, sandboxRefOf, taskCount } from '../../../test/payments.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { VALID_BIND, setExchangeParam } from '../../../test/withdrawals.ts';

let t: TestApp;
let app: FastifyInstance;
let db: Database;
let clock: TestApp['clock'];
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, db, clock } = t);
  clock.set(new Date('2026-01-05T09:00:00Z')); // 14:00 in Karachi
  await setExchangeParam(db, '0;10000;00:00-24:00');
});
afterEach(async () => expect(await checkLedger(db)).toEqual([]));
afterAll(async () => t.close());

type Status = { restriction: { kind: string; period: string; startsAt: string; endsAt: string | null; state: string } | null };

const post = <T = Record<string, unknown>>(p: SignedUp, path: string, body: unknown = {}) => call<T>(app, 'POST', path, body, { token: p.token });
const status = (p: SignedUp) => post<Status>(p, '/usercenter/game/protectionStatus');
const timeOut = (p: SignedUp, period: string) => post<Status>(p, '/usercenter/game/startTimeOut', { period });
const selfExclude = (p: SignedUp, period: string, password: string) => post<Status>(p, '/usercenter/game/selfExclude', { period, password });
const jiliLaunch = (p: SignedUp) => call<{ url: string }>(app, 'GET', `/usercenter/jili/Login?playerId=${p.playerId}&GameId=jili-tiger-fortune-88`, {}, { token: p.token });
const transferLaunch = (p: SignedUp) => call(app, 'GET', `/usercenter/game/thirdGameLogin?playerId=${p.playerId}&id=9wickets-cricket-exchange`, {}, { token: p.token });
const spin = (p: SignedUp) => post<{ balance: number }>(p, '/usercenter/inhouse/slot/spin', { bet: 200 });
const deposit = (p: SignedUp, amount = 50_000) =>
  post<{ orderId: string; bonus: number; payUrl: string }>(p, '/usercenter/game/deposit', { typeName: 'Jazzcash', amount, phone: '03001234567' });
const balance = async (playerId: number) => (await balanceOf(db, playerId)).balance;

async function funded(amount = 100_000): Promise<SignedUp> {
  const p = await signUp(app);
  await fund(db, p.playerId, amount);
  return p;
}

function expectRefused(reply: CallResult<unknown>, code: number, message: RegExp | string) {
  expect(reply.code, reply.msg).toBe(code);
  expect(reply.msg).toMatch(message);
}

const TIMED_OUT = 'Your account is in a time-out until 2026-01-06 14:00 PKT';

describe('time-out', () => {
  it('blocks launches, in-house rounds and deposits with the message; withdrawals stay possible; it ends by itself', async () => {
    const p = await funded();
    const other = await funded();
    expect((await status(p)).data).toEqual({ restriction: null });
    const started = await timeOut(p, '24h');
    expect(started.code, started.msg).toBe(1);
    expect(started.data.restriction).toEqual({
      kind: 'timeout',
      period: '24h',
      startsAt: '2026-01-05T09:00:00.000Z',
      endsAt: '2026-01-06T09:00:00.000Z',
      state: 'active',
      reopensAt: null,
      returnFrom: null,
    });
    expect((await status(p)).data).toEqual(started.data);

    expectRefused(await jiliLaunch(p), 1501, TIMED_OUT);
    expectRefused(await transferLaunch(p), 1501, TIMED_OUT);
    expect(await balance(p.playerId)).toBe(100_000); // 9WICKETS took nothing
    expectRefused(await spin(p), 1501, TIMED_OUT);
    expectRefused(await post(p, '/usercenter/inhouse/dice/roll', { bet: 200, target: 5000, direction: 'under' }), 1501, TIMED_OUT);
    expectRefused(await deposit(p), 1501, TIMED_OUT);
    expect(await balance(p.playerId)).toBe(100_000);
    const orders = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE player_id = $1', [p.playerId]);
    expect(orders[0]!.n).toBe(0);
    // The message comes in the player's language.
    const zh = await call(app, 'GET', `/usercenter/jili/Login?playerId=${p.playerId}&GameId=jili-tiger-fortune-88`, {}, { token: p.token, language: 'zh' });
    expect(zh.msg).toBe('您的账户处于冷静期，至 2026-01-06 14:00 PKT 结束');

    // Another player is not affected.
    expect((await jiliLaunch(other)).code).toBe(1);
    expect((await spin(other)).code).toBe(1);
    expect((await status(other)).data).toEqual({ restriction: null });

    // Withdrawal of the balance stays possible.
    expect((await post(p, '/usercenter/game/exchange', { type: 2, params: VALID_BIND })).code).toBe(1);
    const withdrawal = await post<{ state: string; amount: number }>(p, '/usercenter/game/exchange', { type: 1, value: 20_000, params: VALID_BIND.cardNo });
    expect(withdrawal.code, withdrawal.msg).toBe(1);
    expect(withdrawal.data).toMatchObject({ state: 'pending', amount: 20_000 });
    expect((await balanceOf(db, p.playerId)).held).toBe(20_000);

    // Leaving 9WICKETS (bringing money back) is not play: still allowed.
    expect((await call(app, 'GET', `/usercenter/game/thirdGameLogout?playerId=${p.playerId}`, {}, { token: p.token })).code).toBe(1);

    clock.advance(24 * HOUR - 1000);
    expect((await spin(p)).code).toBe(1501);
    clock.advance(1000);
    expect((await status(p)).data).toEqual({ restriction: null });
    expect((await jiliLaunch(p)).code).toBe(1);
    expect((await spin(p)).code).toBe(1);
    const again = await deposit(p);
    expect(again.code, again.msg).toBe(1);
    expect(again.data.bonus).toBeGreaterThan(0);
  });

  it('the seamless bet callback refuses a new stake (PLAYER_RESTRICTED, nothing moves) but settles and rolls back earlier bets', async () => {
    const p = await funded();
    const provider = app.gameProviders.inhouse;
    const { token } = await startProviderSession(db, clock, { playerId: p.playerId, provider: 'inhouse', gameId: 'inhouse-crash' });
    const bet = (txId: string, roundId: string) => provider.bet({ txId, playerId: p.playerId, token, roundId, gameId: 'inhouse-crash', amount: 1_000 });
    expect((await bet('b1', 'round-1')).status).toBe('OK');
    expect((await bet('b2', 'round-2')).status).toBe('OK');
    expect((await timeOut(p, '7d')).code).toBe(1);

    const refused = await bet('b3', 'round-3');
    expect(refused).toMatchObject({ status: 'PLAYER_RESTRICTED', balance: 98_000 });
    expect((await bet('b3', 'round-3')).status).toBe('PLAYER_RESTRICTED'); // a retry gets the same answer
    expect((await bet('b4', 'round-1')).status).toBe('PLAYER_RESTRICTED'); // no more stakes on an open round either
    const whole = await provider.playRound({ token, playerId: p.playerId, gameId: 'inhouse-crash', bet: 500, payout: 0 });
    expect(whole.status).toBe('PLAYER_RESTRICTED');

    expect(await provider.settle({ txId: 's1', playerId: p.playerId, roundId: 'round-1', amount: 2_500 })).toMatchObject({ status: 'OK', balance: 100_500 });
    expect(await provider.rollback({ txId: 'r2', playerId: p.playerId, refTxId: 'b2' })).toMatchObject({ status: 'OK', balance: 101_500 });
    expect(await balance(p.playerId)).toBe(101_500);
  });

  it('a deposit ordered before the time-out and paid during it credits the amount, but no bonus and no betting task', async () => {
    const p = await signUp(app);
    const created = await deposit(p);
    expect(created.code, created.msg).toBe(1);
    expect(created.data.bonus).toBe(2_500);
    const ref = await sandboxRefOf(app, created.data.payUrl);
    expect((await timeOut(p, '30d')).code).toBe(1);

    await pressSandbox(app, ref, 'approve');
    expect(await balance(p.playerId)).toBe(50_000);
    expect(await depositTransfers(db, p.playerId)).toEqual([{ reason: Reason.deposit, amount: 50_000 }]);
    expect(await taskCount(db, p.playerId)).toBe(0);
    const order = await post<{ state: string; bonus: number }>(p, '/usercenter/game/depositOrder', { orderId: created.data.orderId });
    expect(order.data).toMatchObject({ state: 'paid', bonus: 0 });
  });

  it('cannot be shortened or replaced by a shorter one; a longer one extends it', async () => {
    const p = await signUp(app);
    const start = clock.now().getTime();
    expect((await timeOut(p, '7d')).code).toBe(1);
    const shorter = await timeOut(p, '24h');
    expect(shorter.code).toBe(1503);
    expect(shorter.msg).toMatch(/already lasts until .* and cannot be shortened/);
    expect((await timeOut(p, '7d')).code).toBe(1503); // the same length ends no later either
    const longer = await timeOut(p, '30d');
    expect(longer.code).toBe(1);
    expect(longer.data.restriction?.endsAt).toBe(new Date(start + 30 * 24 * HOUR).toISOString());
    expect((await status(p)).data.restriction).toMatchObject({ kind: 'timeout', period: '30d' });
    await expect(db.query('UPDATE player_restrictions SET ends_at = starts_at + interval \'1 hour\' WHERE player_id = $1', [p.playerId])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM player_restrictions WHERE player_id = $1', [p.playerId])).rejects.toThrow(/append-only/);
  });

  it('refuses an unknown period', async () => {
    const p = await signUp(app);
    expect((await timeOut(p, '1h')).code).toBe(1001);
    expect((await status(p)).data).toEqual({ restriction: null });
  });
});

describe('self-exclusion', () => {
  it('needs the right password, blocks play and deposits with its own message, and outranks a time-out', async () => {
    const p = await funded();
    expect((await selfExclude(p, '6m', 'wrong-pass1')).code).toBe(1009);
    expect((await selfExclude(p, '6m', '')).code).toBe(1001);
    expect((await status(p)).data).toEqual({ restriction: null });

    expect((await timeOut(p, '24h')).code).toBe(1);
    const excluded = await selfExclude(p, '6m', p.password);
    expect(excluded.code, excluded.msg).toBe(1);
    const now = clock.now();
    const sixMonths = new Date(now.getTime());
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(excluded.data.restriction).toMatchObject({ kind: 'self_exclusion', period: '6m', endsAt: sixMonths.toISOString() });

    const message = /^Your account is self-excluded until \d{4}-\d\d-\d\d \d\d:\d\d PKT$/;
    expectRefused(await jiliLaunch(p), 1502, message);
    expectRefused(await spin(p), 1502, message);
    expectRefused(await deposit(p), 1502, message);
    // A time-out, or the same self-exclusion again, would end sooner: refused.
    expect((await timeOut(p, '30d')).code).toBe(1503);
    expect((await selfExclude(p, '6m', p.password)).code).toBe(1503);
    // A longer one extends it.
    const year = await selfExclude(p, '1y', p.password);
    expect(year.code).toBe(1);
    expect(year.data.restriction?.period).toBe('1y');

    // Sessions expire long before; a self-excluded player may still log in (to withdraw).
    const relogin = async () => {
      const login = await logIn(app, { phone: p.phone, password: p.password });
      expect(login.code, login.msg).toBe(1);
      return { ...p, token: login.data.token };
    };
    clock.advance(200 * 24 * HOUR); // past six months, within the year
    const later = await relogin();
    expectRefused(await spin(later), 1502, message);
    clock.advance(200 * 24 * HOUR); // past the year: it does not lapse by itself (exclusions.int.test.ts)
    const ended = await relogin();
    expect((await status(ended)).data.restriction).toMatchObject({ period: '1y', state: 'awaitingReturn' });
    expect((await spin(ended)).code).toBe(1823);
    expect((await post(ended, '/usercenter/game/requestReturn')).code).toBe(1);
    clock.advance(24 * HOUR);
    expect((await status(ended)).data).toEqual({ restriction: null });
    expect((await spin(ended)).code).toBe(1);
  });
});
