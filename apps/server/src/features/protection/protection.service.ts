// Player protection (README.md; docs/requirements/protection.md#3-breaks-and-exclusions): time-outs
// and self-exclusions block play (launches, bets, in-house rounds), deposits and bonuses;
// withdrawing the balance stays possible. They bind the person: another account sharing a CNIC,
// phone, device or payment account is refused the same way (docs/compliance/exclusions.md). A
// time-out ends by itself; a self-exclusion holds until the player asks to come back after its
// period and 24 h of cooling-off pass; an operator exclusion until two operators lift it. A freeze
// by an operator (players.status 'blocked') blocks the same things, with 'account blocked' (1013).
import type { ProtectionStatus, RestrictionKind, SelfExclusionPeriod, TimeoutPeriod } from '@khel/contracts/endpoints/protection';
import { ErrorCode } from '@khel/contracts/error-codes';
import { businessMinute } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { serverConfig } from '../config/config.service.ts';
import { forfeitBonuses } from './bonus-forfeit.ts';
import { insertReturnRequest, selectExcludedHolder, selectOwnInForce, selectPendingReturn, type OwnRestrictionRow } from './exclusions.repository.ts';
import type { PersonAccounts } from './person-accounts.ts';
import { identifierOf, linkIdentifiers } from './person-identifiers.ts';
import { insertRestriction, lockPlayerRestrictions, selectBlock, selectRealityCheckMinutes, type RestrictionRow } from './protection.repository.ts';

export type RestrictionState = 'active' | 'awaitingReturn' | 'coolingOff';

export interface Restriction {
  /** 'person': another account of the same person is under a time-out or exclusion. */
  /** 'closed-…': the account is closed (kyc README; by the player or under 18) until an operator reopens it. */
  kind: RestrictionKind | 'frozen' | 'person' | 'closed-by-player' | 'closed-underage';
  /** The period's end; null for a freeze, an indefinite or operator exclusion, a linked person. */
  endsAt: Date | null;
  state: RestrictionState;
  /** coolingOff: when the account reopens. */
  reopensAt: Date | null;
}

export type { PersonAccounts };

/** What the paths that link the person's identifiers need (the accounts come from payments and withdrawals). */
export interface ProtectionDeps {
  db: Database;
  cipher: FieldCipher;
  accounts: PersonAccounts;
}

const HOUR_MS = 3_600_000;
const INDEFINITE_MINIMUM_MONTHS = 6;
const TIMEOUT_MS: Record<TimeoutPeriod, number> = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS };
const SELF_EXCLUSION_MONTHS: Record<Exclude<SelfExclusionPeriod, 'indefinite'>, number> = { '6m': 6, '1y': 12, '2y': 24, '3y': 36, '5y': 60 };

/** Wrong passwords on self-exclusion, per player (the password-change limit's shape). */
const passwordLimit = (playerId: number): Limit => ({ key: `protection:password:${playerId}`, max: 10, windowSeconds: 15 * 60 });

/** Calendar months later (UTC); a day past the month's end rolls over, so never shorter. */
function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** When a self-exclusion's player may ask to come back: its end, or 6 months into an indefinite one. */
function returnFrom(row: { startsAt: Date; endsAt: Date | null }): Date {
  return row.endsAt ?? addMonths(row.startsAt, INDEFINITE_MINIMUM_MONTHS);
}

async function stateOf(db: Queryable, playerId: number, row: OwnRestrictionRow, now: Date): Promise<{ state: RestrictionState; reopensAt: Date | null }> {
  if (row.kind !== 'self_exclusion') return { state: 'active', reopensAt: null };
  const from = returnFrom(row);
  if (from.getTime() > now.getTime()) return { state: 'active', reopensAt: null };
  const pending = await selectPendingReturn(db, playerId, from, now);
  return pending ? { state: 'coolingOff', reopensAt: pending.reopensAt } : { state: 'awaitingReturn', reopensAt: null };
}

