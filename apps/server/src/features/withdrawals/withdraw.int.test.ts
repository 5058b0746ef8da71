// docs/requirements/withdrawals.md#2-withdraw-checks-in-order ("Withdraw")
// and the two-phase payout: rules, messages, ledger effects, concurrency.
import { Reason } from '@khel/contracts/ledger-reasons';
import type { MoneyRecord } from '@khel/contracts/records-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpByEmail, type SignedUp } from '../../../test/players.ts';
import { businessDay } from '../../platform/clock.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { advanceTasks, createBettingTask } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { defaultPayoutProviders, type PayoutProvider } from './payouts.ts';
import {
  VALID_BIND,
  account,
  exchange,
  fund,
  setExchangeParam,
  setVipPrivilege,
  systemBalance,
} from '../../../test/withdrawals.ts';
import { approve, expireStale, getWithdrawal, inquire, markFailed, markPaid, reject, type WithdrawalDeps } from './withdrawals.service.ts';

let t: TestApp;
let deps: WithdrawalDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, clock: t.clock, payouts: defaultPayoutProviders };
});
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await setExchangeParam(t.db, '0;10000;00:00-24:00');
  await setVipPrivilege(t.db, '0;0;0;0');
});
afterAll(async () => t.close());

interface WithdrawReply {
  transId: string;
  state: string;
  amount: number;
  fee: number;
  goldWin: number;
  msg: string;
}

const withdraw = (p: SignedUp, value: unknown, cardNo: string | undefined = VALID_BIND.cardNo) =>
  exchange<WithdrawReply>(t.app, p.token, { type: 1, value, ...(cardNo === undefined ? {} : { params: cardNo }) });
const idOf = (reply: { data: WithdrawReply }) => Number(reply.data.transId.slice(1));

/** A player with a phone (sign-up), a bound account and `amount` in the wallet. */
async function readyPlayer(amount: number): Promise<SignedUp> {
  const p = await signUp(t.app);
  expect((await exchange(t.app, p.token, { type: 2, params: VALID_BIND })).code).toBe(1);
  if (amount > 0) await fund(t.db, p.playerId, amount);
  return p;
}

describe('refusals, in the order the panel shows them', () => {
  it('no bound phone → 1301 (the app opens phone binding)', async () => {
    const p = await signUpByEmail(t.app);
    await exchange(t.app, p.token, { type: 2, params: VALID_BIND });
    await fund(t.db, p.playerId, 50_000);
    const result = await withdraw(p, 20_000);
    expect(result.code).toBe(1301);
  });

  it('no bound account → 1302 (the app opens the Withdraw information form)', async () => {
    const p = await signUp(t.app);
    await fund(t.db, p.playerId, 50_000);
    expect((await withdraw(p, 20_000)).code).toBe(1302);
  });

  it("empty, zero or above withdrawable → 'Insufficient coins'", async () => {
    const p = await readyPlayer(30_000);
    for (const value of [undefined, '', 0, -100, 30_001, 'abc']) {
      const result = await withdraw(p, value);
      expect(result.msg).toBe('Insufficient coins');
      expect(result.code === 1015 || result.code === 1001).toBe(true);
    }
    expect((await withdraw(p, 30_001)).code).toBe(1015);
  });

  it("below the GameParamConf minimum → 'Minimum withdrawal: 100.00'", async () => {
    const p = await readyPlayer(50_000);
    const result = await withdraw(p, 9_999);
    expect(result).toMatchObject({ code: 1303, msg: 'Minimum withdrawal: 100.00' });
  });

  it("above the VIP level's maximum → 'Maximum withdrawal:500.00'", async () => {
    await setVipPrivilege(t.db, '50000;0;0;0');
    const p = await readyPlayer(100_000);
    expect(await withdraw(p, 50_001)).toMatchObject({ code: 1304, msg: 'Maximum withdrawal:500.00' });
    expect((await withdraw(p, 50_000)).code).toBe(1);
  });

  it('the VIP daily count limit (part 2)', async () => {
    await setVipPrivilege(t.db, '0;2;0;0');
    const p = await readyPlayer(100_000);
    expect((await withdraw(p, 10_000)).code).toBe(1);
    const second = await withdraw(p, 10_000);
    expect(second.code).toBe(1);
    const third = await withdraw(p, 10_000);
    expect(third).toMatchObject({ code: 1305, msg: 'Daily withdrawal limit reached (2 a day)' });
    // A rejected request gives its place back.
    await reject(deps, idOf(second), null);
    expect((await withdraw(p, 10_000)).code).toBe(1);
  });

  it('outside the withdrawal hours (Asia/Karachi)', async () => {
    await setExchangeParam(t.db, '0;10000;00:00-01:00'); // the test clock reads 14:00 in Karachi
    const p = await readyPlayer(50_000);
    expect(await withdraw(p, 10_000)).toMatchObject({ code: 1306, msg: 'Withdrawals are available 00:00-01:00' });
  });

  it("a cardNo that is not the bound account → 'Withdrawal failed'", async () => {
    const p = await readyPlayer(50_000);
    expect(await withdraw(p, 10_000, '03119999999')).toMatchObject({ code: 1307, msg: 'Withdrawal failed' });
  });

  it("an unfinished betting task → goldWin 0 and 'Insufficient coins'", async () => {
    const p = await readyPlayer(50_000);
    await t.db.transaction((tx) =>
      createBettingTask(tx, { playerId: p.playerId, money: 10_000, multi: 3, reason: Reason.firstDeposit, desc: '1', reference: '' }),
    );
    expect((await exchange(t.app, p.token, { type: 0 })).data).toMatchObject({ state: 1, goldWin: 0 });
    expect((await withdraw(p, 10_000)).msg).toBe('Insufficient coins');
    const tasks = await exchange<{ list: { requirement: number; remaining: number }[]; remaining: number }>(t.app, p.token, {
      type: 3,
      params: '-1_0',
    });
    expect(tasks.data.list).toHaveLength(1);
    expect(tasks.data.list[0]).toMatchObject({ requirement: 30_000, remaining: 30_000 });
    await t.db.transaction((tx) => advanceTasks(tx, p.playerId, 30_000));
    expect((await exchange(t.app, p.token, { type: 0 })).data).toMatchObject({ goldWin: 50_000 });
    expect((await withdraw(p, 10_000)).code).toBe(1);
  });
});

