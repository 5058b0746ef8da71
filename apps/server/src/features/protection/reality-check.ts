// Reality checks (README.md): every N minutes of a login session the app shows the session's
// length and net result. N is the player's choice among ProtectionConf.realityCheck.choices, else
// the operator's default. The result counts the rounds that began during this session and have
// settled (wins − stakes), from the game wallet's records.
import type { RealityCheck } from '@khel/contracts/endpoints/protection';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthSession } from '../../platform/session.ts';
import { sessionStartedAt } from '../auth/auth.service.ts';
import { serverConfig } from '../config/config.service.ts';
import { playTotals } from '../game-wallet/game-wallet.service.ts';
import { upsertRealityCheckMinutes } from './protection.repository.ts';
import { realityCheckMinutesOf } from './protection.service.ts';

const MINUTE_MS = 60_000;

export async function realityCheck(db: Queryable, session: AuthSession, now: Date): Promise<RealityCheck> {
  const conf = (await serverConfig(db, 'ProtectionConf')).realityCheck;
  const intervalMinutes = await realityCheckMinutesOf(db, session.playerId);
  const started = (await sessionStartedAt(db, session.sessionId)) ?? now;
  const play = (await playTotals(db, [session.playerId], { from: started, to: new Date(now.getTime() + 1) })).get(session.playerId);
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

export async function setRealityCheck(db: Queryable, session: AuthSession, minutes: number, now: Date): Promise<RealityCheck> {
  const conf = (await serverConfig(db, 'ProtectionConf')).realityCheck;
  if (!conf.choices.includes(minutes)) throw new AppError(ErrorCode.realityCheckInterval);
  await upsertRealityCheckMinutes(db, session.playerId, minutes, now);
  return realityCheck(db, session, now);
}
