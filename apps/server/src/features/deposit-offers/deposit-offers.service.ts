// Deposit offers (issue #5): first-deposit tiers, daily first deposit, deposit treasure chest,
// recharge spin / spin again and the New Year lucky draw. Each offer reads its config document,
// the player's credited deposits (payments) and valid bets (game-wallet), and pays through
// grantReward (one claim per player, offer and period; protection checked there). Claims take a
// per-player lock and re-read the state inside their transaction. Rules: README.md beside this file.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import type { ConfigDocumentName } from '@khel/contracts/config-documents';
import {
  DailyFirstPayConf,
  FirstPayConf,
  LuckyDrawConf,
  RechargeSpinConf,
  TierState,
  TreasureChestConf,
  type DailyFirstPayStatus,
  type FirstPayStatus,
  type LuckyDrawStatus,
  type RechargeSpinStatus,
  type TreasureChestStatus,
} from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { MESSAGE_AMOUNT, formatRupees } from '@khel/contracts/money';
import { z } from 'zod';
import { addBusinessDays, businessDay, businessDayStart, businessWeekStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { configDocument } from '../config/config.service.ts';
import { playTotals } from '../game-wallet/game-wallet.service.ts';
import { depositDays, depositTotals } from '../payments/payments.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { insertDraw, lockPlayerOffers, selectDraws, type DrawOffer } from './deposit-offers.repository.ts';
import { pickSegment, segmentViews, type Segment } from './wheel.ts';

export const OFFER = {
  firstDeposit: 'first-deposit',
  dailyFirstDeposit: 'daily-first-deposit',
  treasureChest: 'treasure-chest',
  rechargeSpin: 'recharge-spin',
  rechargeSpinAgain: 'recharge-spin-again',
  luckyDraw: 'lucky-draw',
} as const;

/** The wheel draw; tests replace it only to pin an outcome, the app always uses crypto randomInt. */
export type Roll = (max: number) => number;

// ---- shared ------------------------------------------------------------------------------------

/** An offer's config document; a missing or broken one switches the offer off (offerEnded). */
async function readConf<S extends z.core.$ZodType>(db: Queryable, name: ConfigDocumentName, schema: S): Promise<z.output<S>> {
  const parsed = z.safeParse(schema, await configDocument(db, name));
  if (!parsed.success) throw new AppError(ErrorCode.offerEnded);
  return parsed.data;
}

/** percent (two decimals at most) of an amount in hundredths, rounded down. */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * Math.round(percent * 100)) / 10_000);
}

const rupees = (hundredths: number) => formatRupees(hundredths, MESSAGE_AMOUNT);

function nextDayStart(day: string): Date {
  return businessDayStart(addBusinessDays(day, 1));
}

async function depositedBetween(db: Queryable, playerId: number, fromDay: string, toDay: string): Promise<number> {
  return (await depositTotals(db, [playerId], { fromDay, toDay })).get(playerId)?.amount ?? 0;
}

function assertEnabled(conf: { enabled: boolean }): void {
  if (!conf.enabled) throw new AppError(ErrorCode.offerEnded);
}

/** Runs a claim: one transaction, this player's deposit-offer claims one at a time. */
function claimTx<T>(db: Database, playerId: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockPlayerOffers(tx, playerId);
    return fn(tx);
  });
}

// ---- first deposit (activeFirstPay, 2203) ------------------------------------------------------

const tierPeriod = (id: number) => `tier-${id}`;

async function firstPayState(db: Queryable, playerId: number, now: Date) {
  const conf = await readConf(db, 'FirstPayConf', FirstPayConf);
  const [first] = await depositDays(db, playerId, null, 1);
  const payValue = (await depositTotals(db, [playerId])).get(playerId)?.amount ?? 0;
  const firstAmount = first?.firstAmount ?? 0;
  const expiresAt = first ? businessDayStart(addBusinessDays(first.day, conf.windowDays + 1)) : null;
  const validBet = first
    ? ((await playTotals(db, [playerId], { from: businessDayStart(first.day), to: expiresAt! })).get(playerId)?.valid ?? 0)
    : 0;
  const claims = new Map((await claimsOf(db, playerId, OFFER.firstDeposit)).map((claim) => [claim.period, claim.amount]));
  const expired = expiresAt !== null && now.getTime() >= expiresAt.getTime();
  const tiers = conf.tiers.map((tier) => {
    const paid = claims.get(tierPeriod(tier.id));
    const computed = percentOf(firstAmount, tier.percent);
    const betRequired = tier.betMultiple * firstAmount;
    let state: number;
    if (paid !== undefined) state = TierState.claimed;
    else if (expired || !conf.enabled) state = TierState.expired;
    else if (firstAmount > 0 && validBet >= betRequired) state = TierState.claimable;
    else state = TierState.notReached;
    return {
      id: tier.id,
      state,
      rewardValue: paid ?? (tier.cap > 0 ? Math.min(tier.cap, computed) : computed),
      percent: tier.percent,
      betMultiple: tier.betMultiple,
      betRequired,
      cap: tier.cap,
      wagerMulti: tier.wagerMulti,
    };
  });
  const status: FirstPayStatus = {
    enabled: conf.enabled,
    payInfo: tiers,
    payValue,
    firstPayValue: firstAmount,
    firstPayDay: first?.day ?? null,
    validBet,
    expiresAt: expiresAt?.toISOString() ?? null,
    windowDays: conf.windowDays,
  };
  return status;
}

