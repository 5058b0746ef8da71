// Daily sign-in through the API with an injected clock: day 1 pays ₨1.00 with Sign In 2201, the
// second claim of a day is 'No duplicate Sign-In', the streak advances per claimed day, VIP-gated
// days refuse, Monday resets the week (Asia/Karachi), breaks refuse, 20 parallel claims pay once.
import { readFileSync } from 'node:fs';
import type { ActiveLoginResponse } from '@khel/contracts/endpoints/promotions';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { SEED_DIR } from '../config/config.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { setConfig } from '../../../test/withdrawals.ts';
import { balance, ledgerLines, post, setPlayerVip, tasksOf } from '../../../test/promotions.ts';
import { promotionOffers } from './promotions.service.ts';

let t: TestApp;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 14:00 in Karachi on Monday 5 January 2026. */
const MONDAY = new Date('2026-01-05T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(MONDAY));
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const status = (p: SignedUp) => post<ActiveLoginResponse>(t.app, p.token, '/usercenter/game/activeLogin', { type: 0 });
const claim = (p: SignedUp) => post<ActiveLoginResponse>(t.app, p.token, '/usercenter/game/activeLogin', { type: 1 });

describe('daily sign-in', () => {
  it('day 1 shows sign 0 with the seven days, and pays exactly ₨1.00 with reason 2201 and a ×1 betting task', async () => {
    const p = await signUp(t.app);
    const before = await status(p);
    expect(before.code).toBe(1);
    expect(before.data).toMatchObject({ sign: 0, curDay: 1, vip: 0, reward: [{ num: 100, type: 1 }], wagerMulti: 1, gold: 0 });
    expect(before.data.days.map((d) => [d.day, d.vip, d.num, d.signed])).toEqual([
      [1, 0, 100, false],
      [2, 0, 800, false],
      [3, 1, 900, false],
      [4, 1, 1500, false],
      [5, 2, 2000, false],
      [6, 3, 2500, false],
      [7, 3, 3200, false],
    ]);

    const claimed = await claim(p);
    expect(claimed.code, claimed.msg).toBe(1);
    expect(claimed.data).toMatchObject({ sign: 2, curDay: 1, reward: [{ num: 100 }], gold: 100 });
    expect(claimed.data.days[0]!.signed).toBe(true);
    expect(await balance(t.db, p.playerId)).toBe(100);
    expect(await ledgerLines(t.db, p.playerId)).toEqual([{ reason: Reason.signIn, amount: 100 }]);
    expect(await tasksOf(t.db, p.playerId)).toEqual([{ money: 100, multi: 1, reason: Reason.signIn }]);
  });

  it("a second claim the same day is 'No duplicate Sign-In' and changes nothing; the status says sign 2", async () => {
    const p = await signUp(t.app);
    expect((await claim(p)).code).toBe(1);
    t.clock.advance(9 * HOUR + 59 * 60_000); // 23:59 in Karachi, still the same business day
    const counts = await rowCounts(t.db, ['ledger_transfers', 'reward_claims', 'betting_tasks']);
    const again = await claim(p);
    expect(again.code).toBe(1602);
    expect(again.msg).toBe('No duplicate Sign-In');
    expect(await balance(t.db, p.playerId)).toBe(100);
    expect(await rowCounts(t.db, ['ledger_transfers', 'reward_claims', 'betting_tasks'])).toEqual(counts);
    expect((await status(p)).data).toMatchObject({ sign: 2, curDay: 1, gold: 100 });
  });

  it('the next business day is day 2 and pays ₨8.00 (the day turns at midnight Karachi, 19:00 UTC)', async () => {
    const p = await signUp(t.app);
    expect((await claim(p)).code).toBe(1);
    t.clock.set(new Date('2026-01-05T18:59:59Z')); // Monday 23:59:59 PKT
    expect((await claim(p)).code).toBe(1602);
    t.clock.set(new Date('2026-01-05T19:00:00Z')); // Tuesday 00:00 PKT
    const day2 = await claim(p);
    expect(day2.data).toMatchObject({ sign: 2, curDay: 2, reward: [{ num: 800 }], gold: 900 });
    expect(await balance(t.db, p.playerId)).toBe(900);
  });

  it('a day above the player’s VIP level is sign 3 and its claim is refused with the level; after an upgrade it pays', async () => {
    const p = await signUp(t.app);
    expect((await claim(p)).code).toBe(1);
    t.clock.advance(DAY);
    expect((await claim(p)).code).toBe(1);
    t.clock.advance(DAY); // Wednesday: day 3 needs VIP1
    expect((await status(p)).data).toMatchObject({ sign: 3, curDay: 3, vip: 0, reward: [{ num: 900 }] });
    const refused = await claim(p);
    expect(refused.code).toBe(1620);
    expect(refused.msg).toBe('Day 3 of the sign-in needs VIP1. Upgrade your VIP level to check in');
    expect(await balance(t.db, p.playerId)).toBe(900);

    await setPlayerVip(t.db, p.playerId, 1);
    expect((await status(p)).data).toMatchObject({ sign: 0, curDay: 3, vip: 1 });
    expect((await claim(p)).data).toMatchObject({ sign: 2, curDay: 3, gold: 1800 });
  });

  it('a missed day does not break the streak: Monday day 1, Wednesday day 2', async () => {
    const p = await signUp(t.app);
    expect((await claim(p)).code).toBe(1);
    t.clock.advance(2 * DAY);
    expect((await status(p)).data).toMatchObject({ sign: 0, curDay: 2 });
    expect((await claim(p)).data).toMatchObject({ curDay: 2, reward: [{ num: 800 }] });
  });

  it('the streak resets on Monday: Saturday day 1, Sunday 23:59 day 2, Monday 00:00 day 1 again', async () => {
    const p = await signUp(t.app);
    t.clock.set(new Date('2026-01-10T10:00:00Z')); // Saturday
    expect((await claim(p)).data).toMatchObject({ curDay: 1 });
    t.clock.set(new Date('2026-01-11T18:59:00Z')); // Sunday 23:59 PKT
    expect((await claim(p)).data).toMatchObject({ curDay: 2, gold: 900 });
    t.clock.set(new Date('2026-01-11T19:00:00Z')); // Monday 12 January 00:00 PKT
    const monday = await status(p);
    expect(monday.data).toMatchObject({ sign: 0, curDay: 1 });
    expect(monday.data.days.every((d) => !d.signed)).toBe(true);
    expect((await claim(p)).data).toMatchObject({ curDay: 1, reward: [{ num: 100 }], gold: 1000 });
  });

  it('a player on a time-out is refused and receives nothing', async () => {
    const p = await signUp(t.app);
    expect((await post(t.app, p.token, '/usercenter/game/startTimeOut', { period: '24h' })).code).toBe(1);
    const refused = await claim(p);
    expect(refused.code).toBe(1501);
    expect(refused.msg).toBe('Your account is in a time-out until 2026-01-06 14:00 PKT');
    expect(await balance(t.db, p.playerId)).toBe(0);
    expect(await promotionOffers(t.db, p.playerId, t.clock.now())).toContainEqual({
      id: 'sign-in',
      route: '/promo/rewards',
      state: 'locked',
      pending: 0,
      amount: 100,
    });
  });

  it('20 parallel claims pay once', async () => {
    const p = await signUp(t.app);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p)));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 1602)).toHaveLength(19);
    expect(await balance(t.db, p.playerId)).toBe(100);
    expect(await ledgerLines(t.db, p.playerId)).toHaveLength(1);
  });

  it('bad input is refused with a clear error and changes nothing', async () => {
    const p = await signUp(t.app);
    for (const body of [{ type: 2 }, { type: 'x' }, { type: -1 }, { type: [1] }, []]) {
      const reply = await post(t.app, p.token, '/usercenter/game/activeLogin', body);
      expect(reply.code, JSON.stringify(body)).toBe(1001);
      expect(reply.msg).toBe('Request error');
    }
    expect((await post(t.app, p.token, '/usercenter/game/activeLogin', { type: '1' })).code).toBe(1);
    expect(await balance(t.db, p.playerId)).toBe(100);
  });

  it('follows the operator’s LoginConf (amounts, VIP, wagering multiple) and the offer summary', async () => {
    const p = await signUp(t.app);
    const conf = Array.from({ length: 7 }, (_, i) => ({ day: i + 1, vip: 0, reward: [1, 250 * (i + 1)], multi: i === 0 ? 0 : 3 }));
    await setConfig(t.db, 'LoginConf', conf);
    try {
      expect(await promotionOffers(t.db, p.playerId, t.clock.now())).toContainEqual({
        id: 'sign-in',
        route: '/promo/rewards',
        state: 'claimable',
        pending: 1,
        amount: 250,
      });
      expect((await claim(p)).data).toMatchObject({ reward: [{ num: 250 }], wagerMulti: 0 });
      expect(await tasksOf(t.db, p.playerId)).toEqual([]);
      t.clock.advance(DAY);
      expect((await claim(p)).data).toMatchObject({ reward: [{ num: 500 }], wagerMulti: 3 });
      expect(await tasksOf(t.db, p.playerId)).toEqual([{ money: 500, multi: 3, reason: Reason.signIn }]);
      expect(await promotionOffers(t.db, p.playerId, t.clock.now())).toContainEqual({
        id: 'sign-in',
        route: '/promo/rewards',
        state: 'claimed',
        pending: 0,
        amount: 0,
      });
    } finally {
      await setConfig(t.db, 'LoginConf', JSON.parse(readFileSync(`${SEED_DIR}/LoginConf.json`, 'utf8')));
    }
  });
});
