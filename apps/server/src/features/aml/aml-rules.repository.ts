// The SQL of the issue-19 AML rules over the books (deposit_orders, game_rounds, read-only). The
// scanning ones only look at players with a deposit credited since the rule's last run (the
// watermark), then at those players' deposits by (player_id, settled_at) — set-based and indexed.
import type { Queryable } from '../../platform/db.ts';

export interface PlayerDeposits {
  playerId: number;
  deposits: number;
  total: number;
  orderNos: string[];
}

/**
 * Per player with a deposit credited in (mark, now]: the credited deposits of [since, now] in
 * [low, high) that came after the player's last finding of `rule`, when there are at least
 * `minDeposits` of them or they total at least `minTotal`.
 */
export async function selectDepositRuns(
  db: Queryable,
  f: { rule: 'structuring' | 'cumulative_deposits'; mark: Date; since: Date; now: Date; low: number; high: number; minDeposits: number; minTotal: number },
): Promise<PlayerDeposits[]> {
  return db.query<PlayerDeposits>(
    `WITH touched AS (
       SELECT DISTINCT player_id FROM deposit_orders WHERE state = 'paid' AND settled_at > $2 AND settled_at <= $4
     )
     SELECT t.player_id AS "playerId", count(*)::int AS deposits, sum(d.amount)::bigint AS total,
            to_json(array_agg(d.order_no ORDER BY d.settled_at, d.id)) AS "orderNos"
       FROM touched t
       JOIN deposit_orders d ON d.player_id = t.player_id AND d.state = 'paid' AND d.settled_at > $3 AND d.settled_at <= $4
        AND d.amount >= $5 AND d.amount < $6
        AND d.settled_at > coalesce((SELECT max(fl.created_at) FROM aml_flags fl
                                      WHERE fl.rule = $1 AND fl.created_at > $3 AND fl.player_ids @> ARRAY[t.player_id]), '-infinity')
      GROUP BY t.player_id
     HAVING count(*) >= $7 AND sum(d.amount) >= $8
      ORDER BY t.player_id`,
    [f.rule, f.mark, f.since, f.now, f.low, f.high, f.minDeposits, f.minTotal],
  );
}

/** The player's credited deposits since `since` and the stakes placed since the first of them. */
export async function recentDepositsAndStakes(
  db: Queryable,
  playerId: number,
  since: Date,
): Promise<{ deposits: number; total: number; stakes: number; firstAt: Date | null }> {
  const rows = await db.query<{ deposits: number; total: number; stakes: number; firstAt: Date | null }>(
    `WITH d AS (
       SELECT count(*)::int AS deposits, coalesce(sum(amount), 0)::bigint AS total, min(settled_at) AS first_at
         FROM deposit_orders WHERE player_id = $1 AND state = 'paid' AND settled_at >= $2
     )
     SELECT d.deposits, d.total, d.first_at AS "firstAt",
            (SELECT coalesce(sum(bet_amount), 0) FROM game_rounds WHERE player_id = $1 AND state <> -1 AND created_at >= d.first_at)::bigint AS stakes
       FROM d`,
    [playerId, since],
  );
  return rows[0] ?? { deposits: 0, total: 0, stakes: 0, firstAt: null };
}