/** activeFirstPay: type 0 reads the tiers, type 1 claims tier `id`. */
export async function firstPay(db: Database, playerId: number, now: Date, claimId?: number): Promise<FirstPayStatus> {
  if (claimId === undefined) return firstPayState(db, playerId, now);
  const amount = await claimTx(db, playerId, async (tx) => {
    const status = await firstPayState(tx, playerId, now);
    const tier = status.payInfo.find((t) => t.id === claimId);
    if (!tier) throw new AppError(ErrorCode.firstDepositTierUnknown);
    if (tier.state === TierState.claimed) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    assertEnabled(status);
    if (tier.state === TierState.expired) throw new AppError(ErrorCode.firstDepositExpired);
    if (status.firstPayValue === 0) throw new AppError(ErrorCode.firstDepositNeeded);
    if (tier.state !== TierState.claimable) {
      throw new AppError(ErrorCode.firstDepositBetsShort, undefined, 200, { required: rupees(tier.betRequired), current: rupees(status.validBet) });
    }
    if (tier.rewardValue <= 0) throw new AppError(ErrorCode.rewardNotAvailable);
    await grantReward(tx, {
      playerId,
      offer: OFFER.firstDeposit,
      period: tierPeriod(tier.id),
      amount: tier.rewardValue,
      reason: Reason.firstDeposit,
      wagerMulti: tier.wagerMulti,
      desc: 'First Deposit',
      at: now,
    });
    return tier.rewardValue;
  });
  return { ...(await firstPayState(db, playerId, now)), received: { amount } };
}

// ---- daily first deposit (2206) ----------------------------------------------------------------

async function dailyFirstPayState(db: Queryable, playerId: number, now: Date): Promise<DailyFirstPayStatus> {
  const conf = await readConf(db, 'DailyFirstPayConf', DailyFirstPayConf);
  const day = businessDay(now);
  const [today] = await depositDays(db, playerId, { fromDay: day, toDay: day }, 1);
  const firstDeposit = today?.firstAmount ?? 0;
  const bonus = firstDeposit > 0 && firstDeposit >= conf.minDeposit ? Math.min(conf.cap, percentOf(firstDeposit, conf.percent)) : 0;
  const [claim] = await claimsOf(db, playerId, OFFER.dailyFirstDeposit, [day]);
  return {
    enabled: conf.enabled,
    day,
    endsAt: nextDayStart(day).toISOString(),
    firstDeposit,
    bonus: claim?.amount ?? bonus,
    state: claim ? TierState.claimed : conf.enabled && bonus > 0 ? TierState.claimable : TierState.notReached,
    percent: conf.percent,
    cap: conf.cap,
    minDeposit: conf.minDeposit,
    wagerMulti: conf.wagerMulti,
  };
}

export async function dailyFirstPay(db: Database, playerId: number, now: Date, claim: boolean): Promise<DailyFirstPayStatus> {
  if (!claim) return dailyFirstPayState(db, playerId, now);
  const amount = await claimTx(db, playerId, async (tx) => {
    const status = await dailyFirstPayState(tx, playerId, now);
    if (status.state === TierState.claimed) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    assertEnabled(status);
    if (status.state !== TierState.claimable) {
      throw new AppError(ErrorCode.dailyFirstDepositNeeded, undefined, 200, { amount: rupees(Math.max(status.minDeposit, 1)) });
    }
    await grantReward(tx, {
      playerId,
      offer: OFFER.dailyFirstDeposit,
      period: status.day,
      amount: status.bonus,
      reason: Reason.dailyFirstDeposit,
      wagerMulti: status.wagerMulti,
      desc: 'Daily First Deposit',
      at: now,
    });
    return status.bonus;
  });
  return { ...(await dailyFirstPayState(db, playerId, now)), received: { amount } };
}

