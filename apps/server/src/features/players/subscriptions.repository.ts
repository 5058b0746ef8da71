import type { SubscriptionChannel } from '@khel/contracts/endpoints/personal-data';
import type { Queryable } from '../../platform/db.ts';
import { lockPlayerRow } from './players.repository.ts';

export interface SubscriptionRow {
  sms: boolean;
  email: boolean;
  push: boolean;
  inApp: boolean;
  updatedAt: Date;
}

export async function selectSubscriptions(db: Queryable, playerId: number): Promise<SubscriptionRow | null> {
  const rows = await db.query<SubscriptionRow>(
    'SELECT sms, email, push, in_app AS "inApp", updated_at AS "updatedAt" FROM marketing_subscriptions WHERE player_id = $1',
    [playerId],
  );
  return rows[0] ?? null;
}

/** Locks the player's row (or the player, when there is none yet) so concurrent changes queue. */
export async function lockSubscriptions(db: Queryable, playerId: number): Promise<SubscriptionRow | null> {
  await lockPlayerRow(db, playerId);
  return selectSubscriptions(db, playerId);
}

export async function upsertSubscriptions(db: Queryable, playerId: number, row: SubscriptionRow): Promise<void> {
  await db.query(
    `INSERT INTO marketing_subscriptions (player_id, sms, email, push, in_app, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (player_id) DO UPDATE SET sms = $2, email = $3, push = $4, in_app = $5, updated_at = $6`,
    [playerId, row.sms, row.email, row.push, row.inApp, row.updatedAt],
  );
}

export async function insertConsentChanges(
  db: Queryable,
  playerId: number,
  changes: readonly { channel: SubscriptionChannel; granted: boolean }[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await db.query(
    `INSERT INTO marketing_consent_log (player_id, channel, granted, at)
     SELECT $1, channel, granted, $4 FROM unnest($2::text[], $3::boolean[]) AS c (channel, granted)`,
    [playerId, changes.map((c) => c.channel), changes.map((c) => c.granted), at],
  );
}

export async function countConsentChanges(db: Queryable, playerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_consent_log WHERE player_id = $1', [playerId]);
  return rows[0]?.n ?? 0;
}

/** Why the player may not be shown marketing at `at` (migration 0072's rule), or null. */
export async function selectMarketingBlock(db: Queryable, playerId: number, at: Date): Promise<'restricted' | 'optedOut' | null> {
  const rows = await db.query<{ block: 'restricted' | 'optedOut' | null }>('SELECT player_marketing_block($1, $2) AS block', [playerId, at]);
  return rows[0]?.block ?? null;
}

/** The players with ids from `fromId` to `toId` who may not be shown marketing at `at`, in id order. */
export async function selectMarketingBlockedBetween(db: Queryable, fromId: number, toId: number, at: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM players WHERE id BETWEEN $1 AND $2 AND player_marketing_block(id, $3) IS NOT NULL ORDER BY id',
    [fromId, toId, at],
  );
  return rows.map((row) => row.id);
}
