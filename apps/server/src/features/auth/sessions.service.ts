// Opaque session tokens: 32 random bytes, given to the player once and stored only as SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { PlayerReadCache } from '../../platform/player-read-cache.ts';
import type { AuthSession, Authenticator } from '../../platform/session.ts';
import { playerStatus } from '../players/players.service.ts';
import {
  insertSession,
  revokePlayerSessions,
  revokeSession,
  selectLatestLiveSessionStart,
  selectLiveSession,
  selectPlayerSessions,
  selectPlayersOnDevices,
  selectSessionDevices,
  selectSharedLogins,
  selectSessionStart,
  selectTokenPlayer,
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
 * asking for a new login. Live sessions are kept in memory (the read cache drops a player's the
 * moment a session of theirs or their row changes: logout, password change, freeze); expiry is
 * checked on every request.
 */
export function sessionAuthenticator(db: Database, clock: Clock): Authenticator & { close(): void } {
  const live = new PlayerReadCache<string, LiveSession>(db, {
    playerOf: (session) => session.playerId,
    capacity: 20_000,
    maxAgeMs: 60_000,
  });
  const authenticate = async (token: string) => {
    if (token.length < 20 || token.length > 100) return null;
    const hash = hashToken(token);
    const session = await live.get(hash.toString('base64'), async () => {
      const row = await selectLiveSession(db, hash, clock.now());
      // A live session counts only while its player is active (players.service owns the status).
      if (!row || (await playerStatus(db, row.player_id)) !== 'active') return null;
      return { sessionId: row.id, playerId: row.player_id, expiresAt: row.expires_at.getTime() };
    });
    if (session && session.expiresAt > clock.now().getTime()) return { sessionId: session.sessionId, playerId: session.playerId };
    if (await tokenPlayerBlocked(db, hash)) throw new AppError(ErrorCode.accountBlocked, 'accountBlocked', 401);
    return null;
  };
  return Object.assign(authenticate, { close: () => live.close() });
}

/** Whether the player behind a (possibly revoked) session token is blocked: the refusal then says so. */
async function tokenPlayerBlocked(db: Queryable, tokenHash: Buffer): Promise<boolean> {
  const playerId = await selectTokenPlayer(db, tokenHash);
  return playerId !== null && (await playerStatus(db, playerId)) === 'blocked';
}

interface LiveSession extends AuthSession {
  expiresAt: number;
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

/** The device ids the players signed in from (sessions), per player; set-shaped for scans and links. */
export async function sessionDevicesOf(db: Queryable, playerIds: number[]): Promise<{ playerId: number; deviceId: string }[]> {
  return selectSessionDevices(db, playerIds);
}

/** The players (ascending) who signed in from one of these device ids. */
export async function playersOnDevices(db: Queryable, deviceIds: string[]): Promise<number[]> {
  return selectPlayersOnDevices(db, deviceIds);
}

/** When the player's latest login session live at `at` began (the session-time limit counts from it). */
export async function liveSessionStart(db: Queryable, playerId: number, at: Date): Promise<Date | null> {
  return selectLatestLiveSessionStart(db, playerId, at);
}

/** Device ids or IP addresses that at least `minAccounts` players signed in from since `since` (AML). */
export async function sharedLogins(
  db: Queryable,
  by: 'device_id' | 'ip',
  f: { since: Date; minAccounts: number },
): Promise<{ value: string; playerIds: number[] }[]> {
  return selectSharedLogins(db, by, f);
}
