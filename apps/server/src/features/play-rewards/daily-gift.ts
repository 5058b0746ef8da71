// The daily gift (activeDailyGift, reason 2202): each gift needs the business day's valid bets
// (settled rounds started today, valid-bet rules, docs/requirements/wallet.md#5-valid-bets) to reach its threshold and is
// claimable once that day (period `<day>:<id>`).
import type { DailyGiftConf, DailyGiftStatus, ItemState } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { MESSAGE_AMOUNT, formatRupees } from '@khel/contracts/money';
import { addBusinessDays, businessDay, businessDayStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { playTotals } from '../game-wallet/game-wallet.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { dailyGiftConf } from './play-rewards-config.ts';

export const DAILY_GIFT_OFFER = 'daily-gift';

const giftPeriod = (day: string, id: number) => `${day}:${id}`;

async function validBetOn(db: Queryable, playerId: number, day: string): Promise<number> {
  const range = { from: businessDayStart(day), to: businessDayStart(addBusinessDays(day, 1)) };
  return (await playTotals(db, [playerId], range)).get(playerId)?.valid ?? 0;
}

async function view(db: Queryable, playerId: number, now: Date, conf: DailyGiftConf, amount: number): Promise<DailyGiftStatus> {
  const day = businessDay(now);
  const validBet = await validBetOn(db, playerId, day);
  const periods = conf.gifts.map((gift) => giftPeriod(day, gift.id));
  const claimed = new Set((await claimsOf(db, playerId, DAILY_GIFT_OFFER, periods)).map((claim) => claim.period));
  const data = conf.gifts.map((gift) => {
    const state: ItemState = claimed.has(giftPeriod(day, gift.id)) ? 2 : validBet >= gift.validBet ? 1 : 0;
    return { id: gift.id, validBet: gift.validBet, amount: gift.amount, state };
  });
  return { enabled: true, day, validBet, wagerMulti: conf.wagerMulti, data, amount };
}

export async function dailyGiftStatus(db: Queryable, playerId: number, now: Date): Promise<DailyGiftStatus> {
  const conf = await dailyGiftConf(db);
  if (!conf) return { enabled: false, day: businessDay(now), validBet: 0, wagerMulti: 0, data: [], amount: 0 };
  return view(db, playerId, now, conf, 0);
}

export async function claimDailyGift(db: Database, playerId: number, id: number | undefined, now: Date): Promise<DailyGiftStatus> {
  const conf = await dailyGiftConf(db);
  if (!conf) throw new AppError(ErrorCode.offerEnded);
  if (id === undefined) throw new AppError(ErrorCode.playRewardIdRequired);
  const gift = conf.gifts.find((g) => g.id === id);
  if (!gift) throw new AppError(ErrorCode.dailyGiftUnknown);
  const day = businessDay(now);
  await db.transaction(async (tx) => {
    if ((await claimsOf(tx, playerId, DAILY_GIFT_OFFER, [giftPeriod(day, id)])).length > 0) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    if ((await validBetOn(tx, playerId, day)) < gift.validBet) {
      throw new AppError(ErrorCode.dailyGiftLocked, 'dailyGiftLocked', 200, { amount: formatRupees(gift.validBet, MESSAGE_AMOUNT) });
    }
    await grantReward(tx, {
      playerId,
      offer: DAILY_GIFT_OFFER,
      period: giftPeriod(day, id),
      amount: gift.amount,
      reason: Reason.dailyGift,
      wagerMulti: conf.wagerMulti,
      desc: 'Daily Gift',
      at: now,
    });
  });
  return view(db, playerId, now, conf, gift.amount);
}
