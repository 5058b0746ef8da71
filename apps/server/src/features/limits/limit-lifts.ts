// Operators and player limits (README.md "Operators"): a stricter limit applies at once; a raise or
// removal is a request with a reason that a second operator approves (requester ≠ approver, also a
// CHECK of limit_lift_requests) and then applies at once. Every step is audited in its transaction.
import type { LimitLift, OperatorLimitKind, PlayerLimits } from '@khel/contracts/admin/limits';
import type { LimitPeriod } from '@khel/contracts/endpoints/payments';
import type { PlayLimitPeriod } from '@khel/contracts/endpoints/limits';
import { ErrorCode } from '@khel/contracts/error-codes';
import { isStricter } from '@khel/contracts/limit-change';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { audit, operatorNames } from '../operators/operators.service.ts';
import { adminPlayer } from '../players/players.service.ts';
import { decideLift, insertLift, lockPlayerLimits, selectLift, selectLifts, type LiftRecord } from './limits.repository.ts';
import { assertValidLimit, listPlayLimits, setPlayLimitAtOnce, type RoundSums } from './limits.service.ts';

/**
 * Deposit limits live with deposits (features/payments), which rank above limits; the back office
 * hands them in so one maker-checker path serves deposit and play limits (docs/architecture/tiers.md).
 */
export interface DepositLimitBook {
  list(db: Queryable, playerId: number, now: Date): Promise<{ period: LimitPeriod; amount: number | null; used: number; pending: { amount: number | null; effectiveAt: string } | null }[]>;
  setAtOnce(tx: Queryable, playerId: number, period: LimitPeriod, amount: number | null, now: Date): Promise<void>;
}

interface Actor {
  operatorId: number;
  ip: string;
}

/** The lifts as operators see them, with the operators' names (one lookup for all). */
async function liftViews(db: Queryable, rows: LiftRecord[]): Promise<LimitLift[]> {
  const names = await operatorNames(db, rows.flatMap((row) => (row.decidedBy === null ? [row.requestedBy] : [row.requestedBy, row.decidedBy])));
  return rows.map((row) => ({
    id: row.id,
    playerId: row.playerId,
    kind: row.kind,
    period: row.period,
    amount: row.amount,
    reason: row.reason,
    state: row.state,
    requestedBy: row.requestedBy,
    requestedByName: names.get(row.requestedBy)!,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedByName: row.decidedBy === null ? null : (names.get(row.decidedBy) ?? null),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  }));
}

async function liftView(db: Queryable, row: LiftRecord): Promise<LimitLift> {
  return (await liftViews(db, [row]))[0]!;
}

export async function playerLimitsForOperators(deposits: DepositLimitBook, rounds: RoundSums, db: Queryable, playerId: number, now: Date): Promise<PlayerLimits> {
  await adminPlayer(db, playerId);
  const deposit = await deposits.list(db, playerId, now);
  const play = await listPlayLimits(db, rounds, playerId, now);
  const lifts = await selectLifts(db, { playerId }, 20);
  return { limits: [...deposit.map((l) => ({ ...l, kind: 'deposit' as const })), ...play], lifts: await liftViews(db, lifts) };
}

function assertValid(kind: OperatorLimitKind, period: PlayLimitPeriod, amount: number | null): void {
  if (kind === 'deposit') {
    if (period === 'session') throw new AppError(ErrorCode.playLimitInvalid);
    return;
  }
  assertValidLimit(kind, period, amount);
}

async function applyAtOnce(deposits: DepositLimitBook, tx: Queryable, playerId: number, kind: OperatorLimitKind, period: PlayLimitPeriod, amount: number | null, now: Date): Promise<void> {
  if (kind === 'deposit') await deposits.setAtOnce(tx, playerId, period as LimitPeriod, amount, now);
  else await setPlayLimitAtOnce(tx, playerId, kind, period, amount, now);
}

