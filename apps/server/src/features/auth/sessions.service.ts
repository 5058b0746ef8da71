// Opaque session tokens: 32 random bytes, given to the player once and stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Authenticator } from '../../platform/session.ts';
import {
  insertSession,
  revokePlayerSessions,
  revokeSession,
  selectLiveSession,
  selectPlayerSessions,
  selectSessionStart,
  selectTokenPlayerBlocked,
  type SessionListRow,
} from './auth.repository.ts';

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

/**
 * Resolves a session token. A frozen player's sessions were ended (and would fail the status check
 * anyway); their app gets 401 with 'account blocked' (1013), so it can say why rather than only
 * asking for a new login.
 */
export function sessionAuthenticator(db: Queryable, clock: Clock): Authenticator {
  return async (token) => {
    if (token.length < 20 || token.length > 100) return null;
    const hash = hashToken(token);
    const row = await selectLiveSession(db, hash, clock.now());
    if (row) return { sessionId: row.id, playerId: row.player_id };
    if (await selectTokenPlayerBlocked(db, hash)) throw new AppError(ErrorCode.accountBlocked, 'accountBlocked', 401);
    return null;
  };
}

export async function endSession(db: Queryable, clock: Clock, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId, clock.now());
}

export async function endOtherSessions(db: Queryable, clock: Clock, playerId: number, keepSessionId: number | null) {
  await revokePlayerSessions(db, playerId, clock.now(), keepSessionId);
}

/** When this login session began (the reality check counts from it). */
export async function sessionStartedAt(db: Queryable, sessionId: number): Promise<Date | null> {
  return selectSessionStart(db, sessionId);
}

/** A player's latest sessions with their devices, for operators. */
export async function playerSessions(db: Queryable, playerId: number, limit = 20): Promise<SessionListRow[]> {
  return selectPlayerSessions(db, playerId, limit);
}
