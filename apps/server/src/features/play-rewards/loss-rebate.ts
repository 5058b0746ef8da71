// The loss rebate (/loss, activeLoseMoney, GameParamConf activeLoseMoney, reason 2208): a business
// day's net loss from settled play (stakes − wins of the rounds started that day) of at least
// minLoss earns percent of it, rounded down and capped, claimable on the claimDays days after it,
// once per lost day (period = the lost day).
import type { ItemState, LossRebateConf, LossRebateStatus } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { addBusinessDays, businessDay, businessDayStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { playTotals } from '../game-wallet/game-wallet.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { lossRebateConf } from './play-rewards-config.ts';

export const LOSS_OFFER = 'loss-rebate';

/** percent of the loss, rounded down (exact integer arithmetic), at most cap; 0 under minLoss. */
export function rebateOf(loss: number, conf: Pick<LossRebateConf, 'minLoss' | 'percent' | 'cap'>): number {
  if (loss < conf.minLoss) return 0;
  const basisPoints = BigInt(Math.round(conf.percent * 100));
  return Math.min(conf.cap, Number((BigInt(loss) * basisPoints) / 10_000n));
}

/** Net loss (stakes − wins, never below 0) of the rounds the player started on `day`. */
async function lossOn(db: Queryable, playerId: number, day: string): Promise<number> {
  const range = { from: businessDayStart(day), to: businessDayStart(addBusinessDays(day, 1)) };
  const total = (await playTotals(db, [playerId], range)).get(playerId);
  return total ? Math.max(0, total.bet - total.win) : 0;
}

interface DayRow {
  day: string;
  loss: number;
  amount: number;
  state: ItemState;
  lastDay: string;
}

/** The lost days still in the claim window (yesterday first). */
async function windowDays(db: Queryable, playerId: number, now: Date, conf: LossRebateConf): Promise<DayRow[]> {
  const today = businessDay(now);
  const days = Array.from({ length: conf.claimDays }, (_, i) => addBusinessDays(today, -(i + 1)));
  const claims = new Map((await claimsOf(db, playerId, LOSS_OFFER, days)).map((claim) => [claim.period, claim.amount]));
  const rows: DayRow[] = [];
  for (const day of days) {
    const loss = await lossOn(db, playerId, day);
    const paid = claims.get(day);
    const amount = paid ?? rebateOf(loss, conf);
    rows.push({ day, loss, amount, state: paid !== undefined ? 2 : amount > 0 ? 1 : 0, lastDay: addBusinessDays(day, conf.claimDays) });
  }
  return rows;
}

function disabled(now: Date): LossRebateStatus {
  return {
    enabled: false,
    state: 0,
    rule: { minLoss: 0, percent: 0, cap: 0, claimDays: 0, wagerMulti: 0 },
    today: { day: businessDay(now), loss: 0, amount: 0 },
    days: [],
    amount: 0,
  };
}

async function view(db: Queryable, playerId: number, now: Date, conf: LossRebateConf, amount: number): Promise<LossRebateStatus> {
  const today = businessDay(now);
  const days = await windowDays(db, playerId, now, conf);
  const loss = await lossOn(db, playerId, today);
  const state = days.some((d) => d.state === 1) ? 1 : days.some((d) => d.state === 2) ? 2 : 0;
  return {
    enabled: true,
    state,
    rule: { minLoss: conf.minLoss, percent: conf.percent, cap: conf.cap, claimDays: conf.claimDays, wagerMulti: conf.wagerMulti },
    today: { day: today, loss, amount: rebateOf(loss, conf) },
    days,
    amount,
  };
}

export async function lossRebateStatus(db: Queryable, playerId: number, now: Date): Promise<LossRebateStatus> {
  const conf = await lossRebateConf(db);
  return conf ? view(db, playerId, now, conf, 0) : disabled(now);
}

function isCalendarDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** Claims the rebate of `day`, or of every claimable day in the window when no day is given. */
export async function claimLossRebate(db: Database, playerId: number, day: string | undefined, now: Date): Promise<LossRebateStatus> {
  const conf = await lossRebateConf(db);
  if (!conf) throw new AppError(ErrorCode.offerEnded);
  if (day !== undefined && !isCalendarDay(day)) throw invalid('lossRebateDayInvalid');
  const today = businessDay(now);
  const paid = await db.transaction(async (tx) => {
    let rows: DayRow[];
    if (day === undefined) {
      rows = (await windowDays(tx, playerId, now, conf)).filter((row) => row.state === 1);
      if (rows.length === 0) throw new AppError(ErrorCode.lossRebateNone);
    } else {
      if (day >= today) throw new AppError(ErrorCode.lossRebateNotYet);
      if (day < addBusinessDays(today, -conf.claimDays)) throw new AppError(ErrorCode.lossRebateExpired);
      if ((await claimsOf(tx, playerId, LOSS_OFFER, [day])).length > 0) throw new AppError(ErrorCode.rewardAlreadyClaimed);
      const loss = await lossOn(tx, playerId, day);
      const amount = rebateOf(loss, conf);
      if (amount === 0) throw new AppError(ErrorCode.lossRebateNone);
      rows = [{ day, loss, amount, state: 1, lastDay: addBusinessDays(day, conf.claimDays) }];
    }
    for (const row of rows) {
      await grantReward(tx, {
        playerId,
        offer: LOSS_OFFER,
        period: row.day,
        amount: row.amount,
        reason: Reason.lossRebate,
        wagerMulti: conf.wagerMulti,
        desc: 'Loss Rebate',
        at: now,
      });
    }
    return rows.reduce((sum, row) => sum + row.amount, 0);
  });
  return view(db, playerId, now, conf, paid);
}
