// The protection feature's SQL (player_restrictions, append-only); rows never leave it.
import type { RestrictionKind, SelfExclusionPeriod, TimeoutPeriod } from '@khel/contracts/endpoints/protection';
import type { Queryable } from '../../platform/db.ts';

export interface RestrictionRow {
  kind: RestrictionKind;
  period: TimeoutPeriod | SelfExclusionPeriod;
  startsAt: Date;
  endsAt: Date;
}

/** The restriction in force at `now`: the row ending last (a self-exclusion first on a tie). */
export async function selectActive(db: Queryable, playerId: number, now: Date): Promise<RestrictionRow | null> {
  const rows = await db.query<RestrictionRow>(
    // The rule lives in the SQL function (migration 0031), which the game callbacks call too.
    `SELECT kind, period, starts_at AS "startsAt", ends_at AS "endsAt" FROM player_restriction_in_force($1, $2)`,
    [playerId, now],
  );
  return rows[0] ?? null;
}

/**
 * What stops play right now, in one round trip: a freeze by an operator (players.status
 * 'blocked') and the restriction in force (as selectActive).
 */
export async function selectBlock(db: Queryable, playerId: number, now: Date): Promise<{ frozen: boolean; restriction: RestrictionRow | null }> {
  const rows = await db.query<{ frozen: boolean | null; kind: RestrictionKind | null; period: RestrictionRow['period'] | null; startsAt: Date | null; endsAt: Date | null }>(
    `SELECT p.status = 'blocked' AS frozen, r.kind, r.period, r.starts_at AS "startsAt", r.ends_at AS "endsAt"
       FROM (SELECT $1::bigint AS id) q
       LEFT JOIN players p ON p.id = q.id
       LEFT JOIN LATERAL (
         SELECT kind, period, starts_at, ends_at FROM player_restrictions
          WHERE player_id = q.id AND starts_at <= $2 AND ends_at > $2
          ORDER BY ends_at DESC, (kind = 'self_exclusion') DESC LIMIT 1) r ON true`,
    [playerId, now],
  );
  const row = rows[0];
  const restriction = row?.kind ? { kind: row.kind, period: row.period!, startsAt: row.startsAt!, endsAt: row.endsAt! } : null;
  return { frozen: row?.frozen === true, restriction };
}

/** Serialises one player's new restrictions in this transaction. */
export async function lockPlayerRestrictions(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7250012, $1::integer)', [playerId % 2_000_000_000]);
}

export async function insertRestriction(tx: Queryable, playerId: number, row: RestrictionRow): Promise<void> {
  await tx.query('INSERT INTO player_restrictions (player_id, kind, period, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
    playerId,
    row.kind,
    row.period,
    row.startsAt,
    row.endsAt,
  ]);
}

export async function selectRealityCheckMinutes(db: Queryable, playerId: number): Promise<number | null> {
  const rows = await db.query<{ minutes: number }>('SELECT interval_minutes AS minutes FROM reality_check_settings WHERE player_id = $1', [playerId]);
  return rows[0]?.minutes ?? null;
}

export async function upsertRealityCheckMinutes(db: Queryable, playerId: number, minutes: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO reality_check_settings (player_id, interval_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET interval_minutes = excluded.interval_minutes, updated_at = excluded.updated_at`,
    [playerId, minutes, at],
  );
}