describe('two-phase payout', () => {
  it("request holds; approve → processing (manual payout); mark paid → balance down by the amount exactly", async () => {
    const p = await readyPlayer(50_000);
    const result = await withdraw(p, 20_000);
    expect(result.data).toMatchObject({ msg: 'Withdrawal successful', state: 'pending', amount: 20_000, fee: 0, goldWin: 30_000 });
    expect(await account(t.db, p.playerId)).toEqual({ balance: 50_000, held: 20_000 });
    const id = idOf(result);
    expect((await approve(deps, id, null)).state).toBe('processing');
    const before = await systemBalance(t.db, 'payouts:jazzcash');
    expect((await markPaid(deps, id, 'JC-REF-1')).state).toBe('paid');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 30_000, held: 0 });
    expect((await systemBalance(t.db, 'payouts:jazzcash')) - before).toBe(20_000);
    // Replaying the same reference is harmless; another decision is refused.
    expect((await markPaid(deps, id, 'JC-REF-1')).state).toBe('paid');
    await expect(reject(deps, id, null)).rejects.toMatchObject({ code: 1310 });
  });

  it('the fee (GameParamConf part 1, percent) is deducted from the amount and moved to fees:withdrawal', async () => {
    await setExchangeParam(t.db, '2.5;10000;00:00-24:00');
    const p = await readyPlayer(100_000);
    const result = await withdraw(p, 40_001);
    expect(result.data).toMatchObject({ amount: 40_001, fee: 1_000 });
    const id = idOf(result);
    const [payouts, fees] = [await systemBalance(t.db, 'payouts:jazzcash'), await systemBalance(t.db, 'fees:withdrawal')];
    await approve(deps, id, null);
    await markPaid(deps, id, 'JC-REF-FEE');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 59_999, held: 0 });
    expect((await systemBalance(t.db, 'payouts:jazzcash')) - payouts).toBe(39_001);
    expect((await systemBalance(t.db, 'fees:withdrawal')) - fees).toBe(1_000);
  });

  it('rejection and payout failure return the hold', async () => {
    const p = await readyPlayer(50_000);
    const first = idOf(await withdraw(p, 20_000));
    expect((await reject(deps, first, null, 'risk')).state).toBe('rejected');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 50_000, held: 0 });
    const second = idOf(await withdraw(p, 20_000));
    await approve(deps, second, null);
    expect((await markFailed(deps, second, 'wallet closed')).state).toBe('failed');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 50_000, held: 0 });
    await expect(markPaid(deps, second, 'late')).rejects.toMatchObject({ code: 1310 });
  });

  it('an unknown payout outcome stays processing through inquiries and expiry; expiry voids only undecided ones', async () => {
    const unknown: PayoutProvider = {
      name: 'flaky',
      submit: () => Promise.reject(new Error('timeout')),
      inquire: () => Promise.resolve({ status: 'unknown' }),
    };
    const flaky = { ...deps, payouts: () => unknown };
    const p = await readyPlayer(50_000);
    const sent = idOf(await withdraw(p, 20_000));
    const undecided = idOf(await withdraw(p, 10_000));
    expect((await approve(flaky, sent, null)).state).toBe('processing');
    expect((await inquire(flaky, sent)).state).toBe('processing');
    t.clock.advance(100 * 3_600_000);
    expect(await expireStale(flaky)).toBeGreaterThanOrEqual(1);
    expect((await getWithdrawal(t.db, sent)).state).toBe('processing');
    expect((await getWithdrawal(t.db, undecided)).state).toBe('expired');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 50_000, held: 20_000 });
    // An inquiry that learns the payout happened settles it.
    const paid = { ...deps, payouts: () => ({ ...unknown, inquire: () => Promise.resolve({ status: 'paid' as const, reference: 'X1' }) }) };
    expect((await inquire(paid, sent)).state).toBe('paid');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 30_000, held: 0 });
  });

  it('small withdrawals from an account bound over 24 h ago are approved automatically', async () => {
    const p = await readyPlayer(700_000);
    expect((await withdraw(p, 10_000)).data.state).toBe('pending'); // the account is new
    t.clock.advance(25 * 3_600_000);
    const result = await withdraw(p, 10_000);
    expect(result.data.state).toBe('processing'); // auto-approved and handed to the manual payout queue
    const big = await withdraw(p, 600_000); // above auto_approve_max (5,000.00)
    expect(big.data.state).toBe('pending');
    await reject(deps, idOf(big), null);
    await markPaid(deps, idOf(result), 'AUTO-1');
    expect(await account(t.db, p.playerId)).toEqual({ balance: 690_000, held: 10_000 });
    await expireStale(deps);
  });

  it('50 parallel withdrawals against a balance covering 7 → exactly 7 accepted', async () => {
    const p = await readyPlayer(7 * 10_000 + 5_000);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(p, 10_000)));
    const accepted = results.filter((r) => r.code === 1);
    expect(accepted).toHaveLength(7);
    expect(results.filter((r) => r.code !== 1).every((r) => r.msg === 'Insufficient coins')).toBe(true);
    expect(await account(t.db, p.playerId)).toEqual({ balance: 75_000, held: 70_000 });
    for (const r of accepted) await reject(deps, idOf(r), null);
  });
});