// ---- deposit treasure chest (goldVault, 2204) --------------------------------------------------

const chestPeriod = (weekStart: string, id: number) => `${weekStart}:chest-${id}`;

async function treasureChestState(db: Queryable, playerId: number, now: Date): Promise<TreasureChestStatus> {
  const conf = await readConf(db, 'TreasureChestConf', TreasureChestConf);
  const weekStart = businessWeekStart(now);
  const weekEnd = addBusinessDays(weekStart, 6);
  const deposited = await depositedBetween(db, playerId, weekStart, weekEnd);
  const periods = conf.chests.map((chest) => chestPeriod(weekStart, chest.id));
  const claims = new Map((await claimsOf(db, playerId, OFFER.treasureChest, periods)).map((claim) => [claim.period, claim.amount]));
  return {
    enabled: conf.enabled,
    weekStart,
    weekEnd,
    endsAt: nextDayStart(weekEnd).toISOString(),
    deposited,
    chests: conf.chests.map((chest) => {
      const paid = claims.get(chestPeriod(weekStart, chest.id));
      const state = paid !== undefined ? TierState.claimed : conf.enabled && deposited >= chest.threshold ? TierState.claimable : TierState.notReached;
      return { id: chest.id, threshold: chest.threshold, reward: paid ?? chest.reward, state };
    }),
    wagerMulti: conf.wagerMulti,
  };
}

export async function treasureChest(db: Database, playerId: number, now: Date, claimId?: number): Promise<TreasureChestStatus> {
  if (claimId === undefined) return treasureChestState(db, playerId, now);
  const amount = await claimTx(db, playerId, async (tx) => {
    const status = await treasureChestState(tx, playerId, now);
    const chest = status.chests.find((c) => c.id === claimId);
    if (!chest) throw new AppError(ErrorCode.treasureChestUnknown);
    if (chest.state === TierState.claimed) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    assertEnabled(status);
    if (chest.state !== TierState.claimable) throw new AppError(ErrorCode.treasureChestLocked, undefined, 200, { amount: rupees(chest.threshold) });
    await grantReward(tx, {
      playerId,
      offer: OFFER.treasureChest,
      period: chestPeriod(status.weekStart, chest.id),
      amount: chest.reward,
      reason: Reason.depositTreasure,
      wagerMulti: status.wagerMulti,
      desc: 'Deposit Treasure',
      at: now,
    });
    return chest.reward;
  });
  return { ...(await treasureChestState(db, playerId, now)), received: { amount } };
}

// ---- recharge spin / spin again (activeRound 2210, activeRePunch 2211) --------------------------

async function rechargeSpinState(db: Queryable, playerId: number, now: Date): Promise<{ conf: RechargeSpinConf; status: RechargeSpinStatus }> {
  const conf = await readConf(db, 'RechargeSpinConf', RechargeSpinConf);
  const day = businessDay(now);
  const deposited = await depositedBetween(db, playerId, day, day);
  const draws = await selectDraws(db, playerId, { offers: [OFFER.rechargeSpin, OFFER.rechargeSpinAgain], periods: [day] });
  const spun = draws.find((d) => d.offer === OFFER.rechargeSpin);
  const again = draws.find((d) => d.offer === OFFER.rechargeSpinAgain);
  const view = (drawn: typeof spun, required: number, ready: boolean) => ({
    required,
    state: drawn ? TierState.claimed : conf.enabled && ready ? TierState.claimable : TierState.notReached,
    segmentId: drawn?.segmentId ?? null,
    amount: drawn?.amount ?? 0,
  });
  const status: RechargeSpinStatus = {
    enabled: conf.enabled,
    day,
    endsAt: nextDayStart(day).toISOString(),
    deposited,
    segments: segmentViews(conf.segments),
    spin: view(spun, conf.minDeposit, deposited >= conf.minDeposit),
    again: view(again, conf.againDeposit, spun !== undefined && deposited >= conf.againDeposit),
    wagerMulti: conf.wagerMulti,
  };
  return { conf, status };
}

