// SQL of exclusions that bind the person (migration 0061): the identifiers linked to players (as
// keyed hashes), return requests, operators' lifts and the list of excluded players.
import type { Queryable } from '../../platform/db.ts';

export type IdentifierKind = 'cnic' | 'phone' | 'device' | 'payment_account';

export async function insertIdentifiers(db: Queryable, playerId: number, identifiers: { kind: IdentifierKind; digest: string }[], at: Date): Promise<void> {
  if (identifiers.length === 0) return;
  await db.query(
    `INSERT INTO person_identifiers (player_id, kind, digest, linked_at)
     SELECT $1, kind, digest, $4 FROM unnest($2::text[], $3::text[]) AS t (kind, digest)
     ON CONFLICT (player_id, digest) DO NOTHING`,
    [playerId, identifiers.map((i) => i.kind), identifiers.map((i) => i.digest), at],
  );
}

/** Another player (not `self`) sharing one of these digests whose own time-out or exclusion is in force. */
export async function selectExcludedHolder(db: Queryable, digests: string[], self: number | null, at: Date): Promise<{ playerId: number; kind: IdentifierKind } | null> {
  if (digests.length === 0) return null;
  const rows = await db.query<{ playerId: number; kind: IdentifierKind }>(
    `SELECT pi.player_id AS "playerId", pi.kind FROM person_identifiers pi
      CROSS JOIN LATERAL player_own_restriction(pi.player_id, $3) o
      WHERE pi.digest = ANY($1::text[]) AND pi.player_id IS DISTINCT FROM $2::bigint
      LIMIT 1`,
    [digests, self, at],
  );
  return rows[0] ?? null;
}

export interface OwnRestrictionRow {
  id: number;
  kind: 'timeout' | 'self_exclusion' | 'operator_exclusion';
  period: string;
  startsAt: Date;
  endsAt: Date | null;
  reason: string;
}

/** The player's own restriction in force (no lapse, migration 0061), with its row id. */
export async function selectOwnInForce(db: Queryable, playerId: number, at: Date): Promise<OwnRestrictionRow | null> {
  const rows = await db.query<OwnRestrictionRow>(
    `SELECT id, kind, period, starts_at AS "startsAt", ends_at AS "endsAt", reason FROM player_own_restriction($1, $2)`,
    [playerId, at],
  );
  return rows[0] ?? null;
}

/** The player's latest return request made at or after `from` that has not reopened the account yet. */
export async function selectPendingReturn(db: Queryable, playerId: number, from: Date, at: Date): Promise<{ reopensAt: Date } | null> {
  const rows = await db.query<{ reopensAt: Date }>(
    `SELECT reopens_at AS "reopensAt" FROM exclusion_return_requests
      WHERE player_id = $1 AND requested_at >= $2 AND reopens_at > $3 ORDER BY requested_at DESC LIMIT 1`,
    [playerId, from, at],
  );
  return rows[0] ?? null;
}

export async function insertReturnRequest(db: Queryable, playerId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO exclusion_return_requests (player_id, requested_at, reopens_at) VALUES ($1, $2, $2::timestamptz + interval '24 hours')`,
    [playerId, at],
  );
}

export async function insertOperatorExclusion(db: Queryable, playerId: number, operatorId: number, reason: string, at: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO player_restrictions (player_id, kind, period, starts_at, ends_at, reason, imposed_by)
     VALUES ($1, 'operator_exclusion', 'indefinite', $2, NULL, $3, $4) RETURNING id`,
    [playerId, at, reason, operatorId],
  );
  return rows[0]!.id;
}

export interface LiftRow {
  id: number;
  restrictionId: number;
  playerId: number;
  reason: string;
  requestedById: number;
  requestedAt: Date;
  state: 'pending' | 'approved' | 'rejected';
  decidedById: number | null;
  decidedAt: Date | null;
}

// The operators' names are operators' (operatorNames), joined in code by exclusions-admin.ts.
const LIFT_COLUMNS = `l.id, l.restriction_id AS "restrictionId", l.player_id AS "playerId", l.reason,
  l.requested_by AS "requestedById", l.requested_at AS "requestedAt", l.state,
  l.decided_by AS "decidedById", l.decided_at AS "decidedAt"`;
const LIFT_FROM = `exclusion_lifts l`;

export async function insertLift(db: Queryable, restrictionId: number, playerId: number, operatorId: number, reason: string, at: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO exclusion_lifts (restriction_id, player_id, reason, requested_by, requested_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (restriction_id) WHERE state = 'pending' DO NOTHING RETURNING id`,
    [restrictionId, playerId, reason, operatorId, at],
  );
  return rows[0]?.id ?? 0;
}

export async function selectLift(db: Queryable, id: number, lock = false): Promise<LiftRow | null> {
  const rows = await db.query<LiftRow>(`SELECT ${LIFT_COLUMNS} FROM ${LIFT_FROM} WHERE l.id = $1${lock ? ' FOR UPDATE OF l' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function decideLift(db: Queryable, id: number, approve: boolean, operatorId: number, at: Date): Promise<void> {
  await db.query(`UPDATE exclusion_lifts SET state = $2, decided_by = $3, decided_at = $4 WHERE id = $1 AND state = 'pending'`, [
    id,
    approve ? 'approved' : 'rejected',
    operatorId,
    at,
  ]);
}

export async function selectRestrictionById(db: Queryable, id: number): Promise<{ id: number; playerId: number } | null> {
  const rows = await db.query<{ id: number; playerId: number }>('SELECT id, player_id AS "playerId" FROM player_restrictions WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export interface ExcludedRow extends OwnRestrictionRow {
  playerId: number;
  imposedById: number | null;
}

/**
 * Players whose own restriction is in force at `at`, newest first (at most `limit`), or one player.
 * The in-force rule is player_own_restriction's, so the list equals what the app refuses.
 */
export async function selectExcluded(db: Queryable, at: Date, limit: number, playerId: number | null): Promise<ExcludedRow[]> {
  return db.query<ExcludedRow>(
    `SELECT r.id, r.kind, r.period, r.starts_at AS "startsAt", r.ends_at AS "endsAt", r.reason,
            c.player_id AS "playerId", r.imposed_by AS "imposedById"
       FROM (SELECT DISTINCT player_id FROM player_restrictions WHERE ($3::bigint IS NULL OR player_id = $3)) c
       CROSS JOIN LATERAL player_own_restriction(c.player_id, $1) r
      ORDER BY r.starts_at DESC, r.id DESC LIMIT $2`,
    [at, limit, playerId],
  );
}

export async function selectPendingLifts(db: Queryable, restrictionIds: number[]): Promise<LiftRow[]> {
  if (restrictionIds.length === 0) return [];
  return db.query<LiftRow>(`SELECT ${LIFT_COLUMNS} FROM ${LIFT_FROM} WHERE l.restriction_id = ANY($1::bigint[]) AND l.state = 'pending'`, [restrictionIds]);
}

export async function selectReturnRequests(
  db: Queryable,
  limit: number,
): Promise<{ id: number; playerId: number; requestedAt: Date; reopensAt: Date }[]> {
  return db.query(
    `SELECT q.id, q.player_id AS "playerId", q.requested_at AS "requestedAt", q.reopens_at AS "reopensAt"
       FROM exclusion_return_requests q ORDER BY q.requested_at DESC, q.id DESC LIMIT $1`,
    [limit],
  );
}
