// The limits feature's SQL (play_limits, limit_lift_requests; migration 0063); rows never leave it.
import type { PlayLimitKind, PlayLimitPeriod } from '@khel/contracts/endpoints/limits';
import type { Queryable } from '../../platform/db.ts';

export interface PlayLimitRow {
  kind: PlayLimitKind;
  period: PlayLimitPeriod;
  amount: number;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

export async function selectPlayLimits(db: Queryable, playerId: number): Promise<PlayLimitRow[]> {
  return db.query<PlayLimitRow>(
    `SELECT kind, period, amount, pending_amount AS "pendingAmount", pending_at AS "pendingAt" FROM play_limits WHERE player_id = $1`,
    [playerId],
  );
}

/** Serialises changes of one player's limits (the read-decide-write of the 24 h rule). */
export async function lockPlayerLimits(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7250063, $1::integer)', [playerId % 2_000_000_000]);
}

/** Writes a limit; no amount in force and none pending deletes the row (no row = no check on stakes). */
export async function savePlayLimit(
  db: Queryable,
  playerId: number,
  row: { kind: PlayLimitKind; period: PlayLimitPeriod; amount: number | null; pendingAmount: number | null; pendingAt: Date | null },
  at: Date,
): Promise<void> {
  if (row.amount === null) {
    await db.query(`DELETE FROM play_limits WHERE player_id = $1 AND kind = $2 AND period = $3`, [playerId, row.kind, row.period]);
    return;
  }
  await db.query(
    `INSERT INTO play_limits (player_id, kind, period, amount, pending_amount, pending_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (player_id, kind, period) DO UPDATE SET amount = $4, pending_amount = $5, pending_at = $6, updated_at = $7`,
    [playerId, row.kind, row.period, row.amount, row.pendingAmount, row.pendingAt, at],
  );
}

/** Why a stake of `bet` at `at` is refused ('session', 'loss:<period>', 'wager:<period>'), or null (SQL 0063). */
export async function selectStakeRefusal(db: Queryable, playerId: number, bet: number, at: Date): Promise<string | null> {
  const rows = await db.query<{ refusal: string | null }>(`SELECT play_limit_refusal($1, $2, $3) AS refusal`, [playerId, bet, at]);
  return rows[0]?.refusal ?? null;
}

/** Where the daily, weekly and monthly periods holding `at` begin (Asia/Karachi; what loss and wager limits count from, SQL 0063). */
export async function selectPeriodStarts(db: Queryable, at: Date): Promise<Record<'daily' | 'weekly' | 'monthly', Date>> {
  const rows = await db.query<{ daily: Date; weekly: Date; monthly: Date }>(
    `SELECT karachi_period_start('daily', $1) AS daily, karachi_period_start('weekly', $1) AS weekly, karachi_period_start('monthly', $1) AS monthly`,
    [at],
  );
  return rows[0]!;
}

export interface LiftRow {
  id: number;
  playerId: number;
  kind: 'deposit' | PlayLimitKind;
  period: PlayLimitPeriod;
  amount: number | null;
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  requestedBy: number;
  requestedByName: string;
  requestedAt: Date;
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionNote: string;
}

/** A lift as stored: the operators' names are operators' (operatorNames), joined in code by limit-lifts.ts. */
export type LiftRecord = Omit<LiftRow, 'requestedByName' | 'decidedByName'>;

const LIFT_COLUMNS = `r.id, r.player_id AS "playerId", r.kind, r.period, r.amount, r.reason, r.state, r.requested_by AS "requestedBy",
  r.requested_at AS "requestedAt", r.decided_by AS "decidedBy", r.decided_at AS "decidedAt", r.decision_note AS "decisionNote"
  FROM limit_lift_requests r`;

export async function insertLift(
  db: Queryable,
  lift: { playerId: number; kind: LiftRow['kind']; period: PlayLimitPeriod; amount: number | null; reason: string; requestedBy: number; at: Date },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO limit_lift_requests (player_id, kind, period, amount, reason, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [lift.playerId, lift.kind, lift.period, lift.amount, lift.reason, lift.requestedBy, lift.at],
  );
  return rows[0]!.id;
}

export async function selectLift(db: Queryable, id: number, forUpdate = false): Promise<LiftRecord | undefined> {
  const rows = await db.query<LiftRecord>(`SELECT ${LIFT_COLUMNS} WHERE r.id = $1${forUpdate ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0];
}

export async function selectLifts(db: Queryable, filter: { playerId?: number; pendingOnly?: boolean }, limit: number): Promise<LiftRecord[]> {
  return db.query<LiftRecord>(
    `SELECT ${LIFT_COLUMNS} WHERE ($1::bigint IS NULL OR r.player_id = $1) AND (NOT $2 OR r.state = 'pending') ORDER BY r.id DESC LIMIT $3`,
    [filter.playerId ?? null, filter.pendingOnly ?? false, limit],
  );
}

export async function decideLift(db: Queryable, id: number, state: 'approved' | 'rejected', by: number, note: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE limit_lift_requests SET state = $2, decided_by = $3, decided_at = $4, decision_note = $5 WHERE id = $1 AND state = 'pending'`,
    [id, state, by, at, note],
  );
}
