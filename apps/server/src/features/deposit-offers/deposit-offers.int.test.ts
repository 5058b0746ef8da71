// The deposit offers through the API, at their edges, with real sandbox deposits and valid bets
// from in-house rounds: first-deposit tiers (×18 exactly vs one hundredth below, the expiry
// instant), the daily first deposit across 19:00 UTC, the treasure chest's Monday reset, the
// recharge spin and spin again, the lucky draw's dates, parallel claims, reason codes, bad input.
import type {
  DailyFirstPayStatus,
  FirstPayStatus,
  LuckyDrawStatus,
  RechargeSpinStatus,
  TreasureChestStatus,
} from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn, type SignedUp } from '../../../test/players.ts';
import { rowCounts, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { listTasks } from '../wagering/wagering.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { balanceOf } from '../wallet/wallet.service.ts';
import { fund } from '../../../test/wallet.ts';
import {
  credits,
  deposit,
  getConf,
  newPlayer,
  offerCall,
  play,
  setConf,
} from '../../../test/deposit-offers.ts';
import { depositOffers } from './deposit-offers.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());
afterEach(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
});

const at = (iso: string) => t.clock.set(new Date(iso));
const balance = async (player: SignedUp) => (await balanceOf(t.db, player.playerId)).balance;
const OFFER_REASONS: readonly number[] = [
  Reason.firstDeposit,
  Reason.depositTreasure,
  Reason.dailyFirstDeposit,
  Reason.rechargeSpin,
  Reason.rechargeSpinAgain,
  Reason.luckyDraw,
];
/** The player's ledger credits paid by these offers (not deposits, deposit bonuses or game wins). */
const offerCredits = async (player: SignedUp) => (await credits(t.db, player.playerId)).filter((c) => OFFER_REASONS.includes(c.reason));
const CHANGE_TABLES = ['reward_claims', 'ledger_transfers', 'betting_tasks', 'deposit_offer_draws'] as const;

/** A new session after a long clock jump (sessions last 7 days). */
async function relogin(player: SignedUp): Promise<SignedUp> {
  const reply = await logIn(t.app, { account: player.account, password: player.password });
  expect(reply.code, reply.msg).toBe(1);
  return { ...player, token: reply.data.token };
}

const firstPay = (p: SignedUp, body: Record<string, unknown> = { type: 0 }) => offerCall<FirstPayStatus>(t, p, 'activeFirstPay', body);
const dailyFirst = (p: SignedUp, type = 0) => offerCall<DailyFirstPayStatus>(t, p, 'activeDailyFirstPay', { type });
const chest = (p: SignedUp, body: Record<string, unknown> = { type: 0 }) => offerCall<TreasureChestStatus>(t, p, 'goldVault', body);
const spin = (p: SignedUp, type = 0) => offerCall<RechargeSpinStatus>(t, p, 'activeRound', { type });
const spinAgain = (p: SignedUp, type = 0) => offerCall<RechargeSpinStatus>(t, p, 'activeRePunch', { type });
const lucky = (p: SignedUp, type = 0) => offerCall<LuckyDrawStatus>(t, p, 'activeLuckyDraw', { type });
const states = (status: FirstPayStatus) => status.payInfo.map((tier) => tier.state);

