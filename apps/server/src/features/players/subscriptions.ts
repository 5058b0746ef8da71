// Marketing opt-ins (/profile/settings/subscriptions): SMS, email and push are off until the player
// opts in; in-app offers are on until they turn them off (docs/compliance/marketing.md). Changed per
// channel; each change that flips a channel goes to the append-only consent log. `marketingBlock`
// is the one question every offer channel asks before showing a player marketing.
import {
  SUBSCRIPTION_CHANNELS,
  type OfferEligibility,
  type SubscriptionChannel,
  type Subscriptions,
} from '@khel/contracts/endpoints/personal-data';
import type { Database, Queryable } from '../../platform/db.ts';
import {
  insertConsentChanges,
  lockSubscriptions,
  selectMarketingBlock,
  selectMarketingBlockedBetween,
  selectSubscriptions,
  upsertSubscriptions,
  type SubscriptionRow,
} from './subscriptions.repository.ts';

function shape(row: SubscriptionRow | null): Subscriptions {
  if (!row) return { sms: false, email: false, push: false, inApp: true, updatedAt: null };
  return { sms: row.sms, email: row.email, push: row.push, inApp: row.inApp, updatedAt: row.updatedAt.toISOString() };
}

export async function playerSubscriptions(db: Queryable, playerId: number): Promise<Subscriptions> {
  return shape(await selectSubscriptions(db, playerId));
}

export async function changeSubscriptions(
  db: Database,
  playerId: number,
  wanted: Partial<Record<SubscriptionChannel, boolean>>,
  at: Date,
): Promise<Subscriptions> {
  return db.transaction(async (tx) => {
    const current = shape(await lockSubscriptions(tx, playerId));
    const changes = SUBSCRIPTION_CHANNELS.filter((channel) => wanted[channel] !== undefined && wanted[channel] !== current[channel]).map(
      (channel) => ({ channel, granted: wanted[channel] === true }),
    );
    if (changes.length === 0) return current;
    const next = { ...current, ...Object.fromEntries(changes.map((c) => [c.channel, c.granted])) };
    await upsertSubscriptions(tx, playerId, { sms: next.sms, email: next.email, push: next.push, inApp: next.inApp, updatedAt: at });
    await insertConsentChanges(tx, playerId, changes, at);
    return shape(await selectSubscriptions(tx, playerId));
  });
}

export type MarketingBlock = 'restricted' | 'optedOut';

/**
 * Why the player may not be shown marketing now: 'restricted' (a time-out, self-exclusion or
 * freeze in force) or 'optedOut' (in-app offers off); null when they may.
 */
export async function marketingBlock(db: Queryable, playerId: number, now: Date): Promise<MarketingBlock | null> {
  return selectMarketingBlock(db, playerId, now);
}

/**
 * The players with ids in `range` (inclusive) whose marketing is blocked at `at`, in id order, in
 * one query: a broadcast is held back from them (mailbox).
 */
export async function marketingBlockedBetween(db: Queryable, range: { fromId: number; toId: number }, at: Date): Promise<number[]> {
  return selectMarketingBlockedBetween(db, range.fromId, range.toId, at);
}

export async function offerEligibility(db: Queryable, playerId: number, now: Date): Promise<OfferEligibility> {
  const reason = await marketingBlock(db, playerId, now);
  return { offers: reason === null, reason };
}