describe('records (exchangeRecord)', () => {
  it("lists the session player's withdrawals for Asia/Karachi days, never another's", async () => {
    const a = await readyPlayer(50_000);
    const b = await readyPlayer(50_000);
    const id = idOf(await withdraw(a, 12_300));
    const today = businessDay(t.clock.now());
    const dayBefore = businessDay(new Date(t.clock.now().getTime() - 86_400_000));
    const mine = await call<{ data: string; page: number }>(
      t.app, 'POST', '/usercenter/game/exchangeRecord', { startDate: today, endDate: today, page: 0, playerId: b.playerId }, { token: a.token },
    );
    const rows = JSON.parse(mine.data.data) as MoneyRecord[];
    expect(rows.map((r) => r.transId)).toContain(`W${id}`);
    expect(rows.every((r) => r.playerId === a.playerId)).toBe(true);
    expect(rows.find((r) => r.transId === `W${id}`)).toMatchObject({ payNum: 12_300, state: 'pending', channel: 'Jazzcash' });
    const theirs = await call<{ data: string }>(
      t.app, 'POST', '/usercenter/game/exchangeRecord', { startDate: today, endDate: today, page: 0 }, { token: b.token },
    );
    expect(JSON.parse(theirs.data.data)).toEqual([]);
    const yesterday = await call<{ data: string }>(
      t.app, 'POST', '/usercenter/game/exchangeRecord', { startDate: dayBefore, endDate: dayBefore, page: 0 }, { token: a.token },
    );
    expect(JSON.parse(yesterday.data.data)).toEqual([]);
    await reject(deps, id, null);
  });
});
