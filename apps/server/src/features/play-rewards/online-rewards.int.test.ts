// Online rewards through the API with an injected clock: heartbeats credit real time only (never
// the client's), capped; tiers unlock exactly at their minutes; the day turns at Karachi midnight.
import type { OnlineStatus } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn, type SignedUp } from '../../../test/players.ts';
import { rowCounts } from '../../../test/test-app.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balance, createTestApp, karachi, ledgerLines, player, post, setConfig, type TestApp } from '../../../test/play-rewards.ts';
import { protectionDeps } from '../../../test/protection.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const ONLINE = '/usercenter/game/playerOnline';
const online = (p: SignedUp | null, body: unknown) => post<OnlineStatus>(t.app, p, ONLINE, body);
async function beat(p: SignedUp, afterMs: number): Promise<OnlineStatus> {
  t.clock.advance(afterMs);
  const reply = await online(p, { type: 1, time: Date.now() });
  expect(reply.code).toBe(1);
  return reply.data;
}
/** Brings today's online time to `seconds` with full-cap heartbeats plus one remainder. */
async function onlineFor(p: SignedUp, seconds: number): Promise<OnlineStatus> {
  let status = await beat(p, 0);
  for (let left = seconds; left > 0; left -= 60) status = await beat(p, Math.min(60, left) * 1000);
  return status;
}

describe('heartbeats (playerOnline type 1)', () => {
  it('credit at most the real time since the previous heartbeat: the first 0, 1 s later 1 s, 10 min later only the 60 s cap', async () => {
    t.clock.set(karachi('2026-01-05T14:00:00'));
    const p = await player(t);
    expect(await beat(p, 0)).toMatchObject({ credited: 0, seconds: 0, nextTierSeconds: 600, pool: 1100, claimable: 0 });
    expect(await beat(p, 1000)).toMatchObject({ credited: 1, seconds: 1 });
    expect(await beat(p, 10 * 60_000)).toMatchObject({ credited: 60, seconds: 61, nextTierSeconds: 539 });
    // A client claiming a later `time` (or sending again at once) earns nothing more.
    const again = await online(p, { type: 1, time: Date.now() + 3_600_000 });
    expect(again.data).toMatchObject({ credited: 0, seconds: 61 });
    // Status (type 0) credits nothing either.
    t.clock.advance(30_000);
    expect((await online(p, { type: 0 })).data).toMatchObject({ credited: 0, seconds: 61 });
    expect((await online(p, {})).data).toMatchObject({ seconds: 61, day: '2026-01-05' });
  });

  it('20 parallel heartbeats after 60 s credit 60 s once, not 20 times', async () => {
    const p = await player(t);
    await beat(p, 0);
    t.clock.advance(60_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => online(p, { type: 1 })));
    expect(replies.map((r) => r.data.credited).reduce((a, b) => a + b, 0)).toBe(60);
    expect((await online(p, { type: 0 })).data.seconds).toBe(60);
  });

  it('time counts per player, not per session: two logins heartbeating together earn real time once', async () => {
    const p = await player(t);
    const second = { ...p, token: (await logIn(t.app, { account: p.account, password: p.password })).data.token };
    await beat(p, 0);
    await beat(second, 30_000);
    await beat(p, 30_000);
    expect(await beat(second, 30_000)).toMatchObject({ seconds: 90 });
  });
});

