// The daily gift (valid bets today ≥ threshold, once per gift per day), the new-user red packet
// (once, within 3 × 24 h of registering) and the activity-centre summaries, through the API.
import type { DailyGiftStatus, NewUserRedPacketStatus } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../../test/players.ts';
import { rowCounts } from '../../../test/test-app.ts';
import { playerRegisteredAt } from '../players/players.service.ts';
import { startTimeOut } from '../protection/protection.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { playRewardOffers } from './play-rewards.service.ts';
import { balance, createTestApp, karachi, ledgerLines, play, player, post, type TestApp } from '../../../test/play-rewards.ts';
import { protectionDeps } from '../../../test/protection.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const gift = (p: SignedUp | null, body: unknown = {}) => post<DailyGiftStatus>(t.app, p, '/usercenter/game/activeDailyGift', body);
const packet = (p: SignedUp | null, body: unknown = {}) => post<NewUserRedPacketStatus>(t.app, p, '/usercenter/game/activeNewUserRedPacket', body);
const FUNDS = 10_000_000;
const DAY_MS = 86_400_000;

describe('daily gift (activeDailyGift)', () => {
  it("unlocks each gift exactly at today's valid-bet threshold and pays it once a day", async () => {
    t.clock.set(karachi('2026-04-06T09:00:00'));
    const p = await player(t, FUNDS);
    await play(t, p.playerId, 11_111, 11_111); // valid 9,999.9 → 9,999
    const short = await gift(p);
    expect(short.data).toMatchObject({ enabled: true, day: '2026-04-06', validBet: 9_999, wagerMulti: 1 });
    expect(short.data.data).toEqual([
      { id: 1, validBet: 10_000, amount: 100, state: 0 },
      { id: 2, validBet: 50_000, amount: 300, state: 0 },
      { id: 3, validBet: 200_000, amount: 1_000, state: 0 },
      { id: 4, validBet: 1_000_000, amount: 3_800, state: 0 },
    ]);
    expect(await gift(p, { type: 1, id: 1 })).toMatchObject({ code: ErrorCode.dailyGiftLocked, msg: 'Reach ₨100.00 in valid bets today to unlock this gift' });

    await play(t, p.playerId, 2, 2); // valid 1.8 → 1 (rounded down per round): 10,000 in all
    const open = await gift(p);
    expect(open.data.validBet).toBe(10_000);
    expect(open.data.data.map((g) => g.state)).toEqual([1, 0, 0, 0]);
    const claimed = await gift(p, { type: 1, id: 1 });
    expect(claimed.data).toMatchObject({ amount: 100 });
    expect(claimed.data.data.map((g) => g.state)).toEqual([2, 0, 0, 0]);
    expect(await gift(p, { type: 1, id: 1 })).toMatchObject({ code: ErrorCode.rewardAlreadyClaimed, msg: 'This reward has already been claimed' });
    expect(await gift(p, { type: 1, id: 2 })).toMatchObject({ code: ErrorCode.dailyGiftLocked, msg: 'Reach ₨500.00 in valid bets today to unlock this gift' });
    expect(await balance(t, p)).toBe(FUNDS + 100);
    expect((await ledgerLines(t.db, p.playerId)).filter((l) => l.reason === Reason.dailyGift)).toEqual([{ reason: Reason.dailyGift, amount: 100 }]);

    // The next business day starts at Karachi midnight with nothing bet and every gift open again.
    t.clock.set(karachi('2026-04-06T23:59:59.999'));
    expect((await gift(p)).data.data[0]!.state).toBe(2);
    t.clock.set(karachi('2026-04-07T00:00:00'));
    const tomorrow = await gift(p);
    expect(tomorrow.data).toMatchObject({ day: '2026-04-07', validBet: 0 });
    expect(tomorrow.data.data.map((g) => g.state)).toEqual([0, 0, 0, 0]);
    await play(t, p.playerId, 60_000, 0);
    expect((await gift(p, { type: 1, id: 2 })).data).toMatchObject({ amount: 300 });
    expect((await gift(p, { type: 1, id: 1 })).data.data.map((g) => g.state)).toEqual([2, 2, 0, 0]);
    expect(await balance(t, p)).toBe(FUNDS + 100 - 60_000 + 300 + 100);
  });

  it('20 parallel claims of one gift pay once', async () => {
    const p = await player(t, FUNDS);
    await play(t, p.playerId, 20_000, 20_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => gift(p, { type: 1, id: 1 })));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === ErrorCode.rewardAlreadyClaimed)).toHaveLength(19);
    expect(await balance(t, p)).toBe(FUNDS + 100);
  });

  it('bad input gets a clear message and changes nothing', async () => {
    const p = await player(t, FUNDS);
    await play(t, p.playerId, 20_000, 20_000);
    const before = await rowCounts(t.db, ['reward_claims', 'ledger_transfers']);
    expect(await gift(p, { type: 1 })).toMatchObject({ code: ErrorCode.playRewardIdRequired, msg: 'Choose the reward to claim' });
    expect(await gift(p, { type: 1, id: 7 })).toMatchObject({ code: ErrorCode.dailyGiftUnknown, msg: 'This gift does not exist' });
    expect(await gift(p, { type: 1, id: -1 })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Unknown reward' });
    expect(await gift(p, { type: '1' })).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Unknown request type' });
    expect(await rowCounts(t.db, ['reward_claims', 'ledger_transfers'])).toEqual(before);
  });
});

