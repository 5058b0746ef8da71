import type { Queryable } from '../../platform/db.ts';

export async function insertCredentials(db: Queryable, playerId: number, passwordHash: string): Promise<void> {
  await db.query('INSERT INTO player_credentials (player_id, password_hash) VALUES ($1, $2)', [playerId, passwordHash]);
}

export async function selectPasswordHash(db: Queryable, playerId: number): Promise<string | null> {
  const rows = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM player_credentials WHERE player_id = $1',
    [playerId],
  );
  return rows[0]?.password_hash ?? null;
}

export async function updatePasswordHash(db: Queryable, playerId: number, passwordHash: string, at: Date): Promise<void> {
  await db.query('UPDATE player_credentials SET password_hash = $2, updated_at = $3 WHERE player_id = $1', [
    playerId,
    passwordHash,
    at,
  ]);
}

export interface NewSessionRow {
  playerId: number;
  tokenHash: Buffer;
  createdAt: Date;
  expiresAt: Date;
  deviceId: string;
  deviceType: string;
  deviceDetail: Record<string, string | undefined>;
  ip: string;
}

export async function insertSession(db: Queryable, row: NewSessionRow): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO sessions (player_id, token_hash, created_at, expires_at, device_id, device_type, device_detail, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [row.playerId, row.tokenHash, row.createdAt, row.expiresAt, row.deviceId, row.deviceType, row.deviceDetail, row.ip],
  );
  return rows[0]!.id;
}

export async function selectLiveSession(
  db: Queryable,
  tokenHash: Buffer,
  now: Date,
): Promise<{ id: number; player_id: number; expires_at: Date } | null> {
  const rows = await db.query<{ id: number; player_id: number; expires_at: Date }>(
    `SELECT s.id, s.player_id, s.expires_at FROM sessions s
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: Queryable, sessionId: number, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at]);
}

/** Revokes every live session of the player except `keepSessionId` (none kept when null). */
export async function revokePlayerSessions(
  db: Queryable,
  playerId: number,
  at: Date,
  keepSessionId: number | null,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $2
     WHERE player_id = $1 AND revoked_at IS NULL AND ($3::bigint IS NULL OR id <> $3::bigint)`,
    [playerId, at, keepSessionId],
  );
}

export interface CodeRow {
  id: number;
  code_hash: Buffer;
  expires_at: Date;
  consumed: boolean;
  failed_attempts: number;
  player_id: number | null;
}

export async function insertCode(
  db: Queryable,
  row: { phone: string; purpose: string; codeHash: Buffer; playerId: number | null; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO verification_codes (phone, purpose, code_hash, player_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.phone, row.purpose, row.codeHash, row.playerId, row.createdAt, row.expiresAt],
  );
}

/**
 * The newest unexpired code for the phone and purpose, used or not: a newer code replaces the
 * older ones for good, so an earlier code never comes back into use once the newest is used.
 */
export async function selectNewestCode(db: Queryable, phone: string, purpose: string, now: Date): Promise<CodeRow | null> {
  const rows = await db.query<CodeRow>(
    `SELECT id, code_hash, expires_at, consumed_at IS NOT NULL AS consumed, failed_attempts, player_id
     FROM verification_codes
     WHERE phone = $1 AND purpose = $2 AND expires_at > $3
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone, purpose, now],
  );
  return rows[0] ?? null;
}

export async function countCodeFailure(db: Queryable, codeId: number): Promise<void> {
  await db.query('UPDATE verification_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1', [codeId]);
}

/** Marks the code used; false when a concurrent request used it first (single use). */
export async function consumeCode(db: Queryable, codeId: number, at: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [codeId, at],
  );
  return rows.length === 1;
}

export async function selectSessionStart(db: Queryable, sessionId: number): Promise<Date | null> {
  return (await db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1', [sessionId]))[0]?.created_at ?? null;
}

export interface SessionListRow {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  deviceId: string;
  deviceType: string;
  deviceDetail: Record<string, string | undefined>;
  ip: string;
}

/** A player's sessions, newest first (operators' player view). */
export async function selectPlayerSessions(db: Queryable, playerId: number, limit: number): Promise<SessionListRow[]> {
  return db.query<SessionListRow>(
    `SELECT id, created_at AS "createdAt", expires_at AS "expiresAt", revoked_at AS "revokedAt", device_id AS "deviceId",
            device_type AS "deviceType", device_detail AS "deviceDetail", ip
       FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT $2`,
    [playerId, limit],
  );
}

/** The player behind a session token, live or not (null: no such token). */
export async function selectTokenPlayer(db: Queryable, tokenHash: Buffer): Promise<number | null> {
  const rows = await db.query<{ player_id: number }>('SELECT player_id FROM sessions WHERE token_hash = $1', [tokenHash]);
  return rows[0]?.player_id ?? null;
}

/** The device ids (not empty) the players' sessions came from, with the player (each pair once). */
export async function selectSessionDevices(db: Queryable, playerIds: number[]): Promise<{ playerId: number; deviceId: string }[]> {
  if (playerIds.length === 0) return [];
  return db.query<{ playerId: number; deviceId: string }>(
    `SELECT DISTINCT player_id AS "playerId", device_id AS "deviceId" FROM sessions WHERE player_id = ANY($1::bigint[]) AND device_id <> ''`,
    [playerIds],
  );
}

/** The players (each once, ascending) with a session from one of these device ids. */
export async function selectPlayersOnDevices(db: Queryable, deviceIds: string[]): Promise<number[]> {
  const ids = deviceIds.filter((id) => id !== '');
  if (ids.length === 0) return [];
  const rows = await db.query<{ playerId: number }>(
    `SELECT DISTINCT player_id AS "playerId" FROM sessions WHERE device_id = ANY($1::text[]) ORDER BY 1`,
    [ids],
  );
  return rows.map((row) => Number(row.playerId));
}

/** Start of the player's latest session live at `at` (not revoked, not expired, begun by then). */
export async function selectLatestLiveSessionStart(db: Queryable, playerId: number, at: Date): Promise<Date | null> {
  const rows = await db.query<{ start: Date | null }>(
    `SELECT max(created_at) AS start FROM sessions WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND created_at <= $2`,
    [playerId, at],
  );
  return rows[0]?.start ?? null;
}

/** Device ids or IP addresses used by at least `minAccounts` players in sessions begun since `since`. */
export async function selectSharedLogins(
  db: Queryable,
  by: 'device_id' | 'ip',
  f: { since: Date; minAccounts: number },
): Promise<{ value: string; playerIds: number[] }[]> {
  // A loopback address names this machine (a local proxy that forwarded no client address, a
  // health check, the test harness), never a player's network: it is no evidence of one person.
  const notLoopback = by === 'ip' ? `AND ip NOT LIKE '127.%' AND ip NOT LIKE '::ffff:127.%' AND ip <> '::1'` : '';
  return db.query(
    `SELECT ${by} AS value, to_json(array_agg(DISTINCT player_id ORDER BY player_id)) AS "playerIds" FROM sessions
      WHERE ${by} <> '' ${notLoopback} AND created_at >= $1 GROUP BY ${by} HAVING count(DISTINCT player_id) >= $2 ORDER BY ${by}`,
    [f.since, f.minAccounts],
  );
}
