import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/test-app.ts';
import { signUp } from '../../../test/players.ts';
import { sandboxSignature } from '../../adapters/payments/sandbox/sandbox-gateway.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import type { sweepDeposits } from './deposit-settlement.ts';
import { DEPOSIT_SWEEP_JOB } from './payments.routes.ts';
import {
  createDeposit,
  createPaymentsTestApp,
  depositTransfers,
  orderState,
  pressSandbox,
  sandboxRefOf,
  taskCount,
  type PaymentsTestApp,
} from '../../../test/payments.ts';

let t: PaymentsTestApp;

beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(async () => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
});

const MIN = 60_000;

async function newDeposit(amount = 50000, typeName = 'Jazzcash') {
  const player = await signUp(t.app);
  const created = await createDeposit(t.app, player.token, { typeName, amount, phone: '03001234567' });
  expect(created.code, created.msg).toBe(1);
  const ref = await sandboxRefOf(t.app, created.data.payUrl);
  return { player, order: created.data, ref };
}

const balance = async (playerId: number) => (await balanceOf(t.db, playerId)).balance;

/** The sweep job as the app runs it (the test clock decides "now"). */
const sweep = () => t.app.jobs.run<Awaited<ReturnType<typeof sweepDeposits>>>(DEPOSIT_SWEEP_JOB);

