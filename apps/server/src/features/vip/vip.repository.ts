// SQL of the vip feature: the VIP columns of players (vip, vip_experience, vip_claimed_levels),
// which only this feature writes (migration 0014).
import type { Queryable } from '../../platform/db.ts';

export interface VipRow {
  vip: number;
  vipExperience: number;
  /** Bit n set = the upgrade reward of level n was paid. */
  claimedLevels: number;
}

const COLUMNS = `vip, vip_experience AS "vipExperience", vip_claimed_levels AS "claimedLevels"`;

export async function selectVipRow(db: Queryable, playerId: number): Promise<VipRow | null> {
  const rows = await db.query<VipRow>(`SELECT ${COLUMNS} FROM players WHERE id = $1`, [playerId]);
  return rows[0] ?? null;
}

/**
 * Adds experience and raises the level to the highest listed level whose threshold the new
 * experience reaches, in one statement; the level never goes down. `levels`/`thresholds` are the
 * VipConf entries (levels 0–11) as parallel arrays.
 */
export async function addExperience(
  tx: Queryable,
  playerId: number,
  amount: number,
  levels: readonly number[],
  thresholds: readonly number[],
): Promise<VipRow | null> {
  const rows = await tx.query<VipRow>(
    `UPDATE players p
        SET vip_experience = p.vip_experience + $2,
            vip = GREATEST(p.vip, COALESCE((
              SELECT max(t.level) FROM unnest($3::int[], $4::bigint[]) AS t(level, money2)
               WHERE t.money2 <= p.vip_experience + $2), 0))
      WHERE p.id = $1
  RETURNING ${COLUMNS}`,
    [playerId, amount, levels, thresholds],
  );
  return rows[0] ?? null;
}

/** Records that the upgrade reward of `level` was paid (in the claim's transaction). */
export async function markLevelClaimed(tx: Queryable, playerId: number, level: number): Promise<void> {
  await tx.query('UPDATE players SET vip_claimed_levels = vip_claimed_levels | $2::int WHERE id = $1', [playerId, 1 << level]);
}
