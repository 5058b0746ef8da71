// Play rewards: online rewards, the loss rebate, the daily gift and the new-user red
// packet. This is the feature's public entry: routes and other features use only this file.
// Rules and the decisions the requirements leave open: README.md beside it.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import type { Queryable } from '../../platform/db.ts';
import { marketingBlock } from '../players/players.service.ts';
import { activeRestriction } from '../protection/protection.service.ts';
import { dailyGiftStatus } from './daily-gift.ts';
import { lossRebateStatus } from './loss-rebate.ts';
import { newUserRedPacketStatus } from './new-user-red-packet.ts';
import { onlineOffer, onlineStatus } from './online-rewards.ts';

export { claimDailyGift, dailyGiftStatus } from './daily-gift.ts';
export { claimLossRebate, lossRebateStatus, rebateOf } from './loss-rebate.ts';
export { claimNewUserRedPacket, newUserRedPacketStatus } from './new-user-red-packet.ts';
export { claimOnlineTier, onlineHeartbeat, onlineStatus } from './online-rewards.ts';

export const PLAY_REWARD_ROUTES = {
  'online-rewards': '/OnlineRewards',
  'loss-rebate': '/loss',
  'daily-gift': '/promo/daily',
  'new-user-red-packet': '/promo/daily',
} as const;

type Item = { state: number; amount: number };

/** claimable when something can be claimed, claimed when every item is, else inProgress. */
function listSummary(id: keyof typeof PLAY_REWARD_ROUTES, items: readonly Item[], amount: number): OfferSummary {
  const pending = items.filter((item) => item.state === 1).length;
  const allClaimed = items.length > 0 && items.every((item) => item.state === 2);
  return { id, state: pending > 0 ? 'claimable' : allClaimed ? 'claimed' : 'inProgress', pending, route: PLAY_REWARD_ROUTES[id], amount };
}

const sumOf = (items: readonly Item[], keep: (item: Item) => boolean) => items.filter(keep).reduce((sum, item) => sum + item.amount, 0);

/** One summary per offer of this feature for the activity centre. */
export async function playRewardOffers(db: Queryable, playerId: number, now: Date): Promise<OfferSummary[]> {
  const ended = (id: keyof typeof PLAY_REWARD_ROUTES): OfferSummary => ({ id, state: 'ended', pending: 0, route: PLAY_REWARD_ROUTES[id], amount: 0 });
  // One after another: the caller may pass a transaction (one connection).
  // During a break the timer is off but the entry shows locked like the others; with offers off it has ended.
  const online = (await marketingBlock(db, playerId, now)) === 'restricted' ? await onlineOffer(db, playerId, now) : await onlineStatus(db, playerId, now);
  const loss = await lossRebateStatus(db, playerId, now);
  const gift = await dailyGiftStatus(db, playerId, now);
  const packet = await newUserRedPacketStatus(db, playerId, now);
  const summaries: OfferSummary[] = [
    online.enabled ? listSummary('online-rewards', online.tiers, online.pool) : ended('online-rewards'),
    loss.enabled
      ? { ...listSummary('loss-rebate', loss.days, sumOf(loss.days, (d) => d.state === 1)), ...(loss.state === 2 ? { state: 'claimed' as const } : {}) }
      : ended('loss-rebate'),
    gift.enabled ? listSummary('daily-gift', gift.data, sumOf(gift.data, (g) => g.state !== 2)) : ended('daily-gift'),
    !packet.enabled || packet.state === 3
      ? ended('new-user-red-packet')
      : listSummary('new-user-red-packet', [{ state: packet.state, amount: packet.reward }], packet.state === 1 ? packet.reward : 0),
  ];
  // Self-excluded or timed-out players get no offers (docs/requirements/protection.md).
  if (await activeRestriction(db, playerId, now)) {
    return summaries.map((s) => (s.state === 'ended' ? s : { ...s, state: 'locked', pending: 0, amount: 0 }));
  }
  return summaries;
}
