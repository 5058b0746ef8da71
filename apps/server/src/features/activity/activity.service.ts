// The activity centre (/activitylist, /allactivities, the Activity badge;
// docs/requirements/promotions.md#6-activity-centre-and-promotions-pages): every
// offer's state for one player, from the features that own the offers, in the contract's order.
import { OFFER_IDS, type OfferSummary } from '@khel/contracts/endpoints/activity';
import type { Queryable } from '../../platform/db.ts';
import { agencyOffers } from '../agency/agency.service.ts';
import { depositOffers } from '../deposit-offers/deposit-offers.service.ts';
import { mailboxOffers } from '../mailbox/mailbox.service.ts';
import { playRewardOffers } from '../play-rewards/play-rewards.service.ts';
import { promotionOffers } from '../promotions/promotions.service.ts';
import { activeRestriction } from '../protection/protection.service.ts';
import { vipOffers } from '../vip/vip.service.ts';

const SOURCES = [vipOffers, promotionOffers, depositOffers, playRewardOffers, agencyOffers, mailboxOffers];

export async function activityList(db: Queryable, playerId: number, now: Date): Promise<{ offers: OfferSummary[]; pending: number }> {
  const lists = await Promise.all(SOURCES.map((source) => source(db, playerId, now)));
  const order = new Map<string, number>(OFFER_IDS.map((id, index) => [id, index]));
  const sorted = lists.flat().sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  // During a time-out or self-exclusion nothing can be claimed (grantReward refuses), so nothing
  // is offered either: whatever was claimable shows as locked and the badge stays empty.
  const onBreak = (await activeRestriction(db, playerId, now)) !== null;
  const offers = onBreak
    ? sorted.map((offer) => (offer.state === 'claimable' ? { ...offer, state: 'locked' as const, pending: 0 } : { ...offer, pending: 0 }))
    : sorted;
  const pending = offers.reduce((sum, offer) => sum + offer.pending, 0);
  // The app caps what the badge shows (up to seven: docs/requirements/promotions.md#6-activity-centre-and-promotions-pages); the count itself is exact.
  return { offers, pending };
}
