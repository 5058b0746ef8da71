// Reality checks (README.md): every N minutes of a login session the app shows the session's
// length and net result. N is the player's choice among ProtectionConf.realityCheck.choices, else
// the operator's default. The result counts the rounds that began during this session and have
// settled (wins − stakes), from the game wallet's records: the game wallet ranks above protection, so
// its totals come in as `PlayInSession`, wired in app.ts (docs/architecture/tiers.md).
import type { RealityCheck } from '@khel/contracts/endpoints/protection';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthSession } from '../../platform/session.ts';
import { sessionStartedAt } from '../auth/auth.service.ts';
import { serverConfig } from '../config/config.service.ts';
import { upsertRealityCheckMinutes } from './protection.repository.ts';
import { realityCheckMinutesOf } from './protection.service.ts';

const MINUTE_MS = 60_000;

/** A player's settled play of rounds that began in [from, to); undefined when they did not play. */
export type PlayInSession = (db: Queryable, playerId: number, range: { from: Date; to: Date }) => Promise<{ rounds: number; bet: number; win: number } | undefined>;

export async function realityCheck(db: Queryable, playInSession: PlayInSession, session: AuthSession, now: Date): Promise<RealityCheck> {
  const conf = (await serverConfig(db, 'ProtectionConf')).realityCheck;
  const intervalMinutes = await realityCheckMinutesOf(db, session.playerId);
  const started = (await sessionStartedAt(db, session.sessionId)) ?? now;
  const play = await playInSession(db, session.playerId, { from: started, to: new Date(now.getTime() + 1) });
  const staked = play?.bet ?? 0;
  const won = play?.win ?? 0;
  return {
    intervalMinutes,
    defaultMinutes: conf.defaultMinutes,
    choices: conf.choices,
    sessionStartedAt: started.toISOString(),
    elapsedMinutes: Math.max(0, Math.floor((now.getTime() - started.getTime()) / MINUTE_MS)),
    rounds: play?.rounds ?? 0,
    staked,
    won,
    net: won - staked,
  };
}

export async function setRealityCheck(
  db: Queryable,
  playInSession: PlayInSession,
  session: AuthSession,
  minutes: number,
  now: Date,
): Promise<RealityCheck> {
  const conf = (await serverConfig(db, 'ProtectionConf')).realityCheck;
  if (!conf.choices.includes(minutes)) throw new AppError(ErrorCode.realityCheckInterval);
  await upsertRealityCheckMinutes(db, session.playerId, minutes, now);
  return realityCheck(db, playInSession, session, now);
}
