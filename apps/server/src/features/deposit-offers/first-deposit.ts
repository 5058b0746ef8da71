// First deposit (activeFirstPay, 2203): tiers paying a percentage of the first credited deposit once
// the valid bets since that day reach the tier's multiple. Rules: README.md beside this file.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { FirstPayConf, TierState, type FirstPayStatus } from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { addBusinessDays, businessDayStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { playTotals } from '../game-wallet/game-wallet.service.ts';
import { depositDays, depositTotals } from '../payments/payments.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { OFFER, assertEnabled, claimTx, ended, percentOf, readConf, rupees } from './offer-support.ts';

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

/** The activity centre's entry of this offer. */
export async function firstDepositSummary(db: Queryable, playerId: number, now: Date): Promise<OfferSummary> {
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
}
