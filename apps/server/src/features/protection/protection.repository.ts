// The protection feature's SQL (player_restrictions, append-only); rows never leave it.
import type { RestrictionKind, SelfExclusionPeriod, TimeoutPeriod } from '@khel/contracts/endpoints/protection';
import type { Queryable } from '../../platform/db.ts';

export interface RestrictionRow {
  kind: RestrictionKind;
  period: TimeoutPeriod | SelfExclusionPeriod;
  startsAt: Date;
  /** null: no end date (an indefinite self-exclusion). */
  endsAt: Date | null;
}

/**
 * What stops play right now, in one round trip, through the SQL function the game callbacks
 * refuse stakes with (migrations 0031, 0052, 0059, 0061, 0062): a freeze by an operator (players.status
 * 'blocked'), a closed account, the player's own time-out or exclusion, and another account of the same person
 * under one ('person').
 */
export async function selectBlock(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<{ frozen: boolean; closed: 'player_request' | 'underage' | null; restriction: boolean; person: boolean }> {
  const rows = await db.query<{ kind: string; period: string }>('SELECT kind, period FROM player_restriction_in_force($1, $2)', [playerId, now]);
  const kinds = new Set(rows.map((row) => row.kind));
  // A closed account (kyc feature, migration 0059): its period is the reason.
  const closed = rows.find((row) => row.kind === 'closed')?.period as 'player_request' | 'underage' | undefined;
  return {
    frozen: kinds.has('frozen'),
    closed: closed ?? null,
    person: kinds.has('person'),
    restriction: rows.some((row) => !['frozen', 'person', 'closed'].includes(row.kind)),
  };
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
