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
 * Adds experience to each player (parallel arrays) and raises the level to the highest listed
 * level whose threshold the new experience reaches, in one statement; the level never goes down.
 * `levels`/`thresholds` are the VipConf entries (levels 0–11) as parallel arrays. The players'
 * rows are locked in ascending id first, so two concurrent calls cannot deadlock.
 */
export async function addExperience(
  tx: Queryable,
  playerIds: readonly number[],
  amounts: readonly number[],
  levels: readonly number[],
  thresholds: readonly number[],
): Promise<void> {
  await tx.query(
    `WITH locked AS (SELECT id FROM players WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE),
          added AS (SELECT a.id, a.amount FROM unnest($1::bigint[], $2::bigint[]) AS a(id, amount) WHERE a.id IN (SELECT id FROM locked))
     UPDATE players p
        SET vip_experience = p.vip_experience + added.amount,
            vip = GREATEST(p.vip, COALESCE((
              SELECT max(t.level) FROM unnest($3::int[], $4::bigint[]) AS t(level, money2)
               WHERE t.money2 <= p.vip_experience + added.amount), 0))
       FROM added WHERE p.id = added.id`,
    [playerIds, amounts, levels, thresholds],
  );
}

/** Records that the upgrade reward of `level` was paid (in the claim's transaction). */
export async function markLevelClaimed(tx: Queryable, playerId: number, level: number): Promise<void> {
  await tx.query('UPDATE players SET vip_claimed_levels = vip_claimed_levels | $2::int WHERE id = $1', [playerId, 1 << level]);
}