describe('tiers (10 / 30 / 60 / 120 minutes, ₨1 / ₨2 / ₨3 / ₨5)', () => {
  it('unlock exactly at the threshold; a claim pays once with reason 2202 and a betting task', async () => {
    t.clock.set(karachi('2026-01-06T10:00:00'));
    const p = await player(t);
    const almost = await onlineFor(p, 599);
    expect(almost).toMatchObject({ seconds: 599, nextTierSeconds: 1, claimable: 0 });
    expect(almost.tiers[0]).toEqual({ id: 1, minutes: 10, amount: 100, state: 0 });
    const locked = await online(p, { type: 2, id: 1 });
    expect(locked).toMatchObject({ code: ErrorCode.onlineTierLocked, msg: 'Stay online 10 minutes today to unlock this reward' });

    const unlocked = await beat(p, 1000);
    expect(unlocked).toMatchObject({ seconds: 600, nextTierSeconds: 1200, claimable: 100, pool: 1100 });
    expect(unlocked.tiers.map((tier) => tier.state)).toEqual([1, 0, 0, 0]);

    const claimed = await online(p, { type: 2, id: 1 });
    expect(claimed.code).toBe(1);
    expect(claimed.data).toMatchObject({ amount: 100, claimable: 0, pool: 1000 });
    expect(claimed.data.tiers.map((tier) => tier.state)).toEqual([2, 0, 0, 0]);
    expect(await balance(t, p)).toBe(100);
    expect(await ledgerLines(t.db, p.playerId)).toEqual([{ reason: Reason.dailyGift, amount: 100 }]);
    const again = await online(p, { type: 2, id: 1 });
    expect(again).toMatchObject({ code: ErrorCode.rewardAlreadyClaimed, msg: 'This reward has already been claimed' });
    expect(await balance(t, p)).toBe(100);
    const tasks = await post<{ list: { money: number; multi: number; reason: number; desc: string }[] }>(t.app, p, '/usercenter/game/exchange', { type: 3, params: '-1_0' });
    expect(tasks.data.list).toEqual([expect.objectContaining({ money: 100, multi: 1, reason: Reason.dailyGift, desc: 'Online Rewards' })]);
  });

  it('20 parallel claims of one tier pay once', async () => {
    const p = await player(t);
    await onlineFor(p, 600);
    const replies = await Promise.all(Array.from({ length: 20 }, () => online(p, { type: 2, id: 1 })));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === ErrorCode.rewardAlreadyClaimed)).toHaveLength(19);
    expect(await balance(t, p)).toBe(100);
  });

  it('the day turns at Asia/Karachi midnight: time is split across it, and tiers are claimable again the next day', async () => {
    t.clock.set(karachi('2026-01-07T23:49:30'));
    const p = await player(t);
    const before = await onlineFor(p, 600);
    expect(before).toMatchObject({ day: '2026-01-07', seconds: 600 });
    expect((await online(p, { type: 2, id: 1 })).code).toBe(1);
    // 23:59:30 → 00:00:30: 30 s for the 7th, 30 s for the 8th.
    const after = await beat(p, 60_000);
    expect(after).toMatchObject({ day: '2026-01-08', credited: 60, seconds: 30, pool: 1100 });
    expect(after.tiers.map((tier) => tier.state)).toEqual([0, 0, 0, 0]);
    const rows = await t.db.query<{ day: string; ms: number }>('SELECT day, online_ms AS ms FROM online_time WHERE player_id = $1 ORDER BY day', [p.playerId]);
    expect(rows).toEqual([
      { day: '2026-01-07', ms: 630_000 },
      { day: '2026-01-08', ms: 30_000 },
    ]);
    for (let i = 0; i < 10; i++) await beat(p, 57_000);
    expect((await online(p, { type: 2, id: 1 })).data).toMatchObject({ day: '2026-01-08', seconds: 600, amount: 100 });
    expect(await balance(t, p)).toBe(200);
  });

  it('bad input gets a clear message and changes nothing', async () => {
    const p = await player(t);
    await onlineFor(p, 600);
    const before = await rowCounts(t.db, ['reward_claims', 'ledger_transfers', 'online_time']);
    expect(await online(p, { type: 5 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Unknown request type' });
    expect(await online(p, { type: 2 })).toMatchObject({ code: ErrorCode.playRewardIdRequired, msg: 'Choose the reward to claim' });
    expect(await online(p, { type: 2, id: 9 })).toMatchObject({ code: ErrorCode.onlineTierUnknown, msg: 'This online reward does not exist' });
    expect(await online(p, { type: 2, id: 'x' })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Unknown reward' });
    expect(await online(p, { type: 2, id: 1.5 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Unknown reward' });
    expect((await online(null, { type: 1 })).status).toBe(401);
    expect(await rowCounts(t.db, ['reward_claims', 'ledger_transfers', 'online_time'])).toEqual(before);
  });

  it('a player on a time-out gets no timer: no status, no time counted, the reward refused with the break’s message', async () => {
    const p = await player(t);
    await onlineFor(p, 600);
    await startTimeOut(protectionDeps(t), p.playerId, '24h', t.clock.now());
    expect(await online(p, { type: 2, id: 1 })).toMatchObject({ code: ErrorCode.playerTimedOut });
    expect((await online(p, { type: 0 })).data).toMatchObject({ enabled: false, tiers: [], pool: 0, nextTierSeconds: null });
    expect(await beat(p, 60_000)).toMatchObject({ enabled: false, credited: 0 });
    const rows = await t.db.query<{ ms: number }>('SELECT online_ms AS ms FROM online_time WHERE player_id = $1', [p.playerId]);
    expect(rows.map((row) => row.ms)).toEqual([600_000]);
    expect(await balance(t, p)).toBe(0);
  });

  it('a self-excluded player gets no timer either', async () => {
    const p = await player(t);
    await beat(p, 0);
    await post(t.app, p, '/usercenter/game/selfExclude', { period: '6m', password: p.password });
    expect(await beat(p, 60_000)).toMatchObject({ enabled: false, credited: 0, pool: 0 });
  });

  it('a player who turned in-app offers off gets no timer and a claim says how to turn them on; a normal player keeps it', async () => {
    const normal = await player(t);
    const p = await player(t);
    await beat(normal, 0);
    await onlineFor(p, 600);
    expect((await post(t.app, p, '/usercenter/game/subscriptions/update', { inApp: false })).code).toBe(1);
    expect((await online(p, { type: 0 })).data).toMatchObject({ enabled: false, pool: 0 });
    expect(await beat(p, 60_000)).toMatchObject({ enabled: false, credited: 0 });
    expect(await online(p, { type: 2, id: 1 })).toMatchObject({
      code: ErrorCode.offersTurnedOff,
      msg: 'You turned off in-app offers. Turn them on in Settings → Subscriptions to take part',
    });
    expect(await balance(t, p)).toBe(0);
    expect(await beat(normal, 60_000)).toMatchObject({ enabled: true, credited: 60, pool: 1100 });
    // Turned on again: the timer is back with the time counted before.
    expect((await post(t.app, p, '/usercenter/game/subscriptions/update', { inApp: true })).code).toBe(1);
    expect((await online(p, { type: 2, id: 1 })).data).toMatchObject({ enabled: true, seconds: 600, amount: 100 });
  });

  it('switched off by the operator: the status says so and claims are refused', async () => {
    const p = await player(t);
    await onlineFor(p, 600);
    const conf = (await t.db.query<{ body: Record<string, unknown> }>("SELECT body FROM config_documents WHERE name = 'OnlineRewardConf'"))[0]!.body;
    await setConfig(t.db, 'OnlineRewardConf', { ...conf, enabled: false });
    try {
      expect((await online(p, { type: 0 })).data).toMatchObject({ enabled: false, tiers: [], pool: 0 });
      expect(await online(p, { type: 2, id: 1 })).toMatchObject({ code: ErrorCode.offerEnded, msg: 'This offer has ended' });
    } finally {
      await setConfig(t.db, 'OnlineRewardConf', conf);
    }
  });
});
