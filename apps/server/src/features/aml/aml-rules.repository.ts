// The SQL of the AML rules (docs/compliance/aml.md) over AML's own findings. The deposits and rounds the rules read
// are payments' and game-wallet's, handed in as AmlBooks (aml.service.ts; docs/architecture/tiers.md).
import type { Queryable } from '../../platform/db.ts';

/** Per player (of these) the time of their latest finding of `rule` made after `after`; players without one are absent. */
export async function selectLastFindings(db: Queryable, rule: string, after: Date, playerIds: number[]): Promise<Map<number, Date>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db.query<{ playerId: number; at: Date }>(
    `SELECT p.player_id AS "playerId", max(fl.created_at) AS at
       FROM unnest($3::bigint[]) AS p (player_id)
       JOIN aml_flags fl ON fl.rule = $1 AND fl.created_at > $2 AND fl.player_ids @> ARRAY[p.player_id]
      GROUP BY p.player_id`,
    [rule, after, playerIds],
  );
  return new Map(rows.map((row) => [Number(row.playerId), new Date(row.at)]));
}
