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
