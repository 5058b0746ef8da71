// Bind rewards through the API: the bind-phone reward (1021) and the bind-bank-card reward (1047)
// are claimable only once the phone / withdrawal account is bound, and only once; the operator's
// BindRewardConf sets the amounts (0 switches one off). Also the offer summaries.
import type { BindRewardsResponse } from '@khel/contracts/endpoints/promotions';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpByEmail, uniqueIp, uniquePhone, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, latestSmsCode, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { VALID_BIND, exchange, setConfig } from '../../../test/withdrawals.ts';
import { DEFAULT_BIND_REWARDS } from './promotion-config.ts';
import { balance, ledgerLines, post, tasksOf } from '../../../test/promotions.ts';
import { promotionOffers } from './promotions.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expect(await checkLedger(t.db)).toEqual([]));
afterAll(async () => t.close());

const status = (p: SignedUp) => post<BindRewardsResponse>(t.app, p.token, '/usercenter/game/bindReward', { type: 0 });
const claim = (p: SignedUp, kind: string) => post<BindRewardsResponse>(t.app, p.token, '/usercenter/game/bindReward', { type: 1, kind });
const states = async (p: SignedUp) => Object.fromEntries((await status(p)).data.items.map((i) => [i.kind, i.state]));

async function bindPhone(p: SignedUp): Promise<void> {
  const phone = uniquePhone();
  await call(t.app, 'GET', `/usercenter/verifycode/${phone}?purpose=bind`, undefined, { token: p.token, ip: uniqueIp() });
  const code = await latestSmsCode(t.db, phone);
  const reply = await call(t.app, 'POST', '/usercenter/game/bindAccount', { phone, verifyCode: code }, { token: p.token });
  expect(reply.code, reply.msg).toBe(1);
}