/** activeRound (kind 'spin') / activeRePunch (kind 'again'): read, or spin once today. */
export async function rechargeSpin(
  db: Database,
  playerId: number,
  now: Date,
  kind: 'spin' | 'again',
  spin: boolean,
  roll?: Roll,
): Promise<RechargeSpinStatus> {
  if (!spin) return (await rechargeSpinState(db, playerId, now)).status;
  const drawn = await claimTx(db, playerId, async (tx) => {
    const { conf, status } = await rechargeSpinState(tx, playerId, now);
    const target = kind === 'spin' ? status.spin : status.again;
    if (target.state === TierState.claimed) throw new AppError(ErrorCode.spinUsedToday);
    assertEnabled(status);
    if (kind === 'spin' && target.state !== TierState.claimable) {
      throw new AppError(ErrorCode.spinNeedsDeposit, undefined, 200, { amount: rupees(conf.minDeposit) });
    }
    if (kind === 'again' && status.spin.state !== TierState.claimed) throw new AppError(ErrorCode.spinAgainNeedsFirstSpin);
    if (kind === 'again' && target.state !== TierState.claimable) {
      throw new AppError(ErrorCode.spinAgainNeedsDeposit, undefined, 200, { amount: rupees(conf.againDeposit) });
    }
    const offer: DrawOffer = kind === 'spin' ? OFFER.rechargeSpin : OFFER.rechargeSpinAgain;
    const segment = pickSegment(conf.segments, roll);
    await grantReward(tx, {
      playerId,
      offer,
      period: status.day,
      amount: segment.amount,
      reason: kind === 'spin' ? Reason.rechargeSpin : Reason.rechargeSpinAgain,
      wagerMulti: conf.wagerMulti,
      desc: kind === 'spin' ? 'Recharge Spin' : 'Recharge Spin Again',
      at: now,
      alreadyClaimed: ErrorCode.spinUsedToday,
    });
    await insertDraw(tx, { playerId, offer, period: status.day, segmentId: segment.id, amount: segment.amount, at: now });
    return segment;
  });
  return { ...(await rechargeSpinState(db, playerId, now)).status, received: { amount: drawn.amount, segmentId: drawn.id } };
}

// ---- New Year lucky draw (Khel code 3003) ------------------------------------------------------

const ticketPeriod = (firstDay: string, ticket: number) => `${firstDay}:ticket-${ticket}`;

async function luckyDrawState(db: Queryable, playerId: number, now: Date): Promise<{ conf: LuckyDrawConf; status: LuckyDrawStatus }> {
  const conf = await readConf(db, 'LuckyDrawConf', LuckyDrawConf);
  const startsAt = businessDayStart(conf.firstDay);
  const endsAt = nextDayStart(conf.lastDay);
  const phase = now.getTime() < startsAt.getTime() ? 'upcoming' : now.getTime() >= endsAt.getTime() ? 'ended' : 'open';
  const deposited = phase === 'upcoming' ? 0 : await depositedBetween(db, playerId, conf.firstDay, conf.lastDay);
  const ticketsEarned = Math.min(conf.maxTickets, Math.floor(deposited / conf.ticketAmount));
  const draws = await selectDraws(db, playerId, { offers: [OFFER.luckyDraw], prefix: `${conf.firstDay}:ticket-` });
  const status: LuckyDrawStatus = {
    enabled: conf.enabled,
    phase,
    firstDay: conf.firstDay,
    lastDay: conf.lastDay,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    deposited,
    ticketAmount: conf.ticketAmount,
    maxTickets: conf.maxTickets,
    ticketsEarned,
    ticketsLeft: phase === 'open' && conf.enabled ? Math.max(0, ticketsEarned - draws.length) : 0,
    prizes: segmentViews(conf.prizes),
    draws: draws.map((d) => ({
      ticket: Number(d.period.slice(d.period.lastIndexOf('-') + 1)),
      prizeId: d.segmentId,
      amount: d.amount,
      at: d.createdAt.toISOString(),
    })),
    wagerMulti: conf.wagerMulti,
  };
  return { conf, status };
}

export async function luckyDraw(db: Database, playerId: number, now: Date, draw: boolean, roll?: Roll): Promise<LuckyDrawStatus> {
  if (!draw) return (await luckyDrawState(db, playerId, now)).status;
  const prize = await claimTx(db, playerId, async (tx) => {
    const { conf, status } = await luckyDrawState(tx, playerId, now);
    assertEnabled(status);
    if (status.phase === 'upcoming') throw new AppError(ErrorCode.luckyDrawNotStarted, undefined, 200, { date: status.firstDay });
    if (status.phase === 'ended') throw new AppError(ErrorCode.luckyDrawEnded, undefined, 200, { date: status.lastDay });
    if (status.ticketsLeft <= 0) throw new AppError(ErrorCode.luckyDrawNoTickets, undefined, 200, { amount: rupees(conf.ticketAmount) });
    const ticket = status.draws.length + 1;
    const period = ticketPeriod(conf.firstDay, ticket);
    const segment: Segment = pickSegment(conf.prizes, roll);
    await grantReward(tx, {
      playerId,
      offer: OFFER.luckyDraw,
      period,
      amount: segment.amount,
      reason: Reason.luckyDraw,
      wagerMulti: conf.wagerMulti,
      desc: 'New Year Lucky Draw',
      at: now,
    });
    await insertDraw(tx, { playerId, offer: OFFER.luckyDraw, period, segmentId: segment.id, amount: segment.amount, at: now });
    return segment;
  });
  return { ...(await luckyDrawState(db, playerId, now)).status, received: { amount: prize.amount, segmentId: prize.id } };
}

