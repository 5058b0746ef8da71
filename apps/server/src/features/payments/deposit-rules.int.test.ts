import { ErrorCode } from '@khel/contracts/error-codes';
import { ShopConf } from '@khel/contracts/config-documents';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../../../test/test-app.ts';
import { signUp } from '../../../test/players.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { createDeposit, createPaymentsTestApp, pressSandbox, sandboxRefOf, type PaymentsTestApp } from '../../../test/payments.ts';

let t: PaymentsTestApp;

beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
});

const HOUR = 3_600_000;

describe('ShopConf', () => {
  it('is served at /config/ShopConf.json with the required presets and bonuses in hundredths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config/ShopConf.json' });
    expect(response.statusCode).toBe(200);
    const conf = z.parse(ShopConf, response.json());
    expect(conf.quickOptions.map((o) => [o.payNumber / 100, o.rewardNum / 100, o.added])).toEqual([
      [200, 10, -1], [500, 25, -1], [1000, 50, -1], [2000, 100, -1], [5000, 200, -1], [10000, 500, -1], [20000, 1000, -1],
    ]);
    expect(conf.payOptions.filter((o) => o.name.includes('自定义')).map((o) => o.typeName)).toEqual(['Jazzcash', 'Easypaisa']);
  });
});

describe('deposit validation', () => {
  it.each([
    [{ typeName: 'Jazzcash', amount: 50000 }, 'Phone number cannot be empty'],
    [{ typeName: 'Jazzcash', amount: 50000, phone: '' }, 'Phone number cannot be empty'],
    [{ typeName: 'Jazzcash', amount: '12345678901', phone: '3001234567' }, 'Enter the amount in digits (at most 10)'],
    [{ typeName: 'Jazzcash', amount: '50a00', phone: '3001234567' }, 'Enter the amount in digits (at most 10)'],
    [{ typeName: 'Jazzcash', amount: -5, phone: '3001234567' }, 'Enter the amount in digits (at most 10)'],
    [{ typeName: 'Bank', amount: 50000, phone: '3001234567' }, 'Payment Type cannot be empty'],
  ])('%j is refused: %s', async (body, message) => {
    const player = await signUp(t.app);
    const reply = await createDeposit(t.app, player.token, body);
    expect(reply).toMatchObject({ code: ErrorCode.invalidRequest, msg: message });
    const orders = await t.db.query('SELECT 1 FROM deposit_orders WHERE player_id = $1', [player.playerId]);
    expect(orders).toHaveLength(0);
  });

  it('an amount with no preset needs a custom option for the type', async () => {
    const player = await signUp(t.app);
    const custom = await createDeposit(t.app, player.token, { typeName: 'Easypaisa', amount: '31400', phone: '3001234567' });
    expect(custom.code, custom.msg).toBe(1);
    expect(custom.data).toMatchObject({ amount: 31400, bonus: 0 });
    const conf = z.parse(ShopConf, (await t.app.inject({ method: 'GET', url: '/config/ShopConf.json' })).json());
    conf.payOptions = conf.payOptions.filter((o) => !(o.typeName === 'Easypaisa' && o.name.includes('自定义')));
    await t.db.query("UPDATE config_documents SET body = $1 WHERE name = 'ShopConf'", [JSON.stringify(conf)]);
    try {
      const refused = await createDeposit(t.app, player.token, { typeName: 'Easypaisa', amount: 31400, phone: '3001234567' });
      expect(refused.msg).toBe('No custom option available for selected payment type');
      const urdu = await call(t.app, 'POST', '/usercenter/game/deposit', { typeName: 'Easypaisa', amount: 31400, phone: '3001234567' }, { token: player.token, language: 'ur' });
      expect(urdu.msg).not.toBe(refused.msg);
      // A preset still works without a custom option.
      expect((await createDeposit(t.app, player.token, { typeName: 'Easypaisa', amount: 50000, phone: '3001234567' })).code).toBe(1);
    } finally {
      await t.db.query("UPDATE config_documents SET body = $1 WHERE name = 'ShopConf'", [
        JSON.stringify((await import('../../../seed/config/ShopConf.json', { with: { type: 'json' } })).default),
      ]);
    }
  });

  it('a custom amount outside the custom range is refused', async () => {
    const player = await signUp(t.app);
    const reply = await createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount: 50, phone: '3001234567' });
    expect(reply).toMatchObject({ code: ErrorCode.invalidRequest, msg: 'Enter an amount from ₨100 to ₨50,000' });
  });
});

