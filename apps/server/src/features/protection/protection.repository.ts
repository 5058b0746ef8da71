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
    // The rule lives in the SQL function (migrations 0031, 0052), which the game callbacks call too;
    // its 'frozen' row (an operator's freeze) and 'closed' row (0059) are not a time-out or self-exclusion.
    `SELECT kind, period, starts_at AS "startsAt", ends_at AS "endsAt" FROM player_restriction_in_force($1, $2) WHERE kind NOT IN ('frozen', 'closed')`,
    [playerId, now],
  );
  return rows[0] ?? null;
}

/**
 * What stops play right now, in one round trip: a freeze by an operator (players.status
 * 'blocked') and the time-out or self-exclusion in force — the same SQL function the game
 * callbacks refuse stakes with.
 */
export async function selectBlock(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<{ frozen: boolean; closed: 'player_request' | 'underage' | null; restriction: RestrictionRow | null }> {
  const rows = await db.query<RestrictionRow | { kind: 'frozen' } | { kind: 'closed'; period: 'player_request' | 'underage' }>(
    `SELECT kind, period, starts_at AS "startsAt", ends_at AS "endsAt" FROM player_restriction_in_force($1, $2)`,
    [playerId, now],
  );
  const restriction = rows.find((row): row is RestrictionRow => row.kind !== 'frozen' && row.kind !== 'closed') ?? null;
  const closed = rows.find((row) => row.kind === 'closed');
  return { frozen: rows.some((row) => row.kind === 'frozen'), closed: closed && 'period' in closed ? closed.period : null, restriction };
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
