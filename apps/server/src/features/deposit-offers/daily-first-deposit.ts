// Daily first deposit (activeDailyFirstPay, 2206): a percentage of the business day's first credited
// deposit, claimed the same day. Rules: README.md beside this file.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { DailyFirstPayConf, TierState, type DailyFirstPayStatus } from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { businessDay, businessDayEnd } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { depositDays } from '../payments/payments.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { OFFER, assertEnabled, claimTx, ended, percentOf, readConf, rupees } from './offer-support.ts';

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
    endsAt: businessDayEnd(day).toISOString(),
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

/** The activity centre's entry of this offer. */
export async function dailyFirstDepositSummary(db: Queryable, playerId: number, now: Date): Promise<OfferSummary> {
  const s = await dailyFirstPayState(db, playerId, now);
  const route = '/todaypay';
  if (!s.enabled) return ended('daily-first-deposit', route);
  if (s.state === TierState.claimable) return { id: 'daily-first-deposit', state: 'claimable', pending: 1, route, amount: s.bonus };
  return { id: 'daily-first-deposit', state: s.state === TierState.claimed ? 'claimed' : 'inProgress', pending: 0, route, amount: 0 };
}