export async function operatorSetLimit(
  deposits: DepositLimitBook,
  rounds: RoundSums,
  db: Database,
  clock: Clock,
  by: Actor,
  input: { playerId: number; kind: OperatorLimitKind; period: PlayLimitPeriod; amount: number | null; reason: string },
): Promise<{ applied: boolean; lift: LimitLift | null; limits: PlayerLimits }> {
  const now = clock.now();
  assertValid(input.kind, input.period, input.amount);
  await adminPlayer(db, input.playerId);
  const target = `player:${input.playerId}`;
  let lift: LimitLift | null = null;
  let applied = false;
  await db.transaction(async (tx) => {
    // Read under the player's limits lock, so two operators' changes are decided one after the other.
    await lockPlayerLimits(tx, input.playerId);
    const current = (await playerLimitsForOperators(deposits, rounds, tx, input.playerId, now)).limits.find((l) => l.kind === input.kind && l.period === input.period)?.amount ?? null;
    const detail = { kind: input.kind, period: input.period, from: current, to: input.amount, reason: input.reason };
    applied = isStricter(current, input.amount);
    if (applied) {
      await applyAtOnce(deposits, tx, input.playerId, input.kind, input.period, input.amount, now);
      await audit(tx, { operatorId: by.operatorId, action: 'limits.set', target, detail, ip: by.ip });
      return;
    }
    const id = await insertLift(tx, { ...input, requestedBy: by.operatorId, at: now });
    await audit(tx, { operatorId: by.operatorId, action: 'limits.lift.request', target, detail: { ...detail, request: id }, ip: by.ip });
    lift = await liftView(tx, (await selectLift(tx, id))!);
  });
  return { applied, lift, limits: await playerLimitsForOperators(deposits, rounds, db, input.playerId, now) };
}

async function pendingLift(db: Queryable, id: number): Promise<LiftRecord> {
  const row = await selectLift(db, id);
  if (!row) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/limit-lifts/${id}` });
  if (row.state !== 'pending') throw new AppError(ErrorCode.limitLiftDecided);
  return row;
}

export async function approveLift(deposits: DepositLimitBook, db: Database, clock: Clock, by: Actor, id: number, note: string): Promise<LimitLift> {
  const now = clock.now();
  const first = await pendingLift(db, id);
  if (first.requestedBy === by.operatorId) throw new AppError(ErrorCode.limitLiftSecondOperator);
  return db.transaction(async (tx) => {
    await lockPlayerLimits(tx, first.playerId);
    const row = (await selectLift(tx, id, true))!;
    if (row.state !== 'pending') throw new AppError(ErrorCode.limitLiftDecided);
    await decideLift(tx, id, 'approved', by.operatorId, note, now);
    await applyAtOnce(deposits, tx, row.playerId, row.kind, row.period, row.amount, now);
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'limits.lift.approve',
      target: `player:${row.playerId}`,
      detail: { request: id, kind: row.kind, period: row.period, to: row.amount, reason: row.reason, requestedBy: row.requestedBy, note },
      ip: by.ip,
    });
    return liftView(tx, (await selectLift(tx, id))!);
  });
}

export async function rejectLift(db: Database, clock: Clock, by: Actor, id: number, note: string): Promise<LimitLift> {
  const now = clock.now();
  await pendingLift(db, id);
  return db.transaction(async (tx) => {
    const row = (await selectLift(tx, id, true))!;
    if (row.state !== 'pending') throw new AppError(ErrorCode.limitLiftDecided);
    await decideLift(tx, id, 'rejected', by.operatorId, note, now);
    await audit(tx, { operatorId: by.operatorId, action: 'limits.lift.reject', target: `player:${row.playerId}`, detail: { request: id, note }, ip: by.ip });
    return liftView(tx, (await selectLift(tx, id))!);
  });
}

export async function liftsPage(db: Queryable, state: 'pending' | 'all'): Promise<{ items: LimitLift[] }> {
  return { items: await liftViews(db, await selectLifts(db, { pendingOnly: state === 'pending' }, 200)) };
}