/** What blocks play at `now`: a freeze first, else the player's own restriction, else a linked person's; or null. */
export async function activeRestriction(db: Queryable, playerId: number, now: Date): Promise<Restriction | null> {
  const block = await selectBlock(db, playerId, now);
  if (block.frozen) return { kind: 'frozen', endsAt: null, state: 'active', reopensAt: null };
  if (block.closed) return { kind: block.closed === 'underage' ? 'closed-underage' : 'closed-by-player', endsAt: null, state: 'active', reopensAt: null };
  if (block.restriction) {
    const own = await selectOwnInForce(db, playerId, now);
    if (own) return { kind: own.kind, endsAt: own.endsAt, ...(await stateOf(db, playerId, own, now)) };
  }
  return block.person ? { kind: 'person', endsAt: null, state: 'active', reopensAt: null } : null;
}

/** The player-facing refusal ('Your account is in a time-out until …', or account blocked). */
export function restrictionError(restriction: Restriction): AppError {
  const until = (at: Date) => new AppError(ErrorCode.playerSelfExcluded, undefined, 200, { until: businessMinute(at) });
  switch (restriction.kind) {
    case 'frozen':
      return new AppError(ErrorCode.accountBlocked);
    case 'closed-underage':
      return new AppError(ErrorCode.accountClosedUnderage);
    case 'closed-by-player':
      return new AppError(ErrorCode.accountClosed);
    case 'person':
      return new AppError(ErrorCode.personExcluded, undefined, 200);
    case 'operator_exclusion':
      return new AppError(ErrorCode.playerOperatorExcluded, undefined, 200);
    case 'timeout':
      return new AppError(ErrorCode.playerTimedOut, undefined, 200, { until: businessMinute(restriction.endsAt!) });
    case 'self_exclusion':
      if (restriction.state === 'coolingOff') return new AppError(ErrorCode.exclusionCoolingOff, undefined, 200, { until: businessMinute(restriction.reopensAt!) });
      if (restriction.state === 'awaitingReturn') return new AppError(ErrorCode.exclusionAwaitingReturn, undefined, 200);
      return restriction.endsAt ? until(restriction.endsAt) : new AppError(ErrorCode.playerExcludedIndefinitely, undefined, 200);
  }
}

/** Launches and in-house rounds: refused while a restriction or a freeze is in force. */
export async function assertMayPlay(db: Queryable, playerId: number, now: Date): Promise<void> {
  const restriction = await activeRestriction(db, playerId, now);
  if (restriction) throw restrictionError(restriction);
}

/**
 * New deposit orders: refused while a restriction or a freeze is in force, and when anything linked
 * to this account (refreshed now, with the payer's account) belongs to a person under a time-out
 * or exclusion on another account.
 */
export async function assertMayDeposit(deps: ProtectionDeps, playerId: number, now: Date, payerAccount: string): Promise<void> {
  await assertMayPlay(deps.db, playerId, now);
  const identifiers = await linkIdentifiers(deps.db, deps.cipher, deps.accounts, playerId, now);
  const payer = identifierOf(deps.cipher, 'account', payerAccount);
  const digests = [...identifiers.map((id) => id.digest), ...(payer ? [payer.digest] : [])];
  if (await selectExcludedHolder(deps.db, digests, playerId, now)) throw new AppError(ErrorCode.personExcluded, undefined, 200);
}

/** Bonuses (e.g. the deposit bonus and its betting task) are withheld while a restriction is in force. */
export async function mayReceiveBonus(db: Queryable, playerId: number, now: Date): Promise<boolean> {
  return (await activeRestriction(db, playerId, now)) === null;
}

/** The player's own time-out or exclusion (not a freeze, not a linked person's), as the app shows it. */
export async function protectionStatus(db: Queryable, playerId: number, now: Date): Promise<ProtectionStatus> {
  const own = await selectOwnInForce(db, playerId, now);
  if (!own) return { restriction: null };
  const { state, reopensAt } = await stateOf(db, playerId, own, now);
  return {
    restriction: {
      kind: own.kind,
      period: own.period as TimeoutPeriod | SelfExclusionPeriod,
      startsAt: own.startsAt.toISOString(),
      endsAt: own.endsAt?.toISOString() ?? null,
      state,
      reopensAt: reopensAt?.toISOString() ?? null,
      returnFrom: own.kind === 'self_exclusion' ? returnFrom(own).toISOString() : null,
    },
  };
}


/**
 * Appends a restriction; refused when the one in force already ends at or after the new end (no
 * end counts as latest). In the same transaction the person's identifiers are recorded and the
 * unfinished bonuses are forfeited (bonus-forfeit.ts).
 */
