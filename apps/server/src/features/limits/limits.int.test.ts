// Loss, wager and session-time limits end to end: the 24 h rule, refusals at the boundary to the
// hundredth in the seamless callbacks (one at a time and batched), in-house rounds and launches,
// settles and rollbacks of earlier stakes that always go through, and the session limit ending play.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type CallResult, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db.ts';
import { startProviderSession } from '../game-wallet/game-wallet.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { fund } from '../../../test/wallet.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { VALID_BIND, setExchangeParam } from '../../../test/withdrawals.ts';

let t: TestApp;
let app: FastifyInstance;
let db: Database;
let clock: TestApp['clock'];
const HOUR = 3_600_000;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  ({ app, db, clock } = t);
  await setExchangeParam(db, '0;10000;00:00-24:00');
});
afterEach(async () => expect(await checkLedger(db)).toEqual([]));
afterAll(async () => t.close());

interface Limit {
  kind: string;
  period: string;
  amount: number | null;
  used: number;
  pending: { amount: number | null; effectiveAt: string } | null;
}

const post = <T = Record<string, unknown>>(p: SignedUp, path: string, body: unknown = {}) => call<T>(app, 'POST', path, body, { token: p.token });
const limits = async (p: SignedUp) => (await post<{ limits: Limit[] }>(p, '/usercenter/game/playLimits')).data.limits;
const setLimit = (p: SignedUp, kind: string, period: string, amount: number | null) =>
  post<{ limits: Limit[] }>(p, '/usercenter/game/setPlayLimit', { kind, period, amount });
const limitOf = (all: Limit[], kind: string, period: string) => all.find((l) => l.kind === kind && l.period === period)!;
const balance = async (playerId: number) => (await balanceOf(db, playerId)).balance;
const spin = (p: SignedUp, bet = 200) => post<{ balance: number }>(p, '/usercenter/inhouse/slot/spin', { bet });
const jiliLaunch = (p: SignedUp) => call<{ url: string }>(app, 'GET', `/usercenter/jili/Login?playerId=${p.playerId}&GameId=jili-tiger-fortune-88`, {}, { token: p.token });

async function funded(amount = 100_000): Promise<SignedUp> {
  const p = await signUp(app);
  await fund(db, p.playerId, amount);
  return p;
}

function expectRefused(reply: CallResult<unknown>, code: number, message: string) {
  expect(reply.code, reply.msg).toBe(code);
  expect(reply.msg).toBe(message);
}

/** The in-house provider's signed seamless callbacks, as a third-party vendor sends them. */
async function vendor(p: SignedUp) {
  const provider = app.gameProviders.inhouse;
  const { token } = await startProviderSession(db, clock, { playerId: p.playerId, provider: 'inhouse', gameId: 'inhouse-crash' });
  return {
    bet: (txId: string, roundId: string, amount: number) => provider.bet({ txId, playerId: p.playerId, token, roundId, gameId: 'inhouse-crash', amount }),
    settle: (txId: string, roundId: string, amount: number) => provider.settle({ txId, playerId: p.playerId, roundId, amount }),
    rollback: (txId: string, refTxId: string) => provider.rollback({ txId, playerId: p.playerId, refTxId }),
  };
}