// Registration time is the database's clock, so these tests put the app clock next to it (sessions
// are issued on the app clock).
const nearRegistration = () => t.clock.set(new Date());

describe('new-user red packet', () => {
  beforeEach(nearRegistration);
  it('₨5.00 once, up to the last millisecond of 3 × 24 hours after registering', async () => {
    const p = await player(t);
    const registered = await playerRegisteredAt(t.db, p.playerId);
    const expiresAt = new Date(registered.getTime() + 3 * DAY_MS);
    t.clock.set(new Date(expiresAt.getTime() - 1));
    expect((await packet(p)).data).toEqual({ enabled: true, state: 1, reward: 500, days: 3, wagerMulti: 1, expiresAt: expiresAt.toISOString(), amount: 0 });
    const claimed = await packet(p, { type: 1 });
    expect(claimed.data).toMatchObject({ state: 2, amount: 500 });
    expect(await ledgerLines(t.db, p.playerId)).toEqual([{ reason: Reason.newUserRedPacket, amount: 500 }]);
    expect(await packet(p, { type: 1 })).toMatchObject({ code: ErrorCode.rewardAlreadyClaimed });
    expect(await balance(t, p)).toBe(500);
  });

  it('is gone at exactly 3 × 24 hours', async () => {
    const p = await player(t);
    const registered = await playerRegisteredAt(t.db, p.playerId);
    t.clock.set(new Date(registered.getTime() + 3 * DAY_MS));
    expect((await packet(p)).data.state).toBe(3);
    expect(await packet(p, { type: 1 })).toMatchObject({
      code: ErrorCode.newUserPacketExpired,
      msg: 'The new player red packet could only be claimed within 3 days of registering',
    });
    expect(await balance(t, p)).toBe(0);
  });

  it('20 parallel claims pay once', async () => {
    const p = await player(t);
    t.clock.set(await playerRegisteredAt(t.db, p.playerId));
    const replies = await Promise.all(Array.from({ length: 20 }, () => packet(p, { type: 1 })));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === ErrorCode.rewardAlreadyClaimed)).toHaveLength(19);
    expect(await balance(t, p)).toBe(500);
  });
});

describe('activity-centre summaries (playRewardOffers)', () => {
  beforeEach(nearRegistration);
  it('one summary per offer with state, pending count, route and amount; locked during a time-out', async () => {
    const p = await player(t, FUNDS);
    const now = await playerRegisteredAt(t.db, p.playerId);
    t.clock.set(now);
    await play(t, p.playerId, 20_000, 20_000);
    expect(await playRewardOffers(t.db, p.playerId, now)).toEqual([
      { id: 'online-rewards', state: 'inProgress', pending: 0, route: '/OnlineRewards', amount: 1_100 },
      { id: 'loss-rebate', state: 'inProgress', pending: 0, route: '/loss', amount: 0 },
      { id: 'daily-gift', state: 'claimable', pending: 1, route: '/promo/daily', amount: 5_200 },
      { id: 'new-user-red-packet', state: 'claimable', pending: 1, route: '/promo/daily', amount: 500 },
    ]);
    await packet(p, { type: 1 });
    const after = await playRewardOffers(t.db, p.playerId, now);
    expect(after[3]).toEqual({ id: 'new-user-red-packet', state: 'claimed', pending: 0, route: '/promo/daily', amount: 0 });
    expect((await playRewardOffers(t.db, p.playerId, new Date(now.getTime() + 3 * DAY_MS)))[3]!.state).toBe('claimed');

    await startTimeOut(protectionDeps(t), p.playerId, '24h', now);
    expect((await playRewardOffers(t.db, p.playerId, now)).map((s) => [s.state, s.pending])).toEqual([
      ['locked', 0],
      ['locked', 0],
      ['locked', 0],
      ['locked', 0],
    ]);
    expect(await gift(p, { type: 1, id: 1 })).toMatchObject({ code: ErrorCode.playerTimedOut });
  });
});