async function begin(deps: ProtectionDeps, playerId: number, row: RestrictionRow): Promise<ProtectionStatus> {
  await deps.db.transaction(async (tx) => {
    await lockPlayerRestrictions(tx, playerId);
    const current = await selectOwnInForce(tx, playerId, row.startsAt);
    // No end counts as the latest end.
    const endsNoEarlier = (a: Date | null, b: Date | null) => a === null || (b !== null && a.getTime() >= b.getTime());
    if (current && current.kind !== 'operator_exclusion' && endsNoEarlier(current.endsAt, row.endsAt)) {
      if (current.endsAt === null) throw new AppError(ErrorCode.playerExcludedIndefinitely, undefined, 200);
      throw new AppError(ErrorCode.protectionCannotShorten, undefined, 200, { until: businessMinute(current.endsAt) });
    }
    await insertRestriction(tx, playerId, row);
    await linkIdentifiers(tx, deps.cipher, deps.accounts, playerId, row.startsAt);
    await forfeitBonuses(tx, playerId);
  });
  return protectionStatus(deps.db, playerId, row.startsAt);
}

export async function startTimeOut(deps: ProtectionDeps, playerId: number, period: TimeoutPeriod, now: Date): Promise<ProtectionStatus> {
  return begin(deps, playerId, { kind: 'timeout', period, startsAt: now, endsAt: new Date(now.getTime() + TIMEOUT_MS[period]) });
}

// The checks at sign-up and login (auth calls them through this service).
export { admitLogin, admitNewPlayer, exclusionDoor } from './exclusion-checks.service.ts';

/**
 * Self-exclusion asks for the password again (a wrong one counts towards a per-player limit);
 * `verifyPassword` is auth's check, handed in by the route so this service does not import auth
 * (auth imports it).
 */
export async function selfExclude(
  deps: ProtectionDeps & { limiter: RateLimiter; verifyPassword: (playerId: number, password: string) => Promise<boolean> },
  playerId: number,
  request: { period: SelfExclusionPeriod; password: string },
  now: Date,
): Promise<ProtectionStatus> {
  const limit = passwordLimit(playerId);
  await deps.limiter.check(limit);
  if (!(await deps.verifyPassword(playerId, request.password))) {
    await deps.limiter.record(limit);
    throw new AppError(ErrorCode.currentPasswordWrong);
  }
  const endsAt = request.period === 'indefinite' ? null : addMonths(now, SELF_EXCLUSION_MONTHS[request.period]);
  return begin(deps, playerId, { kind: 'self_exclusion', period: request.period, startsAt: now, endsAt });
}

/**
 * "Let me come back": only after a self-exclusion's period (an indefinite one after 6 months);
 * the account reopens 24 h later (cooling-off). Asking again while cooling off changes nothing.
 * A time-out ends by itself; an operator's exclusion only by two operators.
 */
export async function requestReturn(db: Database, playerId: number, now: Date): Promise<ProtectionStatus> {
  await db.transaction(async (tx) => {
    await lockPlayerRestrictions(tx, playerId);
    const own = await selectOwnInForce(tx, playerId, now);
    if (!own) return;
    if (own.kind === 'operator_exclusion') throw new AppError(ErrorCode.exclusionReturnOperatorOnly, undefined, 200);
    const from = own.kind === 'timeout' ? own.endsAt! : returnFrom(own);
    if (own.kind === 'timeout' || from.getTime() > now.getTime()) {
      throw new AppError(ErrorCode.exclusionReturnNotYet, undefined, 200, { until: businessMinute(from) });
    }
    if (await selectPendingReturn(tx, playerId, from, now)) return;
    await insertReturnRequest(tx, playerId, now);
  });
  return protectionStatus(db, playerId, now);
}

/** The reality-check interval in force: the player's choice while the operator still offers it, else the default. */
export async function realityCheckMinutesOf(db: Queryable, playerId: number): Promise<number> {
  const conf = (await serverConfig(db, 'ProtectionConf')).realityCheck;
  const chosen = await selectRealityCheckMinutes(db, playerId);
  return chosen !== null && conf.choices.includes(chosen) ? chosen : conf.defaultMinutes;
}
