// Operators' exclusion tools (docs/compliance/exclusions.md#operators-console-exclusions): the list
// of excluded players, an operator-imposed exclusion (reason, audited), lifts asked by one operator
// and decided by another (the database holds the second pair of eyes too), and players' requests to
// come back.
import type { ExcludedPlayer, ExclusionLift } from '@khel/contracts/admin/protection';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, operatorNames } from '../operators/operators.service.ts';
import { getPlayer, playerLabels } from '../players/players.service.ts';
import { forfeitBonuses } from './bonus-forfeit.ts';
import {
  decideLift,
  insertLift,
  insertOperatorExclusion,
  selectExcluded,
  selectLift,
  selectOwnInForce,
  selectPendingLifts,
  selectRestrictionById,
  selectReturnRequests,
  type ExcludedRow,
  type LiftRow,
} from './exclusions.repository.ts';
import { linkIdentifiers } from './person-identifiers.ts';
import { protectionStatus, type ProtectionDeps } from './protection.service.ts';
import { lockPlayerRestrictions } from './protection.repository.ts';

const LIST_LIMIT = 200;
const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

interface Actor {
  operatorId: number;
  ip: string;
}

/** The lifts as operators see them, with the operators' names (one lookup for all). */
async function liftViews(db: Queryable, rows: LiftRow[]): Promise<ExclusionLift[]> {
  const names = await operatorNames(db, rows.flatMap((row) => (row.decidedById === null ? [row.requestedById] : [row.requestedById, row.decidedById])));
  return rows.map((row) => ({
    id: row.id,
    restrictionId: row.restrictionId,
    playerId: row.playerId,
    reason: row.reason,
    requestedBy: names.get(row.requestedById)!,
    requestedAt: iso(row.requestedAt)!,
    state: row.state,
    decidedBy: row.decidedById === null ? null : (names.get(row.decidedById) ?? null),
    decidedAt: iso(row.decidedAt),
  }));
}

async function liftView(db: Queryable, row: LiftRow): Promise<ExclusionLift> {
  return (await liftViews(db, [row]))[0]!;
}

async function excludedView(db: Queryable, rows: ExcludedRow[], now: Date): Promise<ExcludedPlayer[]> {
  const lifts = new Map((await liftViews(db, await selectPendingLifts(db, rows.map((r) => r.id)))).map((l) => [l.restrictionId, l]));
  const players = await playerLabels(db, rows.map((row) => row.playerId));
  const imposers = await operatorNames(db, rows.flatMap((row) => (row.imposedById === null ? [] : [row.imposedById])));
  return Promise.all(
    rows.map(async (row) => {
      const status = (await protectionStatus(db, row.playerId, now)).restriction;
      return {
        restrictionId: row.id,
        playerId: row.playerId,
        showId: players.get(row.playerId)!.showId,
        account: players.get(row.playerId)!.account,
        kind: row.kind,
        period: row.period,
        startsAt: iso(row.startsAt)!,
        endsAt: iso(row.endsAt),
        state: status?.state ?? 'active',
        reopensAt: status?.reopensAt ?? null,
        reason: row.reason,
        imposedBy: row.imposedById === null ? null : (imposers.get(row.imposedById) ?? null),
        pendingLift: lifts.get(row.id) ?? null,
      };
    }),
  );
}

export async function listExcluded(db: Queryable, now: Date, playerId: number | null): Promise<ExcludedPlayer[]> {
  return excludedView(db, await selectExcluded(db, now, LIST_LIMIT, playerId), now);
}

/** An operator's exclusion: indefinite, until two operators lift it; bonuses forfeited like a self-exclusion. */
export async function imposeExclusion(deps: ProtectionDeps, actor: Actor, playerId: number, reason: string, now: Date): Promise<ExcludedPlayer> {
  await getPlayer(deps.db, playerId);
  await deps.db.transaction(async (tx) => {
    await lockPlayerRestrictions(tx, playerId);
    const current = await selectOwnInForce(tx, playerId, now);
    if (current?.kind === 'operator_exclusion') throw new AppError(ErrorCode.playerAlreadyExcluded, undefined, 422);
    const id = await insertOperatorExclusion(tx, playerId, actor.operatorId, reason, now);
    await linkIdentifiers(tx, deps.cipher, deps.accounts, playerId, now);
    const forfeited = await forfeitBonuses(tx, playerId);
    await audit(tx, { operatorId: actor.operatorId, action: 'exclusion.impose', target: `player:${playerId}`, detail: { restrictionId: id, reason, forfeited }, ip: actor.ip });
  });
  const [row] = await listExcluded(deps.db, now, playerId);
  return row!;
}

export async function requestLift(db: Database, actor: Actor, restrictionId: number, reason: string, now: Date): Promise<ExclusionLift> {
  const restriction = await selectRestrictionById(db, restrictionId);
  const inForce = restriction ? await selectOwnInForce(db, restriction.playerId, now) : null;
  if (!restriction || inForce?.id !== restrictionId) throw new AppError(ErrorCode.exclusionNotFound, undefined, 422);
  return db.transaction(async (tx) => {
    const id = await insertLift(tx, restrictionId, restriction.playerId, actor.operatorId, reason, now);
    if (id === 0) throw new AppError(ErrorCode.exclusionLiftPending, undefined, 422);
    await audit(tx, { operatorId: actor.operatorId, action: 'exclusion.lift.request', target: `player:${restriction.playerId}`, detail: { restrictionId, liftId: id, reason }, ip: actor.ip });
    return liftView(tx, (await selectLift(tx, id))!);
  });
}

export async function decide(db: Database, actor: Actor, liftId: number, approve: boolean, now: Date): Promise<ExclusionLift> {
  return db.transaction(async (tx) => {
    const lift = await selectLift(tx, liftId, true);
    if (!lift) throw new AppError(ErrorCode.notFound, undefined, 404);
    if (lift.state !== 'pending') throw new AppError(ErrorCode.exclusionLiftDecided, undefined, 422);
    if (lift.requestedById === actor.operatorId) throw new AppError(ErrorCode.exclusionLiftOwnRequest, undefined, 422);
    await decideLift(tx, liftId, approve, actor.operatorId, now);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: approve ? 'exclusion.lift.approve' : 'exclusion.lift.reject',
      target: `player:${lift.playerId}`,
      detail: { restrictionId: lift.restrictionId, liftId, reason: lift.reason },
      ip: actor.ip,
    });
    return liftView(tx, (await selectLift(tx, liftId))!);
  });
}

export async function returnRequests(db: Queryable) {
  const rows = await selectReturnRequests(db, LIST_LIMIT);
  const players = await playerLabels(db, rows.map((row) => row.playerId));
  return rows.map((row) => ({
    id: row.id,
    playerId: row.playerId,
    showId: players.get(row.playerId)!.showId,
    account: players.get(row.playerId)!.account,
    requestedAt: iso(row.requestedAt)!,
    reopensAt: iso(row.reopensAt)!,
  }));
}
