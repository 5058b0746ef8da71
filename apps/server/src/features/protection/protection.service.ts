// Player protection (README.md; DESIGN "Player protection"): time-outs and self-exclusions block
// play (launches, bets, in-house rounds), deposits and bonuses until they end; withdrawing the
// balance stays possible. A restriction is never lifted early: a new one must end later. A freeze
// by an operator (players.status 'blocked') blocks the same things, with 'account blocked' (1013).
import type {
  ProtectionStatus,
  RestrictionKind,
  SelfExclusionPeriod,
  TimeoutPeriod,
} from '@khel/contracts/endpoints/protection';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { verifyPlayerPassword } from '../auth/auth.service.ts';
import { serverConfig } from '../config/config.service.ts';
import {
  insertRestriction,
  lockPlayerRestrictions,
  selectActive,
  selectBlock,
  selectRealityCheckMinutes,
  type RestrictionRow,
} from './protection.repository.ts';

export interface Restriction {
  /** 'closed': the account is closed (kyc README; by the player or under 18) until an operator reopens it. */
  kind: RestrictionKind | 'frozen' | 'closed-by-player' | 'closed-underage';
  /** null for a freeze or a closure: it lasts until an operator lifts it. */
  endsAt: Date | null;
}

const HOUR_MS = 3_600_000;
const TIMEOUT_MS: Record<TimeoutPeriod, number> = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS };
const SELF_EXCLUSION_MONTHS: Record<SelfExclusionPeriod, number> = { '6m': 6, '1y': 12, '2y': 24, '3y': 36, '5y': 60 };

/** Wrong passwords on self-exclusion, per player (the password-change limit's shape). */
const passwordLimit = (playerId: number): Limit => ({ key: `protection:password:${playerId}`, max: 10, windowSeconds: 15 * 60 });

/** Calendar months later (UTC); a day past the month's end rolls over, so never shorter. */
function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** The instant in Asia/Karachi (UTC+5, no daylight saving), as the messages show it. */
export function karachiMinute(at: Date): string {
  return `${new Date(at.getTime() + 5 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ')} PKT`;
}

/** What blocks play at `now`: a freeze first, else the time-out or self-exclusion ending last; or null. */
export async function activeRestriction(db: Queryable, playerId: number, now: Date): Promise<Restriction | null> {
  const block = await selectBlock(db, playerId, now);
  if (block.frozen) return { kind: 'frozen', endsAt: null };
  if (block.closed) return { kind: block.closed === 'underage' ? 'closed-underage' : 'closed-by-player', endsAt: null };
  return block.restriction ? { kind: block.restriction.kind, endsAt: block.restriction.endsAt } : null;
}

/** The player-facing refusal ('Your account is in a time-out until …', or account blocked). */
export function restrictionError(restriction: Restriction): AppError {
  if (restriction.kind === 'closed-underage') return new AppError(ErrorCode.accountClosedUnderage);
  if (restriction.kind === 'closed-by-player') return new AppError(ErrorCode.accountClosed);
  if (restriction.kind === 'frozen' || restriction.endsAt === null) return new AppError(ErrorCode.accountBlocked);
  const code = restriction.kind === 'timeout' ? ErrorCode.playerTimedOut : ErrorCode.playerSelfExcluded;
  return new AppError(code, undefined, 200, { until: karachiMinute(restriction.endsAt) });
}

/** Launches and in-house rounds: refused while a restriction or a freeze is in force. */
export async function assertMayPlay(db: Queryable, playerId: number, now: Date): Promise<void> {
  const restriction = await activeRestriction(db, playerId, now);
  if (restriction) throw restrictionError(restriction);
}

/** New deposit orders: refused while a restriction or a freeze is in force. */
export async function assertMayDeposit(db: Queryable, playerId: number, now: Date): Promise<void> {
  await assertMayPlay(db, playerId, now);
}

/** Bonuses (e.g. the deposit bonus and its betting task) are withheld while a restriction is in force. */
export async function mayReceiveBonus(db: Queryable, playerId: number, now: Date): Promise<boolean> {
  return (await activeRestriction(db, playerId, now)) === null;
}

function view(row: RestrictionRow | null): ProtectionStatus {
  if (!row) return { restriction: null };
  return { restriction: { kind: row.kind, period: row.period, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() } };
}

export async function protectionStatus(db: Queryable, playerId: number, now: Date): Promise<ProtectionStatus> {
  return view(await selectActive(db, playerId, now));
}

/** Appends a restriction; refused when the one in force already ends at or after the new end. */
async function begin(db: Database, playerId: number, row: RestrictionRow): Promise<ProtectionStatus> {
  return db.transaction(async (tx) => {
    await lockPlayerRestrictions(tx, playerId);
    const current = await selectActive(tx, playerId, row.startsAt);
    if (current && current.endsAt.getTime() >= row.endsAt.getTime()) {
      throw new AppError(ErrorCode.protectionCannotShorten, undefined, 200, { until: karachiMinute(current.endsAt) });
    }
    await insertRestriction(tx, playerId, row);
    return view(row);
  });
}

export async function startTimeOut(db: Database, playerId: number, period: TimeoutPeriod, now: Date): Promise<ProtectionStatus> {
  return begin(db, playerId, { kind: 'timeout', period, startsAt: now, endsAt: new Date(now.getTime() + TIMEOUT_MS[period]) });
}

/** Self-exclusion asks for the password again (a wrong one counts towards a per-player limit). */
export async function selfExclude(
  deps: { db: Database; limiter: RateLimiter },
  playerId: number,
  request: { period: SelfExclusionPeriod; password: string },
  now: Date,
): Promise<ProtectionStatus> {
  const limit = passwordLimit(playerId);
  await deps.limiter.check(limit);
  if (!(await verifyPlayerPassword(deps.db, playerId, request.password))) {
    await deps.limiter.record(limit);
    throw new AppError(ErrorCode.currentPasswordWrong);
  }
  const endsAt = addMonths(now, SELF_EXCLUSION_MONTHS[request.period]);
  return begin(deps.db, playerId, { kind: 'self_exclusion', period: request.period, startsAt: now, endsAt });
}

/** The reality-check interval in force: the player's choice while the operator still offers it, else the default. */
export async function realityCheckMinutesOf(db: Queryable, playerId: number): Promise<number> {
  const conf = (await serverConfig(db, 'ProtectionConf')).realityCheck;
  const chosen = await selectRealityCheckMinutes(db, playerId);
  return chosen !== null && conf.choices.includes(chosen) ? chosen : conf.defaultMinutes;
}
