// The activity centre (/activitylist, /allactivities) and the Activity tab's badge
// (docs/requirements/promotions.md#6-activity-centre-and-promotions-pages):
// every offer a player can receive, with its state. Each server feature that owns offers returns
// its OfferSummary list; features/activity puts them together in this order. zod/mini: the player
// app's first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

export const OFFER_IDS = [
  'sign-in',
  'vip-upgrade',
  'first-deposit',
  'daily-first-deposit',
  'treasure-chest',
  'recharge-spin',
  'lucky-draw',
  'online-rewards',
  'loss-rebate',
  'daily-gift',
  'new-user-red-packet',
  'gift-code',
  'bind-phone',
  'bind-bank-card',
  'invite',
  'mailbox',
] as const;
export const OfferId = z.enum(OFFER_IDS);
export type OfferId = z.infer<typeof OfferId>;

export const OFFER_STATES = ['claimable', 'inProgress', 'claimed', 'locked', 'ended'] as const;

export const OfferSummary = z.object({
  id: OfferId,
  /**
   * claimable: something can be claimed now; inProgress: open, nothing to claim yet (deposit or
   * play to progress); claimed: done for this period; locked: needs a VIP level or a condition;
   * ended: over (expired tiers, outside the offer's dates, switched off by the operator).
   */
  state: z.enum(OFFER_STATES),
  /** Claimable items (tiers, days, messages): the badge adds these up (max 7 shown). */
  pending: z.int().check(z.minimum(0)),
  /** The in-app route that opens the offer ('/FirstCharge', '/giftcode', …). */
  route: z.string(),
  /** Largest amount the player can still receive now, hundredths (0 when unknown or none). */
  amount: z.int().check(z.minimum(0)),
});
export type OfferSummary = z.infer<typeof OfferSummary>;

export const activityList = endpoint({
  method: 'POST',
  path: '/usercenter/game/activityList',
  auth: true,
  summary: 'Every offer with its state for this player, and the pending count of the Activity badge',
  request: z._default(z.object({}), {}),
  response: z.object({ offers: z.array(OfferSummary), pending: z.int().check(z.minimum(0)) }),
});