// ---- activity centre ---------------------------------------------------------------------------

const ended = (id: OfferSummary['id'], route: string): OfferSummary => ({ id, state: 'ended', pending: 0, route, amount: 0 });

async function orEnded(id: OfferSummary['id'], route: string, summary: () => Promise<OfferSummary>): Promise<OfferSummary> {
  try {
    return await summary();
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.offerEnded) return ended(id, route);
    throw error;
  }
}

/** One summary per deposit offer for the activity centre and the Activity tab's badge. */
export async function depositOffers(db: Queryable, playerId: number, now: Date): Promise<OfferSummary[]> {
  // One after the other: db may be a transaction's single connection.
  const summaries: (() => Promise<OfferSummary>)[] = [
    () => orEnded('first-deposit', '/FirstCharge', async () => {
      const s = await firstPayState(db, playerId, now);
      const claimable = s.payInfo.filter((t) => t.state === TierState.claimable);
      const route = '/FirstCharge';
      if (!s.enabled) return ended('first-deposit', route);
      if (claimable.length > 0) {
        return { id: 'first-deposit', state: 'claimable', pending: claimable.length, route, amount: claimable.reduce((sum, t) => sum + t.rewardValue, 0) };
      }
      if (s.payInfo.every((t) => t.state === TierState.claimed)) return { id: 'first-deposit', state: 'claimed', pending: 0, route, amount: 0 };
      if (s.payInfo.some((t) => t.state === TierState.expired)) return ended('first-deposit', route);
      return { id: 'first-deposit', state: 'inProgress', pending: 0, route, amount: 0 };
    }),
    () => orEnded('daily-first-deposit', '/todaypay', async () => {
      const s = await dailyFirstPayState(db, playerId, now);
      const route = '/todaypay';
      if (!s.enabled) return ended('daily-first-deposit', route);
      if (s.state === TierState.claimable) return { id: 'daily-first-deposit', state: 'claimable', pending: 1, route, amount: s.bonus };
      return { id: 'daily-first-deposit', state: s.state === TierState.claimed ? 'claimed' : 'inProgress', pending: 0, route, amount: 0 };
    }),
    () => orEnded('treasure-chest', '/TreasureChest', async () => {
      const s = await treasureChestState(db, playerId, now);
      const route = '/TreasureChest';
      if (!s.enabled) return ended('treasure-chest', route);
      const open = s.chests.filter((c) => c.state === TierState.claimable);
      if (open.length > 0) return { id: 'treasure-chest', state: 'claimable', pending: open.length, route, amount: open.reduce((sum, c) => sum + c.reward, 0) };
      const all = s.chests.every((c) => c.state === TierState.claimed);
      return { id: 'treasure-chest', state: all ? 'claimed' : 'inProgress', pending: 0, route, amount: 0 };
    }),
    () => orEnded('recharge-spin', '/pxx', async () => {
      const { status: s } = await rechargeSpinState(db, playerId, now);
      const route = '/pxx';
      if (!s.enabled) return ended('recharge-spin', route);
      const ready = [s.spin, s.again].filter((v) => v.state === TierState.claimable).length;
      if (ready > 0) return { id: 'recharge-spin', state: 'claimable', pending: ready, route, amount: 0 };
      const done = s.spin.state === TierState.claimed && s.again.state === TierState.claimed;
      return { id: 'recharge-spin', state: done ? 'claimed' : 'inProgress', pending: 0, route, amount: 0 };
    }),
    () => orEnded('lucky-draw', '/NewYearLuckyDraw', async () => {
      const { status: s } = await luckyDrawState(db, playerId, now);
      const route = '/NewYearLuckyDraw';
      if (!s.enabled || s.phase === 'ended') return ended('lucky-draw', route);
      if (s.phase === 'upcoming') return { id: 'lucky-draw', state: 'locked', pending: 0, route, amount: 0 };
      if (s.ticketsLeft > 0) return { id: 'lucky-draw', state: 'claimable', pending: s.ticketsLeft, route, amount: 0 };
      return { id: 'lucky-draw', state: 'inProgress', pending: 0, route, amount: 0 };
    }),
  ];
  const result: OfferSummary[] = [];
  for (const summary of summaries) result.push(await summary());
  return result;
}
