// Recharge spin and spin again (activeRound 2210, activeRePunch 2211): a wheel spin for the day's
// deposits, and one more for a larger total. Rules: README.md beside this file.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { RechargeSpinConf, TierState, type RechargeSpinStatus } from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { businessDay, businessDayEnd } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { grantReward } from '../rewards/rewards.service.ts';
import { insertDraw, selectDraws, type DrawOffer } from './deposit-offers.repository.ts';
import { OFFER, assertEnabled, claimTx, depositedBetween, ended, readConf, rupees, type Roll } from './offer-support.ts';
import { pickSegment, segmentViews } from './wheel.ts';

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
    endsAt: businessDayEnd(day).toISOString(),
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

/** The activity centre's entry of this offer. */
export async function rechargeSpinSummary(db: Queryable, playerId: number, now: Date): Promise<OfferSummary> {
  const { status: s } = await rechargeSpinState(db, playerId, now);
  const route = '/pxx';
  if (!s.enabled) return ended('recharge-spin', route);
  const ready = [s.spin, s.again].filter((v) => v.state === TierState.claimable).length;
  if (ready > 0) return { id: 'recharge-spin', state: 'claimable', pending: ready, route, amount: 0 };
  const done = s.spin.state === TierState.claimed && s.again.state === TierState.claimed;
  return { id: 'recharge-spin', state: done ? 'claimed' : 'inProgress', pending: 0, route, amount: 0 };
}