describe('the player sets limits: stricter at once, looser after 24 h', () => {
  it('lists every limit, applies a first limit and a decrease at once, a raise and a removal after 24 hours', async () => {
    clock.set(new Date('2026-01-05T09:00:00Z'));
    const p = await signUp(app);
    expect((await limits(p)).map((l) => `${l.kind}:${l.period}`)).toEqual([
      'loss:daily', 'loss:weekly', 'loss:monthly', 'wager:daily', 'wager:weekly', 'wager:monthly', 'session:session',
    ]);
    expect((await limits(p)).every((l) => l.amount === null && l.pending === null)).toBe(true);

    const first = await setLimit(p, 'loss', 'daily', 50_000);
    expect(first.code, first.msg).toBe(1);
    expect(limitOf(first.data.limits, 'loss', 'daily')).toEqual({ kind: 'loss', period: 'daily', amount: 50_000, used: 0, pending: null });

    const raise = await setLimit(p, 'loss', 'daily', 80_000);
    expect(limitOf(raise.data.limits, 'loss', 'daily')).toEqual({
      kind: 'loss', period: 'daily', amount: 50_000, used: 0, pending: { amount: 80_000, effectiveAt: '2026-01-06T09:00:00.000Z' },
    });
    clock.advance(24 * HOUR - 1);
    expect(limitOf(await limits(p), 'loss', 'daily').amount).toBe(50_000);
    clock.advance(1);
    expect(limitOf(await limits(p), 'loss', 'daily')).toMatchObject({ amount: 80_000, pending: null });

    // A removal waits too; a decrease meanwhile applies at once and drops it.
    const removal = await setLimit(p, 'loss', 'daily', null);
    expect(limitOf(removal.data.limits, 'loss', 'daily')).toMatchObject({ amount: 80_000, pending: { amount: null, effectiveAt: '2026-01-07T09:00:00.000Z' } });
    const lower = await setLimit(p, 'loss', 'daily', 30_000);
    expect(limitOf(lower.data.limits, 'loss', 'daily')).toMatchObject({ amount: 30_000, pending: null });

    const session = await setLimit(p, 'session', 'session', 90);
    expect(limitOf(session.data.limits, 'session', 'session')).toMatchObject({ amount: 90, pending: null });
    const longer = await setLimit(p, 'session', 'session', 120);
    expect(limitOf(longer.data.limits, 'session', 'session')).toMatchObject({ amount: 90, pending: { amount: 120 } });
  });

  it('refuses a malformed limit with a clear message and changes nothing', async () => {
    const p = await signUp(app);
    const message = 'A session limit is 5 to 1440 minutes; loss and wager limits are daily, weekly or monthly';
    expectRefused(await setLimit(p, 'session', 'session', 4), 1843, message);
    expectRefused(await setLimit(p, 'session', 'session', 1441), 1843, message);
    expectRefused(await setLimit(p, 'session', 'daily', 30), 1843, message);
    expectRefused(await setLimit(p, 'loss', 'session', 30), 1843, message);
    expect((await setLimit(p, 'loss', 'yearly', 30)).code).toBe(1001);
    expect((await setLimit(p, 'wager', 'daily', -1)).code).toBe(1001);
    expect((await setLimit(p, 'wager', 'daily', 1.5)).code).toBe(1001);
    expect((await limits(p)).every((l) => l.amount === null && l.pending === null)).toBe(true);
    const rows = await db.query('SELECT 1 FROM play_limits WHERE player_id = $1', [p.playerId]);
    expect(rows).toHaveLength(0);
  });
});

describe('wager limit', () => {
  it('refuses the stake that would pass it, to the hundredth, with the vendor restricted code; the settle still pays', async () => {
    clock.set(new Date('2026-01-05T09:00:00Z')); // 14:00 in Karachi
    const p = await funded();
    expect((await setLimit(p, 'wager', 'daily', 10_000)).code).toBe(1);
    const v = await vendor(p);
    expect(await v.bet('w1', 'wr-1', 6_000)).toMatchObject({ status: 'OK', balance: 94_000 });
    expect(await v.bet('w2', 'wr-2', 4_001)).toMatchObject({ status: 'PLAYER_RESTRICTED', balance: 94_000 });
    expect(await v.bet('w2', 'wr-2', 4_001)).toMatchObject({ status: 'PLAYER_RESTRICTED' }); // a retry: same answer
    expect(await v.bet('w3', 'wr-3', 4_000)).toMatchObject({ status: 'OK', balance: 90_000 }); // exactly the limit
    expect(await v.bet('w4', 'wr-4', 1)).toMatchObject({ status: 'PLAYER_RESTRICTED', balance: 90_000 });
    // Settles of earlier stakes go through; a win gives no more room to stake.
    expect(await v.settle('s1', 'wr-1', 25_000)).toMatchObject({ status: 'OK', balance: 115_000 });
    expect(await v.bet('w5', 'wr-5', 1)).toMatchObject({ status: 'PLAYER_RESTRICTED', balance: 115_000 });
    expect(await balance(p.playerId)).toBe(115_000);
    expect(limitOf(await limits(p), 'wager', 'daily').used).toBe(10_000);

    // In-house rounds and launches refuse with the player's message.
    expectRefused(await spin(p), 1841, 'This stake would take you past your daily wager limit');
    expectRefused(await jiliLaunch(p), 1841, 'This stake would take you past your daily wager limit');
    const zh = await call(app, 'POST', '/usercenter/inhouse/slot/spin', { bet: 200 }, { token: p.token, language: 'zh' });
    expect(zh.msg).toBe('此次投注将超出您的每日投注限额');
    expect(await balance(p.playerId)).toBe(115_000);

    // A rollback of an earlier stake goes through and gives its room back.
    expect(await v.rollback('rb3', 'w3')).toMatchObject({ status: 'OK', balance: 119_000 });
    expect(await v.bet('w6', 'wr-6', 4_000)).toMatchObject({ status: 'OK', balance: 115_000 });

    // The next Karachi day (midnight PKT = 19:00 UTC) starts a new daily count; a weekly limit still binds.
    expect((await setLimit(p, 'wager', 'weekly', 12_000)).code).toBe(1);
    clock.set(new Date('2026-01-05T19:00:00Z'));
    const next = await vendor(p); // the launch token of the afternoon has expired
    expect(await next.bet('w7', 'wr-7', 2_001)).toMatchObject({ status: 'PLAYER_RESTRICTED' });
    expect(await next.bet('w8', 'wr-8', 2_000)).toMatchObject({ status: 'OK' });
    expectRefused(await spin(p), 1841, 'This stake would take you past your weekly wager limit');
  });

  it('refuses a limited player\'s crossing stake inside a batch and lets everyone else\'s through', async () => {
    clock.set(new Date('2026-01-12T09:00:00Z'));
    const limited = await funded();
    const free = await funded();
    expect((await setLimit(limited, 'wager', 'daily', 1_000)).code).toBe(1);
    const [a, b] = [await vendor(limited), await vendor(free)];
    const answers = await Promise.all([
      a.bet('bb1', 'bbr-1', 400), b.bet('bf1', 'bfr-1', 400), a.bet('bb2', 'bbr-2', 400), b.bet('bf2', 'bfr-2', 400), a.bet('bb3', 'bbr-3', 400), b.bet('bf3', 'bfr-3', 400),
    ]);
    expect(answers.map((r) => r.status)).toEqual(['OK', 'OK', 'OK', 'OK', 'PLAYER_RESTRICTED', 'OK']);
    expect(await balance(limited.playerId)).toBe(99_200);
    expect(await balance(free.playerId)).toBe(98_800);
  });
});

