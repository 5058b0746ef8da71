// /profile/settings/personal-data and /profile/settings/subscriptions (docs/requirements/accounts.md#10-profile-and-personal-data, which
// show no calls for them): the player's marketing opt-ins and a copy of the data kept about them.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

const Empty = () => z._default(z.object({}), {});

/**
 * sms, email and push are opt-in (off until the player ticks them); inApp (offers in the mailbox,
 * home popups and banners, the online-reward timer) is on until the player turns it off
 * (docs/compliance/marketing.md).
 */
export const SUBSCRIPTION_CHANNELS = ['sms', 'email', 'push', 'inApp'] as const;
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];

export const Subscriptions = z.object({
  sms: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
  inApp: z.boolean(),
  /** When the player last changed a choice; null while all are the default. */
  updatedAt: z.nullable(z.iso.datetime()),
});
export type Subscriptions = z.infer<typeof Subscriptions>;

export const subscriptions = endpoint({
  method: 'POST',
  path: '/usercenter/game/subscriptions',
  auth: true,
  summary: 'Marketing opt-ins by channel (SMS, email, push: off until the player opts in; in-app offers: on until turned off)',
  request: Empty(),
  response: Subscriptions,
});

export const UpdateSubscriptionsRequest = z
  .strictObject({
    sms: z.optional(z.boolean()),
    email: z.optional(z.boolean()),
    push: z.optional(z.boolean()),
    inApp: z.optional(z.boolean()),
  })
  .check(z.refine((value) => SUBSCRIPTION_CHANNELS.some((channel) => value[channel] !== undefined), 'subscriptionChoiceRequired'));

export const updateSubscriptions = endpoint({
  method: 'POST',
  path: '/usercenter/game/subscriptions/update',
  auth: true,
  summary: 'Opt in or out per channel; each change is kept in the consent log',
  request: UpdateSubscriptionsRequest,
  response: Subscriptions,
});

/** Why the server shows a player no offers now: a break (time-out, self-exclusion, freeze) or in-app offers off. */
export const OFFER_BLOCKS = ['restricted', 'optedOut'] as const;

export const OfferEligibility = z.object({
  /** False: the app shows no offer popups, banners or online-reward timer (the server withholds them too). */
  offers: z.boolean(),
  reason: z.nullable(z.enum(OFFER_BLOCKS)),
});
export type OfferEligibility = z.infer<typeof OfferEligibility>;

export const offerEligibility = endpoint({
  method: 'POST',
  path: '/usercenter/game/offerEligibility',
  auth: true,
  summary: 'Whether the app may show this player offers (no popups, banners or timers during a break or after opting out)',
  request: Empty(),
  response: OfferEligibility,
});

export const PersonalData = z.object({
  playerId: z.int(),
  showId: z.string(),
  account: z.string(),
  name: z.string(),
  icon: z.int(),
  email: z.string(),
  phone: z.string(),
  registeredAt: z.iso.datetime(),
  vip: z.int(),
  /** The ad parameters of the link the player arrived by (h5Param, docs/requirements/accounts.md#9-device-and-telemetry). */
  attribution: z.record(z.string(), z.string()),
  subscriptions: Subscriptions,
  sessions: z.array(
    z.object({
      createdAt: z.iso.datetime(),
      deviceType: z.string(),
      deviceDetail: z.record(z.string(), z.string()),
      ip: z.string(),
    }),
  ),
});
export type PersonalData = z.infer<typeof PersonalData>;

export const personalData = endpoint({
  method: 'POST',
  path: '/usercenter/game/personalData',
  auth: true,
  summary: 'A copy of the personal data Khel keeps about the player (profile, attribution, opt-ins, latest sessions)',
  request: Empty(),
  response: PersonalData,
});
