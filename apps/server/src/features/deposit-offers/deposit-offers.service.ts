// Deposit offers: first-deposit tiers, daily first deposit, deposit treasure chest,
// recharge spin / spin again and the New Year lucky draw, one file each (as play-rewards/). Each
// offer reads its config document, the player's credited deposits (payments) and valid bets
// (game-wallet), and pays through grantReward (one claim per player, offer and period; protection
// checked there). Claims take a per-player lock and re-read the state inside their transaction.
// This is the feature's public entry: routes and other features use only this file. Rules:
// README.md beside it.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { dailyFirstDepositSummary } from './daily-first-deposit.ts';
import { firstDepositSummary } from './first-deposit.ts';
import { luckyDrawSummary } from './lucky-draw.ts';
import { ended } from './offer-support.ts';
import { rechargeSpinSummary } from './recharge-spin.ts';
import { treasureChestSummary } from './treasure-chest.ts';

export { dailyFirstPay } from './daily-first-deposit.ts';
export { firstPay } from './first-deposit.ts';
export { luckyDraw } from './lucky-draw.ts';
export { OFFER, percentOf, type Roll } from './offer-support.ts';
export { rechargeSpin } from './recharge-spin.ts';
export { treasureChest } from './treasure-chest.ts';

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
    () => orEnded('first-deposit', '/FirstCharge', () => firstDepositSummary(db, playerId, now)),
    () => orEnded('daily-first-deposit', '/todaypay', () => dailyFirstDepositSummary(db, playerId, now)),
    () => orEnded('treasure-chest', '/TreasureChest', () => treasureChestSummary(db, playerId, now)),
    () => orEnded('recharge-spin', '/pxx', () => rechargeSpinSummary(db, playerId, now)),
    () => orEnded('lucky-draw', '/NewYearLuckyDraw', () => luckyDrawSummary(db, playerId, now)),
  ];
  const result: OfferSummary[] = [];
  for (const summary of summaries) result.push(await summary());
  return result;
}
