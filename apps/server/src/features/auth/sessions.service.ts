// Opaque session tokens: 32 random bytes, given to the player once and stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import type { Authenticator } from '../../platform/session.ts';
import { insertSession, revokePlayerSessions, revokeSession, selectLiveSession } from './auth.repository.ts';

export interface DeviceInfo {
  deviceId: string;
  deviceType: string;
  deviceDetail: Record<string, string | undefined>;
  ip: string;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export async function startSession(
  db: Queryable,
  clock: Clock,
  ttlMs: number,
  playerId: number,
  device: DeviceInfo,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await insertSession(db, {
    playerId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    ...device,
  });
  return token;
}

export function sessionAuthenticator(db: Queryable, clock: Clock): Authenticator {
  return async (token) => {
    if (token.length < 20 || token.length > 100) return null;
    const row = await selectLiveSession(db, hashToken(token), clock.now());
    return row ? { sessionId: row.id, playerId: row.player_id } : null;
  };
}

export async function endSession(db: Queryable, clock: Clock, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId, clock.now());
}

export async function endOtherSessions(db: Queryable, clock: Clock, playerId: number, keepSessionId: number | null) {
  await revokePlayerSessions(db, playerId, clock.now(), keepSessionId);
}