describe('sandbox deposit end to end', () => {
  it('500.00 by Jazzcash: pending, approve → notification → inquiry → ₨525.00 and one betting task', async () => {
    const { player, order, ref } = await newDeposit();
    expect(order).toMatchObject({ amount: 50000, bonus: 2500 });
    expect(order.payQuery).toMatch(/^id=D\w+&goodId=2&type=5&param=50000&param2=[\w-]+$/);
    expect((await orderState(t.db, order.orderId)).state).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-gateway/pay/${ref}` });
    expect(page.body).toContain('Approve');
    expect(page.body).toContain('₨500.00');

    await pressSandbox(t.app, ref, 'approve');
    expect(t.deliveries.at(-1)?.status).toBe(200);
    expect(await balance(player.playerId)).toBe(52500);
    expect(await depositTransfers(t.db, player.playerId)).toEqual([
      { reason: Reason.deposit, amount: 50000 },
      { reason: Reason.depositBonus, amount: 2500 },
    ]);
    expect(await taskCount(t.db, player.playerId)).toBe(1);
    expect(await orderState(t.db, order.orderId)).toEqual({ state: 'paid', flags: [] });
    const info = await call<{ firstPayState: number; gold: number }>(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token: player.token });
    expect(info.data).toMatchObject({ firstPayState: 1, gold: 52500 });
    const status = await call<{ state: string }>(t.app, 'POST', '/usercenter/game/depositOrder', { orderId: order.orderId }, { token: player.token });
    expect(status.data.state).toBe('paid');
    const totals = await t.db.query<{ amount: number; deposits: number }>(
      'SELECT amount, deposits FROM deposit_daily_totals WHERE player_id = $1',
      [player.playerId],
    );
    expect(totals).toEqual([{ amount: 50000, deposits: 1 }]);
  });

  it('a duplicate notification credits once', async () => {
    const { player, order, ref } = await newDeposit();
    await pressSandbox(t.app, ref, 'approve', 'duplicate');
    expect(t.deliveries.slice(-2).map((d) => d.status)).toEqual([200, 200]);
    expect(await balance(player.playerId)).toBe(52500);
    expect(await taskCount(t.db, player.playerId)).toBe(1);
    expect((await orderState(t.db, order.orderId)).state).toBe('paid');
  });

  it('20 parallel replays of one notification credit once', async () => {
    const { player, ref } = await newDeposit();
    await pressSandbox(t.app, ref, 'approve', 'lost');
    const body = JSON.stringify({ ref, orderId: '', status: 'paid', amount: 50000, currency: 'PKR' });
    const headers = { 'content-type': 'application/json', 'x-sandbox-signature': sandboxSignature('khel-sandbox-gateway-secret', body) };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/hooks/payments/sandbox', payload: body, headers })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = replies.map((r) => r.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(await balance(player.playerId)).toBe(52500);
    expect(await taskCount(t.db, player.playerId)).toBe(1);
  });

  it('a forged signature credits nothing and flags the order', async () => {
    const { player, order, ref } = await newDeposit();
    await pressSandbox(t.app, ref, 'approve', 'forged');
    expect(t.deliveries.at(-1)?.status).toBe(400);
    expect(await balance(player.playerId)).toBe(0);
    expect(await orderState(t.db, order.orderId)).toEqual({ state: 'pending', flags: ['forged_signature'] });
  });

  it('a wrong amount credits nothing and flags the order', async () => {
    const { player, order, ref } = await newDeposit();
    await pressSandbox(t.app, ref, 'approve', 'wrong-amount');
    expect(await balance(player.playerId)).toBe(0);
    expect(await orderState(t.db, order.orderId)).toEqual({ state: 'pending', flags: ['amount_mismatch'] });
    // The sweep asks again and still refuses to credit a payment of the wrong amount.
    t.clock.advance(2 * MIN);
    await sweep();
    expect(await balance(player.playerId)).toBe(0);
  });

  it('a declined payment credits nothing', async () => {
    const { player, order, ref } = await newDeposit();
    await pressSandbox(t.app, ref, 'decline');
    expect(await balance(player.playerId)).toBe(0);
    expect(await orderState(t.db, order.orderId)).toEqual({ state: 'failed', flags: [] });
    expect(await taskCount(t.db, player.playerId)).toBe(0);
  });

  it('an order expires; a late success is still credited and flagged', async () => {
    const { player, order, ref } = await newDeposit();
    await pressSandbox(t.app, ref, 'approve', 'late');
    t.clock.advance(31 * MIN);
    await sweep();
    expect((await orderState(t.db, order.orderId)).state).toBe('expired');
    const payPage = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(payPage.body).toContain('expired');
    await pressSandbox(t.app, ref, 'deliver');
    expect(await balance(player.playerId)).toBe(52500);
    expect(await orderState(t.db, order.orderId)).toEqual({ state: 'paid', flags: ['late_success'] });
  });

  it('a lost notification is recovered by the sweep inquiring pending orders', async () => {
    const { player, order, ref } = await newDeposit();
    const before = t.deliveries.length;
    await pressSandbox(t.app, ref, 'approve', 'lost');
    expect(t.deliveries.length).toBe(before);
    expect(await balance(player.playerId)).toBe(0);
    t.clock.advance(2 * MIN);
    const counts = await sweep();
    expect(counts.credited).toBeGreaterThanOrEqual(1);
    expect(await balance(player.playerId)).toBe(52500);
    expect((await orderState(t.db, order.orderId)).state).toBe('paid');
  });

  it('left pending past its expiry, an order expires and credits nothing', async () => {
    const { player, order, ref } = await newDeposit(20000);
    await pressSandbox(t.app, ref, 'pending');
    t.clock.advance(31 * MIN);
    await sweep();
    expect((await orderState(t.db, order.orderId)).state).toBe('expired');
    expect(await balance(player.playerId)).toBe(0);
  });

  it('a deposit made with assets ≤ ₨30.00 releases the open betting tasks first', async () => {
    const { player, ref } = await newDeposit();
    await pressSandbox(t.app, ref, 'approve');
    // Balance 525.00 now: a second deposit does not release the first task.
    const second = await createDeposit(t.app, player.token, { typeName: 'Easypaisa', amount: 20000, phone: '3001234567' });
    await pressSandbox(t.app, await sandboxRefOf(t.app, second.data.payUrl), 'approve');
    const states = await t.db.query<{ state: number }>('SELECT state FROM betting_tasks WHERE player_id = $1 ORDER BY id', [player.playerId]);
    expect(states.map((s) => s.state)).not.toContain(3);
    expect(await balance(player.playerId)).toBe(52500 + 21000);
  });
});