describe('loss limit', () => {
  it('counts stakes minus wins, an open stake as lost; refuses past it to the hundredth; settles still pay', async () => {
    clock.set(new Date('2026-01-19T09:00:00Z'));
    const p = await funded();
    expect((await setLimit(p, 'loss', 'daily', 10_000)).code).toBe(1);
    const v = await vendor(p);
    expect(await v.bet('l1', 'lr-1', 6_000)).toMatchObject({ status: 'OK', balance: 94_000 });
    expect(await v.bet('l2', 'lr-2', 4_001)).toMatchObject({ status: 'PLAYER_RESTRICTED', balance: 94_000 });
    expect(await v.settle('ls1', 'lr-1', 3_000)).toMatchObject({ status: 'OK', balance: 97_000 });
    expect(limitOf(await limits(p), 'loss', 'daily').used).toBe(3_000);
    expect(await v.bet('l3', 'lr-3', 7_000)).toMatchObject({ status: 'OK', balance: 90_000 }); // net loss exactly 10,000
    expect(await v.bet('l4', 'lr-4', 1)).toMatchObject({ status: 'PLAYER_RESTRICTED', balance: 90_000 });
    expectRefused(await spin(p), 1840, 'This stake would take you past your daily loss limit');
    // The settle after the limit still pays, and a win makes room again.
    expect(await v.settle('ls3', 'lr-3', 8_000)).toMatchObject({ status: 'OK', balance: 98_000 });
    expect(limitOf(await limits(p), 'loss', 'daily').used).toBe(2_000);
    expect(await v.bet('l5', 'lr-5', 8_000)).toMatchObject({ status: 'OK', balance: 90_000 });
    expect(await v.bet('l6', 'lr-6', 1)).toMatchObject({ status: 'PLAYER_RESTRICTED' });
    expect(await balance(p.playerId)).toBe(90_000);
  });
});

describe('session-time limit', () => {
  it('ends play when reached: stakes, rounds and launches refused; balance and withdrawal stay', async () => {
    clock.set(new Date('2026-01-26T09:00:00Z'));
    const p = await funded();
    const v = await vendor(p);
    expect((await setLimit(p, 'session', 'session', 30)).code).toBe(1);
    clock.advance(29 * MINUTE);
    expect(limitOf(await limits(p), 'session', 'session')).toMatchObject({ amount: 30, used: 29 });
    expect((await spin(p)).code).toBe(1);
    expect(await v.bet('t1', 'tr-1', 1_000)).toMatchObject({ status: 'OK' });
    expect(await v.settle('ts1', 'tr-1', 1_500)).toMatchObject({ status: 'OK' });
    const before = await balance(p.playerId);
    clock.advance(MINUTE);
    const ended = 'Your session time limit of 30 minutes is reached: play has ended for this session. You can still see your balance and withdraw';
    expectRefused(await spin(p), 1842, ended);
    expectRefused(await jiliLaunch(p), 1842, ended);
    expect(await v.bet('t2', 'tr-2', 1_000)).toMatchObject({ status: 'PLAYER_RESTRICTED', balance: before });
    expect(await balance(p.playerId)).toBe(before);
    // The balance stays visible and withdrawable.
    const info = await post<{ balance: number }>(p, '/usercenter/game/playerInfo');
    expect(info.code, info.msg).toBe(1);
    expect((await post(p, '/usercenter/game/exchange', { type: 2, params: VALID_BIND })).code).toBe(1);
    const withdrawal = await post<{ state: string }>(p, '/usercenter/game/exchange', { type: 1, value: 20_000, params: VALID_BIND.cardNo });
    expect(withdrawal.code, withdrawal.msg).toBe(1);
    expect((await balanceOf(db, p.playerId)).held).toBe(20_000);
  });
});
