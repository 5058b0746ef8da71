// SQL of the play rewards: online presence (last heartbeat) and online time per business day.
// Claims and money live in features/rewards and the wallet.
import type { Queryable } from '../../platform/db.ts';

/**
 * Locks the player's presence row for this transaction and returns the previous heartbeat; null on
 * the first heartbeat ever (the row is created with `at`).
 */
export async function lockPresence(tx: Queryable, playerId: number, at: Date): Promise<Date | null> {
  const inserted = await tx.query(
    'INSERT INTO online_presence (player_id, last_beat_at) VALUES ($1, $2) ON CONFLICT (player_id) DO NOTHING RETURNING player_id',
    [playerId, at],
  );
  if (inserted.length === 1) return null;
  const rows = await tx.query<{ lastBeatAt: Date }>(
    'SELECT last_beat_at AS "lastBeatAt" FROM online_presence WHERE player_id = $1 FOR UPDATE',
    [playerId],
  );
  return rows[0]?.lastBeatAt ?? null;
}

export async function updateLastBeat(tx: Queryable, playerId: number, at: Date): Promise<void> {
  await tx.query('UPDATE online_presence SET last_beat_at = $2 WHERE player_id = $1', [playerId, at]);
}

/** Adds online time to a business day (a day holds at most 24 hours). */
export async function addOnlineMs(tx: Queryable, playerId: number, day: string, ms: number): Promise<void> {
  await tx.query(
    `INSERT INTO online_time (player_id, day, online_ms) VALUES ($1, $2, LEAST($3::bigint, 86400000))
     ON CONFLICT (player_id, day) DO UPDATE SET online_ms = LEAST(online_time.online_ms + EXCLUDED.online_ms, 86400000)`,
    [playerId, day, ms],
  );
}

export async function selectOnlineMs(db: Queryable, playerId: number, day: string): Promise<number> {
  const rows = await db.query<{ ms: number }>('SELECT online_ms AS ms FROM online_time WHERE player_id = $1 AND day = $2', [playerId, day]);
  return rows[0]?.ms ?? 0;
}