describe('bind rewards', () => {
  it('the phone reward needs a bound phone, then pays ₨5.00 with Bind Phone 1021 once', async () => {
    const p = await signUpByEmail(t.app);
    expect((await status(p)).data).toEqual({
      items: [
        { kind: 'phone', num: 500, wagerMulti: 1, state: 0 },
        { kind: 'bankCard', num: 1000, wagerMulti: 1, state: 0 },
      ],
      received: 0,
      gold: 0,
    });
    expect(await claim(p, 'phone')).toMatchObject({ code: 1627, msg: 'Bind your phone number first to claim this reward' });
    expect(await balance(t.db, p.playerId)).toBe(0);

    await bindPhone(p);
    expect(await states(p)).toEqual({ phone: 1, bankCard: 0 });
    const paid = await claim(p, 'phone');
    expect(paid.code, paid.msg).toBe(1);
    expect(paid.data).toMatchObject({ received: 500, gold: 500 });
    expect(await ledgerLines(t.db, p.playerId)).toEqual([{ reason: Reason.bindPhone, amount: 500 }]);
    expect(await tasksOf(t.db, p.playerId)).toEqual([{ money: 500, multi: 1, reason: Reason.bindPhone }]);
    expect(await claim(p, 'phone')).toMatchObject({ code: 1601, msg: 'This reward has already been claimed' });
    expect(await states(p)).toEqual({ phone: 2, bankCard: 0 });
    expect(await balance(t.db, p.playerId)).toBe(500);
  });

  it('the bank-card reward needs a bound withdrawal account, then pays ₨10.00 with Bind Bank Card 1047 once', async () => {
    const p = await signUp(t.app); // a phone given at sign-up counts as bound
    expect(await states(p)).toEqual({ phone: 1, bankCard: 0 });
    expect(await claim(p, 'bankCard')).toMatchObject({ code: 1628, msg: 'Bind a withdrawal account first to claim this reward' });
    expect((await exchange(t.app, p.token, { type: 2, params: VALID_BIND })).code).toBe(1);
    expect(await states(p)).toEqual({ phone: 1, bankCard: 1 });
    expect((await claim(p, 'bankCard')).data).toMatchObject({ received: 1000, gold: 1000 });
    expect(await ledgerLines(t.db, p.playerId)).toEqual([{ reason: Reason.bindBankCard, amount: 1000 }]);
    expect((await claim(p, 'bankCard')).code).toBe(1601);
    expect((await claim(p, 'phone')).data).toMatchObject({ received: 500, gold: 1500 });
    expect(await states(p)).toEqual({ phone: 2, bankCard: 2 });
  });

  it('20 parallel claims pay once', async () => {
    const p = await signUp(t.app);
    const replies = await Promise.all(Array.from({ length: 20 }, () => claim(p, 'phone')));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 1601)).toHaveLength(19);
    expect(await balance(t.db, p.playerId)).toBe(500);
  });

  it('bad input is refused and changes nothing; a player on a time-out gets nothing', async () => {
    const p = await signUp(t.app);
    for (const body of [{ type: 1 }, { type: 1, kind: 'email' }, { type: 3 }, { kind: 'phone' }]) {
      expect((await post(t.app, p.token, '/usercenter/game/bindReward', body)).code, JSON.stringify(body)).toBe(1001);
    }
    expect((await post(t.app, p.token, '/usercenter/game/startTimeOut', { period: '24h' })).code).toBe(1);
    expect((await claim(p, 'phone')).code).toBe(1501);
    expect(await balance(t.db, p.playerId)).toBe(0);
  });

  it('follows BindRewardConf: other amounts, and 0 switches a reward off', async () => {
    await setConfig(t.db, 'BindRewardConf', { phone: { amount: 0, multi: 1 }, bankCard: { amount: 2500, multi: 0 } });
    try {
      const p = await signUp(t.app);
      expect((await status(p)).data.items).toEqual([
        { kind: 'phone', num: 0, wagerMulti: 1, state: 3 },
        { kind: 'bankCard', num: 2500, wagerMulti: 0, state: 0 },
      ]);
      expect(await claim(p, 'phone')).toMatchObject({ code: 1604, msg: 'This offer has ended' });
      expect((await exchange(t.app, p.token, { type: 2, params: VALID_BIND })).code).toBe(1);
      expect((await claim(p, 'bankCard')).data).toMatchObject({ received: 2500 });
      expect(await tasksOf(t.db, p.playerId)).toEqual([]);
    } finally {
      await setConfig(t.db, 'BindRewardConf', DEFAULT_BIND_REWARDS);
    }
  });
});

describe('promotionOffers', () => {
  it('summarises sign-in, gift code, bind phone and bind bank card for the activity centre', async () => {
    const p = await signUpByEmail(t.app);
    const now = t.clock.now();
    expect(await promotionOffers(t.db, p.playerId, now)).toEqual([
      { id: 'sign-in', route: '/promo/rewards', state: 'claimable', pending: 1, amount: 100 },
      { id: 'gift-code', route: '/giftcode', state: 'inProgress', pending: 0, amount: 0 },
      { id: 'bind-phone', route: '/promo/rewards', state: 'locked', pending: 0, amount: 500 },
      { id: 'bind-bank-card', route: '/promo/rewards', state: 'locked', pending: 0, amount: 1000 },
    ]);
    await bindPhone(p);
    expect(await promotionOffers(t.db, p.playerId, now)).toContainEqual({ id: 'bind-phone', route: '/promo/rewards', state: 'claimable', pending: 1, amount: 500 });
    expect((await claim(p, 'phone')).code).toBe(1);
    expect((await post(t.app, p.token, '/usercenter/game/activeLogin', { type: 1 })).code).toBe(1);
    const after = await promotionOffers(t.db, p.playerId, now);
    expect(after.find((o) => o.id === 'bind-phone')).toMatchObject({ state: 'claimed', pending: 0, amount: 0 });
    expect(after.find((o) => o.id === 'sign-in')).toMatchObject({ state: 'claimed', pending: 0, amount: 0 });
  });
});
