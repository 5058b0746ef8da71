// Marketing opt-ins (/profile/settings/subscriptions): off until the player opts in, changed per
// channel; each change that flips a channel goes to the append-only consent log.
import { SUBSCRIPTION_CHANNELS, type SubscriptionChannel, type Subscriptions } from '@khel/contracts/endpoints/personal-data';
import type { Database, Queryable } from '../../platform/db.ts';
import { insertConsentChanges, lockSubscriptions, selectSubscriptions, upsertSubscriptions, type SubscriptionRow } from './subscriptions.repository.ts';

function shape(row: SubscriptionRow | null): Subscriptions {
  if (!row) return { sms: false, email: false, push: false, updatedAt: null };
  return { sms: row.sms, email: row.email, push: row.push, updatedAt: row.updatedAt.toISOString() };
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
    await upsertSubscriptions(tx, playerId, { sms: next.sms, email: next.email, push: next.push, updatedAt: at });
    await insertConsentChanges(tx, playerId, changes, at);
    return shape(await selectSubscriptions(tx, playerId));
  });
}