describe('first deposit tiers (activeFirstPay, 2203)', () => {
  it('before any deposit: five tiers not reached, and a claim says to deposit first', async () => {
    at('2026-01-05T09:00:00Z');
    const p = await newPlayer(t);
    const status = (await firstPay(p)).data;
    expect(status).toMatchObject({ enabled: true, payValue: 0, firstPayValue: 0, firstPayDay: null, validBet: 0, expiresAt: null });
    expect(status.payInfo.map((tier) => [tier.id, tier.state, tier.percent, tier.betMultiple])).toEqual([
      [1, 0, 5, 0],
      [2, 0, 10, 18],
      [3, 0, 20, 38],
      [4, 0, 25, 68],
      [5, 0, 40, 88],
    ]);
    const before = await rowCounts(t.db, CHANGE_TABLES);
    const refused = await firstPay(p, { type: 1, id: 1 });
    expect([refused.code, refused.msg]).toEqual([ErrorCode.firstDepositNeeded, 'Make your first deposit to unlock the first deposit bonus']);
    expect(await rowCounts(t.db, CHANGE_TABLES)).toEqual(before);
  });

  it('tier 1 is 5% of the first deposit; tiers 2–5 wait for valid bets; a second claim is refused', async () => {
    at('2026-01-05T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 30_000);
    await deposit(t, p, 70_000); // later deposits raise payValue, not the tiers' base
    const status = (await firstPay(p)).data;
    expect(status).toMatchObject({ payValue: 100_000, firstPayValue: 30_000, firstPayDay: '2026-01-05', expiresAt: '2026-02-04T19:00:00.000Z' });
    expect(states(status)).toEqual([1, 0, 0, 0, 0]);
    expect(status.payInfo.map((tier) => tier.rewardValue)).toEqual([1_500, 3_000, 6_000, 7_500, 12_000]);
    expect(status.payInfo.map((tier) => tier.betRequired)).toEqual([0, 540_000, 1_140_000, 2_040_000, 2_640_000]);

    const claimed = await firstPay(p, { type: 1, id: 1 });
    expect(claimed.code, claimed.msg).toBe(1);
    expect(claimed.data.received).toEqual({ amount: 1_500 });
    expect(states(claimed.data)).toEqual([2, 0, 0, 0, 0]);
    expect(await balance(p)).toBe(101_500);
    expect(await offerCredits(p)).toEqual([{ reason: Reason.firstDeposit, amount: 1_500 }]);
    const { tasks } = await listTasks(t.db, p.playerId, 0);
    expect(tasks).toEqual([expect.objectContaining({ money: 1_500, multi: 1, reason: Reason.firstDeposit, desc: 'First Deposit' })]);

    const again = await firstPay(p, { type: 1, id: 1 });
    expect([again.code, again.msg]).toEqual([ErrorCode.rewardAlreadyClaimed, 'This reward has already been claimed']);
    expect(await balance(p)).toBe(101_500);
  });

  it('tier 2 opens at exactly ×18 valid bets, not one hundredth below', async () => {
    at('2026-01-05T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 30_000); // ×18 = ₨5,400.00 valid bets = 90% of ₨6,000.00 staked on slots
    await play(t, p, 599_999, 30_000); // valid ⌊0.9 × 30,000⌋ × 19 + ⌊0.9 × 29,999⌋ = 539,999
    let status = (await firstPay(p)).data;
    expect(status.validBet).toBe(539_999);
    expect(states(status)).toEqual([1, 0, 0, 0, 0]);
    const short = await firstPay(p, { type: 1, id: 2 });
    expect([short.code, short.msg]).toEqual([
      ErrorCode.firstDepositBetsShort,
      'This tier needs valid bets of ₨5400.00 since your first deposit (₨5399.99 so far)',
    ]);
    expect(await offerCredits(p)).toEqual([]);

    await play(t, p, 2, 2); // ⌊0.9 × 2⌋ = 1 → 540,000 = 18 × 30,000
    status = (await firstPay(p)).data;
    expect(status.validBet).toBe(540_000);
    expect(states(status)).toEqual([1, 1, 0, 0, 0]);
    const paid = await firstPay(p, { type: 1, id: 2 });
    expect(paid.data.received).toEqual({ amount: 3_000 });
    expect(states(paid.data)).toEqual([1, 2, 0, 0, 0]);
    expect(await offerCredits(p)).toEqual([{ reason: Reason.firstDeposit, amount: 3_000 }]);
  }, 60_000);

  it('valid bets count from the start of the first deposit day, not before', async () => {
    at('2026-01-04T09:00:00Z');
    const p = await newPlayer(t);
    await fund(t.db, p.playerId, 10_000); // money that is not a deposit (e.g. an operator adjustment)
    await play(t, p, 10_000);
    at('2026-01-04T19:00:00Z'); // 2026-01-05 00:00 in Karachi
    await play(t, p, 1_000); // before the deposit, but on its business day: counts
    await deposit(t, p, 30_000);
    await play(t, p, 2_000);
    const status = (await firstPay(p)).data;
    expect(status).toMatchObject({ firstPayDay: '2026-01-05', validBet: 900 + 1_800 });
  });

  it('unclaimed tiers expire at the end of the 30th day after the first deposit day; claimed ones stay claimed', async () => {
    at('2026-01-05T18:30:00Z'); // 23:30 in Karachi, 2026-01-05
    const p = await newPlayer(t);
    await deposit(t, p, 40_000);
    await firstPay(p, { type: 1, id: 1 });
    const q = await newPlayer(t);
    await deposit(t, q, 40_000);

    at('2026-02-04T18:59:59.999Z'); // 23:59:59.999 on 2026-02-04, the 30th day after
    const p2 = await relogin(p);
    const q2 = await relogin(q);
    expect(states((await firstPay(q2)).data)).toEqual([1, 0, 0, 0, 0]);

    at('2026-02-04T19:00:00.000Z');
    expect(states((await firstPay(q2)).data)).toEqual([3, 3, 3, 3, 3]);
    expect(states((await firstPay(p2)).data)).toEqual([2, 3, 3, 3, 3]);
    const late = await firstPay(q2, { type: 1, id: 1 });
    expect([late.code, late.msg]).toEqual([ErrorCode.firstDepositExpired, 'The first deposit bonus has expired']);
    expect(await offerCredits(q2)).toEqual([]);
    const summary = await depositOffers(t.db, q2.playerId, t.clock.now());
    expect(summary.find((s) => s.id === 'first-deposit')).toEqual({ id: 'first-deposit', state: 'ended', pending: 0, route: '/FirstCharge', amount: 0 });
  });

  it('20 parallel claims of tier 1 pay once', async () => {
    at('2026-01-05T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 100_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => firstPay(p, { type: 1, id: 1 })));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === ErrorCode.rewardAlreadyClaimed)).toHaveLength(19);
    expect(await offerCredits(p)).toEqual([{ reason: Reason.firstDeposit, amount: 5_000 }]);
    expect(await balance(p)).toBe(100_000 + 5_000 + 5_000); // deposit, its ₨50 preset bonus, tier 1
  });

  it('bad input gets a clear error and changes nothing', async () => {
    at('2026-01-05T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 30_000);
    const before = await rowCounts(t.db, CHANGE_TABLES);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 1, id: 6 }, ErrorCode.firstDepositTierUnknown, 'There is no such first deposit tier (choose 1 to 5)'],
      [{ type: 1, id: 0 }, ErrorCode.firstDepositTierUnknown, 'There is no such first deposit tier (choose 1 to 5)'],
      [{ type: 1 }, ErrorCode.firstDepositTierUnknown, 'There is no such first deposit tier (choose 1 to 5)'],
      [{ type: 1, id: 'one' }, ErrorCode.invalidRequest, 'There is no such first deposit tier (choose 1 to 5)'],
      [{ type: 1, id: 1.5 }, ErrorCode.invalidRequest, 'There is no such first deposit tier (choose 1 to 5)'],
      [{ type: 2, id: 1 }, ErrorCode.invalidRequest, 'Unknown request type: use 0 to read the offer or 1 to claim it'],
      [{ type: 'claim', id: 1 }, ErrorCode.invalidRequest, 'Unknown request type: use 0 to read the offer or 1 to claim it'],
    ];
    for (const [body, code, msg] of cases) {
      const reply = await firstPay(p, body);
      expect([reply.status, reply.code, reply.msg], JSON.stringify(body)).toEqual([200, code, msg]);
    }
    const wrongChest = await chest(p, { type: 1, id: 42 });
    expect([wrongChest.code, wrongChest.msg]).toEqual([ErrorCode.treasureChestUnknown, 'There is no such treasure chest']);
    const wrongType = await spin(p, 7);
    expect([wrongType.code, wrongType.msg]).toEqual([ErrorCode.invalidRequest, 'Unknown request type: use 0 to read the offer or 1 to claim it']);
    expect(await rowCounts(t.db, CHANGE_TABLES)).toEqual(before);
    // The type may arrive as a digit string, as the app's older forms send it.
    expect((await firstPay(p, { type: '1', id: '1' })).data.received).toEqual({ amount: 1_500 });
  });

  it('a player on a time-out gets no offer, in their language', async () => {
    at('2026-01-05T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 30_000);
    const started = await offerCall(t, p, 'startTimeOut', { period: '24h' });
    expect(started.code, started.msg).toBe(1);
    const refused = await firstPay(p, { type: 1, id: 1 });
    expect(refused.code).toBe(ErrorCode.playerTimedOut);
    const urdu = await offerCall<FirstPayStatus>(t, p, 'activeFirstPay', { type: 1, id: 1 }, 'ur');
    expect(urdu.code).toBe(ErrorCode.playerTimedOut);
    expect(urdu.msg).not.toBe(refused.msg);
    expect(await offerCredits(p)).toEqual([]);
  });

  it('the operator can switch the offer off: tiers read as expired and claims are refused', async () => {
    at('2026-01-05T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 30_000);
    const original = await getConf<{ enabled: boolean }>(t.db, 'FirstPayConf');
    await setConf(t.db, 'FirstPayConf', { ...original, enabled: false });
    try {
      expect(states((await firstPay(p)).data)).toEqual([3, 3, 3, 3, 3]);
      const refused = await firstPay(p, { type: 1, id: 1 });
      expect([refused.code, refused.msg]).toEqual([ErrorCode.offerEnded, 'This offer has ended']);
    } finally {
      await setConf(t.db, 'FirstPayConf', original);
    }
  });
});

describe('daily first deposit (2206)', () => {
  it("pays 5% of the day's first deposit (not the day's total), claimable that day only", async () => {
    at('2026-01-06T18:00:00Z'); // 23:00 Karachi, 2026-01-06
    const p = await newPlayer(t);
    expect((await dailyFirst(p)).data).toMatchObject({ day: '2026-01-06', firstDeposit: 0, bonus: 0, state: 0, endsAt: '2026-01-06T19:00:00.000Z' });
    const early = await dailyFirst(p, 1);
    expect([early.code, early.msg]).toEqual([ErrorCode.dailyFirstDepositNeeded, "Make today's first deposit of at least ₨200.00 to claim this bonus"]);
    await deposit(t, p, 30_000);
    await deposit(t, p, 400_000);
    expect((await dailyFirst(p)).data).toMatchObject({ firstDeposit: 30_000, bonus: 1_500, state: 1 });

    at('2026-01-06T18:59:59.999Z');
    const paid = await dailyFirst(p, 1);
    expect(paid.data).toMatchObject({ state: 2, bonus: 1_500, received: { amount: 1_500 } });
    expect(await offerCredits(p)).toEqual([{ reason: Reason.dailyFirstDeposit, amount: 1_500 }]);
    const twice = await dailyFirst(p, 1);
    expect([twice.code, twice.msg]).toEqual([ErrorCode.rewardAlreadyClaimed, 'This reward has already been claimed']);

    at('2026-01-06T19:00:00.000Z'); // midnight in Karachi: a new business day
    expect((await dailyFirst(p)).data).toMatchObject({ day: '2026-01-07', firstDeposit: 0, bonus: 0, state: 0 });
    await deposit(t, p, 25_000);
    const next = await dailyFirst(p, 1);
    expect(next.data).toMatchObject({ day: '2026-01-07', state: 2, received: { amount: 1_250 } });
    expect(await offerCredits(p)).toEqual([
      { reason: Reason.dailyFirstDeposit, amount: 1_500 },
      { reason: Reason.dailyFirstDeposit, amount: 1_250 },
    ]);
  });

  it('an unclaimed bonus lapses at 19:00 UTC; a first deposit below the minimum earns nothing; the cap holds', async () => {
    at('2026-01-08T18:59:59.999Z');
    const p = await newPlayer(t);
    await deposit(t, p, 50_000);
    expect((await dailyFirst(p)).data.state).toBe(1);
    at('2026-01-08T19:00:00.000Z');
    const lapsed = await dailyFirst(p, 1);
    expect(lapsed.code).toBe(ErrorCode.dailyFirstDepositNeeded);

    const q = await newPlayer(t);
    await deposit(t, q, 19_999);
    await deposit(t, q, 500_000);
    expect((await dailyFirst(q)).data).toMatchObject({ firstDeposit: 19_999, bonus: 0, state: 0 });

    const r = await newPlayer(t);
    await deposit(t, r, 2_000_000); // 5% = ₨1,000.00, capped at ₨500.00
    expect((await dailyFirst(r, 1)).data.received).toEqual({ amount: 50_000 });
    expect(await offerCredits(q)).toEqual([]);
  });
});

describe('deposit treasure chest (goldVault, 2204)', () => {
  it('chests open at the week’s cumulative deposits, exactly at the threshold, and reset on Monday', async () => {
    at('2026-01-11T17:00:00Z'); // Sunday 22:00 in Karachi
    const p = await newPlayer(t);
    await deposit(t, p, 90_000);
    let status = (await chest(p)).data;
    expect(status).toMatchObject({ weekStart: '2026-01-05', weekEnd: '2026-01-11', endsAt: '2026-01-11T19:00:00.000Z', deposited: 90_000 });
    expect(status.chests.map((c) => [c.id, c.threshold, c.reward, c.state])).toEqual([
      [1, 100_000, 1_000, 0],
      [2, 500_000, 6_000, 0],
      [3, 1_000_000, 15_000, 0],
      [4, 2_000_000, 35_000, 0],
      [5, 5_000_000, 100_000, 0],
    ]);
    const locked = await chest(p, { type: 1, id: 1 });
    expect([locked.code, locked.msg]).toEqual([ErrorCode.treasureChestLocked, 'Deposit ₨1000.00 this week to open this chest']);

    await deposit(t, p, 10_000); // exactly ₨1,000.00
    status = (await chest(p)).data;
    expect(status.chests.map((c) => c.state)).toEqual([1, 0, 0, 0, 0]);
    await deposit(t, p, 400_000);
    expect((await chest(p)).data.chests.map((c) => c.state)).toEqual([1, 1, 0, 0, 0]);
    const opened = await chest(p, { type: 1, id: 1 });
    expect(opened.data.received).toEqual({ amount: 1_000 });
    expect(opened.data.chests.map((c) => c.state)).toEqual([2, 1, 0, 0, 0]);
    expect(await offerCredits(p)).toEqual([{ reason: Reason.depositTreasure, amount: 1_000 }]);

    at('2026-01-11T19:00:00Z'); // Monday 00:00 in Karachi: a new week
    status = (await chest(p)).data;
    expect(status).toMatchObject({ weekStart: '2026-01-12', deposited: 0 });
    expect(status.chests.map((c) => c.state)).toEqual([0, 0, 0, 0, 0]);
    const missed = await chest(p, { type: 1, id: 2 });
    expect([missed.code, missed.msg]).toEqual([ErrorCode.treasureChestLocked, 'Deposit ₨5000.00 this week to open this chest']);
    await deposit(t, p, 100_000);
    expect((await chest(p, { type: 1, id: 1 })).data.received).toEqual({ amount: 1_000 });
    const twice = await chest(p, { type: 1, id: 1 });
    expect(twice.code).toBe(ErrorCode.rewardAlreadyClaimed);
    expect(await offerCredits(p)).toEqual([
      { reason: Reason.depositTreasure, amount: 1_000 },
      { reason: Reason.depositTreasure, amount: 1_000 },
    ]);
  });
});

describe('recharge spin and spin again (activeRound 2210, activeRePunch 2211)', () => {
  it('shows the wheel with its odds; spins once after ₨200.00 today; a second spin is refused', async () => {
    at('2026-01-07T09:00:00Z');
    const p = await newPlayer(t);
    const status = (await spin(p)).data;
    expect(status.segments.map((s) => [s.id, s.amount, s.chance])).toEqual([
      [1, 100, 30],
      [2, 200, 25],
      [3, 500, 20],
      [4, 800, 12],
      [5, 1_800, 7],
      [6, 2_800, 4],
      [7, 5_800, 1.5],
      [8, 18_800, 0.5],
    ]);
    expect(status).toMatchObject({ deposited: 0, spin: { required: 20_000, state: 0, segmentId: null }, again: { required: 100_000, state: 0 } });
    const early = await spin(p, 1);
    expect([early.code, early.msg]).toEqual([ErrorCode.spinNeedsDeposit, 'Deposit at least ₨200.00 today to spin the wheel']);

    await deposit(t, p, 19_999);
    expect((await spin(p, 1)).code).toBe(ErrorCode.spinNeedsDeposit);
    await deposit(t, p, 10_000);
    const spun = await spin(p, 1);
    expect(spun.code, spun.msg).toBe(1);
    const segment = status.segments.find((s) => s.id === spun.data.received?.segmentId)!;
    expect(spun.data.received).toEqual({ amount: segment.amount, segmentId: segment.id });
    expect(spun.data.spin).toEqual({ required: 20_000, state: 2, segmentId: segment.id, amount: segment.amount });
    expect(await offerCredits(p)).toEqual([{ reason: Reason.rechargeSpin, amount: segment.amount }]);
    expect(await balance(p)).toBe(29_999 + segment.amount);

    const twice = await spin(p, 1);
    expect([twice.code, twice.msg]).toEqual([ErrorCode.spinUsedToday, 'You have already used this spin today. Come back tomorrow']);
    // The page shows the result on a later read.
    expect((await spin(p)).data.spin.segmentId).toBe(segment.id);

    at('2026-01-07T19:00:00Z'); // the next business day: a new spin after a new deposit
    expect((await spin(p)).data.spin).toEqual({ required: 20_000, state: 0, segmentId: null, amount: 0 });
  });

  it('spin again needs the first spin and ₨1,000.00 deposited today', async () => {
    at('2026-01-07T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 99_999);
    const first = await spinAgain(p, 1);
    expect([first.code, first.msg]).toEqual([ErrorCode.spinAgainNeedsFirstSpin, "Use today's first spin before spinning again"]);
    expect((await spin(p, 1)).code).toBe(1);
    const short = await spinAgain(p, 1);
    expect([short.code, short.msg]).toEqual([ErrorCode.spinAgainNeedsDeposit, 'Deposit ₨1000.00 in total today to spin again']);
    expect((await spinAgain(p)).data.again.state).toBe(0);

    await deposit(t, p, 10_000); // 109,999 ≥ 100,000
    expect((await spinAgain(p)).data.again.state).toBe(1);
    const again = await spinAgain(p, 1);
    expect(again.code, again.msg).toBe(1);
    expect(again.data.again).toMatchObject({ state: 2, segmentId: again.data.received?.segmentId });
    expect((await offerCredits(p)).map((c) => c.reason)).toEqual([
      Reason.rechargeSpin,
      Reason.rechargeSpinAgain,
    ]);
    expect((await spinAgain(p, 1)).code).toBe(ErrorCode.spinUsedToday);
  });

  it('20 parallel spins pay once and record one result', async () => {
    at('2026-01-07T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 20_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => spin(p, 1)));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(1);
    expect(replies.filter((r) => r.code === ErrorCode.spinUsedToday)).toHaveLength(19);
    expect(await offerCredits(p)).toHaveLength(1);
    const draws = await t.db.query('SELECT offer, period FROM deposit_offer_draws WHERE player_id = $1', [p.playerId]);
    expect(draws).toEqual([{ offer: 'recharge-spin', period: '2026-01-07' }]);
  });
});

describe('New Year lucky draw (Reason.luckyDraw 3003)', () => {
  it('nothing can be drawn before 2026-12-25 (Asia/Karachi); deposits before it do not count', async () => {
    at('2026-12-24T18:59:59.999Z');
    const p = await newPlayer(t);
    await deposit(t, p, 100_000);
    let status = (await lucky(p)).data;
    expect(status).toMatchObject({
      phase: 'upcoming',
      firstDay: '2026-12-25',
      lastDay: '2027-01-10',
      startsAt: '2026-12-24T19:00:00.000Z',
      endsAt: '2027-01-10T19:00:00.000Z',
      ticketsLeft: 0,
    });
    expect(status.prizes.reduce((sum, prize) => sum + prize.chance, 0)).toBeCloseTo(100, 6);
    const early = await lucky(p, 1);
    expect([early.code, early.msg]).toEqual([ErrorCode.luckyDrawNotStarted, 'The lucky draw starts on 2026-12-25']);

    at('2026-12-24T19:00:00.000Z');
    status = (await lucky(p)).data;
    expect(status).toMatchObject({ phase: 'open', deposited: 0, ticketsEarned: 0, ticketsLeft: 0 });
    const none = await lucky(p, 1);
    expect([none.code, none.msg]).toEqual([ErrorCode.luckyDrawNoTickets, 'No tickets left: every ₨500.00 deposited during the event gives one']);

    await deposit(t, p, 109_999); // two tickets (₨500 each)
    expect((await lucky(p)).data).toMatchObject({ ticketsEarned: 2, ticketsLeft: 2 });
    const one = await lucky(p, 1);
    const two = await lucky(p, 1);
    expect([one.code, two.code]).toEqual([1, 1]);
    expect(two.data.draws.map((d) => [d.ticket, d.prizeId, d.amount])).toEqual([
      [1, one.data.received!.segmentId, one.data.received!.amount],
      [2, two.data.received!.segmentId, two.data.received!.amount],
    ]);
    expect(two.data.ticketsLeft).toBe(0);
    expect(await offerCredits(p)).toEqual([
      { reason: Reason.luckyDraw, amount: one.data.received!.amount },
      { reason: Reason.luckyDraw, amount: two.data.received!.amount },
    ]);
    expect((await lucky(p, 1)).code).toBe(ErrorCode.luckyDrawNoTickets);
  });

  it('ends at the end of 2027-01-10: unused tickets lapse', async () => {
    at('2027-01-10T18:59:59.999Z');
    const p = await newPlayer(t);
    await deposit(t, p, 100_000);
    expect((await lucky(p)).data).toMatchObject({ phase: 'open', ticketsLeft: 2 });
    expect((await lucky(p, 1)).code).toBe(1);
    at('2027-01-10T19:00:00.000Z');
    expect((await lucky(p)).data).toMatchObject({ phase: 'ended', ticketsEarned: 2, ticketsLeft: 0 });
    const late = await lucky(p, 1);
    expect([late.code, late.msg]).toEqual([ErrorCode.luckyDrawEnded, 'The lucky draw ended on 2027-01-10']);
    expect(await offerCredits(p)).toHaveLength(1);
  });

  it('20 parallel draws with 3 tickets draw exactly 3 prizes', async () => {
    at('2026-12-30T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 150_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => lucky(p, 1)));
    expect(replies.filter((r) => r.code === 1)).toHaveLength(3);
    expect(replies.filter((r) => r.code === ErrorCode.luckyDrawNoTickets)).toHaveLength(17);
    const status = (await lucky(p)).data;
    expect(status.draws.map((d) => d.ticket)).toEqual([1, 2, 3]);
    expect((await offerCredits(p)).map((c) => c.reason)).toEqual([Reason.luckyDraw, Reason.luckyDraw, Reason.luckyDraw]);
  });
});

describe('activity centre summaries', () => {
  it('one summary per deposit offer with its pending count', async () => {
    at('2026-01-07T09:00:00Z');
    const p = await newPlayer(t);
    await deposit(t, p, 100_000);
    expect(await depositOffers(t.db, p.playerId, t.clock.now())).toEqual([
      { id: 'first-deposit', state: 'claimable', pending: 1, route: '/FirstCharge', amount: 5_000 },
      { id: 'daily-first-deposit', state: 'claimable', pending: 1, route: '/todaypay', amount: 5_000 },
      { id: 'treasure-chest', state: 'claimable', pending: 1, route: '/TreasureChest', amount: 1_000 },
      { id: 'recharge-spin', state: 'claimable', pending: 1, route: '/pxx', amount: 0 },
      { id: 'lucky-draw', state: 'locked', pending: 0, route: '/NewYearLuckyDraw', amount: 0 },
    ]);
  });
});