describe('deposit limits', () => {
  const setLimit = (token: string, period: string, amount: number | null) =>
    call<{ limits: { period: string; amount: number | null; pending: unknown }[] }>(t.app, 'POST', '/usercenter/game/setDepositLimit', { period, amount }, { token });

  it('over the daily limit is refused with its own code and message', async () => {
    const player = await signUp(t.app);
    expect((await setLimit(player.token, 'daily', 100000)).code).toBe(1);
    expect((await createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount: 50000, phone: '3001234567' })).code).toBe(1);
    // The pending order counts against the limit (it can still be paid).
    const over = await createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount: 100000, phone: '3001234567' });
    expect(over).toMatchObject({ code: ErrorCode.depositLimitExceeded, msg: 'This deposit would exceed your daily deposit limit' });
  });

  it('a decrease applies at once; an increase only after 24 h', async () => {
    const player = await signUp(t.app);
    const deposit = (amount: number) => createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount, phone: '3001234567' });
    await setLimit(player.token, 'weekly', 100000);
    const paid = await deposit(50000);
    await pressSandbox(t.app, await sandboxRefOf(t.app, paid.data.payUrl), 'approve');
    expect((await deposit(100000)).code).toBe(ErrorCode.depositLimitExceeded);

    const decreased = await setLimit(player.token, 'weekly', 60000);
    expect(decreased.data.limits.find((l) => l.period === 'weekly')).toMatchObject({ amount: 60000, pending: null });
    expect((await deposit(20000)).code).toBe(ErrorCode.depositLimitExceeded);

    const raised = await setLimit(player.token, 'weekly', 500000);
    expect(raised.data.limits.find((l) => l.period === 'weekly')).toMatchObject({ amount: 60000, pending: { amount: 500000 } });
    expect((await deposit(20000)).code).toBe(ErrorCode.depositLimitExceeded);
    t.clock.advance(23 * HOUR);
    expect((await deposit(20000)).code).toBe(ErrorCode.depositLimitExceeded);
    t.clock.advance(HOUR + 1000);
    const after = await deposit(20000);
    expect(after.code, after.msg).toBe(1);
  });

  it('weekly and monthly limits count paid deposits', async () => {
    const player = await signUp(t.app);
    await setLimit(player.token, 'weekly', 60000);
    const first = await createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount: 50000, phone: '3001234567' });
    await pressSandbox(t.app, await sandboxRefOf(t.app, first.data.payUrl), 'approve');
    t.clock.advance(25 * HOUR);
    const second = await createDeposit(t.app, player.token, { typeName: 'Jazzcash', amount: 20000, phone: '3001234567' });
    expect(second.msg).toBe('This deposit would exceed your weekly deposit limit');
  });
});

describe('orderRecord', () => {
  it('pages 20 a page, filters by Asia/Karachi days and shows only the session player', async () => {
    t.clock.set(new Date('2026-02-10T20:00:00Z')); // 01:00 on 11 Feb in Karachi
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (let i = 0; i < 23; i++) {
      expect((await createDeposit(t.app, a.token, { typeName: 'Jazzcash', amount: 20000 + i * 100, phone: '3001234567' })).code).toBe(1);
    }
    t.clock.set(new Date('2026-02-11T20:00:00Z')); // 12 Feb in Karachi
    await createDeposit(t.app, a.token, { typeName: 'Easypaisa', amount: 50000, phone: '3001234567' });
    const page = async (token: string, startDate: string, endDate: string, n: number) => {
      const reply = await call<{ data: string; page: number }>(t.app, 'POST', '/usercenter/game/orderRecord', { startDate, endDate, page: n }, { token });
      expect(reply.code, reply.msg).toBe(1);
      return JSON.parse(reply.data.data) as { payNum: number; rewardNum: number; playerId: number; channel: string; state: string }[];
    };
    expect(await page(a.token, '2026-02-11', '2026-02-11', 0)).toHaveLength(20);
    expect(await page(a.token, '2026-02-11', '2026-02-11', 1)).toHaveLength(3);
    const p12 = await page(a.token, '2026-02-12', '2026-02-12', 0);
    expect(p12).toEqual([expect.objectContaining({ payNum: 50000, rewardNum: 2500, playerId: a.playerId, channel: 'Easypaisa', state: 'pending' })]);
    expect(await page(a.token, '2026-02-10', '2026-02-10', 0)).toHaveLength(0);
    expect(await page(b.token, '2026-02-01', '2026-02-28', 0)).toHaveLength(0);
    const other = await call(t.app, 'POST', '/usercenter/game/depositOrder', { orderId: JSON.parse(JSON.stringify(p12))[0].transId }, { token: b.token });
    expect(other.code).toBe(ErrorCode.notFound);
  });
});
