// The reports' SQL. Reports are a read model (README.md, "Boundaries"): they read other features'
// tables (game_rounds, ledger_transfers/accounts, deposit_orders, withdrawals, players) and never
// write. Every day is an Asia/Karachi calendar day; every range is [from, to) in instants.
import type { Queryable } from '../../platform/db.ts';

const KARACHI_DAY = (column: string) => `to_char((${column} AT TIME ZONE 'Asia/Karachi')::date, 'YYYY-MM-DD')`;

export interface Range {
  from: Date;
  to: Date;
}

export interface PlayRow {
  key: string;
  label: string;
  rounds: number;
  players: number;
  stakes: number;
  wins: number;
}

const GROUPS = {
  day: { key: KARACHI_DAY('r.settled_at'), label: KARACHI_DAY('r.settled_at'), join: '' },
  provider: { key: 'r.provider', label: 'max(r.platform)', join: '' },
  game: { key: "r.provider || ':' || r.game_id", label: "max(r.game_name) || ' (' || max(r.platform) || ')'", join: '' },
  agent: { key: "coalesce(p.inviter_id::text, 'direct')", label: "coalesce(max(i.show_id), 'direct')", join: 'JOIN players p ON p.id = r.player_id LEFT JOIN players i ON i.id = p.inviter_id' },
} as const;

/** Settled rounds (state 1) by settled_at in range, grouped. */
export async function selectPlay(db: Queryable, range: Range, by: keyof typeof GROUPS): Promise<PlayRow[]> {
  const g = GROUPS[by];
  return db.query<PlayRow>(
    `SELECT ${g.key} AS key, ${g.label} AS label, count(*)::bigint AS rounds, count(DISTINCT r.player_id)::bigint AS players,
            coalesce(sum(r.bet_amount), 0)::bigint AS stakes, coalesce(sum(r.win_amount), 0)::bigint AS wins
       FROM game_rounds r ${g.join}
      WHERE r.state = 1 AND r.settled_at >= $1 AND r.settled_at < $2
      GROUP BY 1 ORDER BY 1`,
    [range.from, range.to],
  );
}

/**
 * Bonus transfers in range: from a bonus:* account to a player (+), or back (−). The reason filter
 * matches the partial index on ledger_transfers (money movements, not bets).
 */
export async function selectBonus(db: Queryable, range: Range, by: 'day' | 'kind' | 'agent'): Promise<{ key: string; kind: string; count: number; amount: number }[]> {
  const key = by === 'day' ? KARACHI_DAY('t.created_at') : by === 'agent' ? "coalesce(p.inviter_id::text, 'direct')" : "''";
  return db.query(
    `SELECT ${key} AS key, ${by === 'agent' ? "''" : 'coalesce(d.code, c.code)'} AS kind, count(*)::bigint AS count,
            coalesce(sum(CASE WHEN d.code IS NOT NULL THEN t.amount ELSE -t.amount END), 0)::bigint AS amount
       FROM ledger_transfers t
       LEFT JOIN ledger_accounts d ON d.id = t.debit_account_id AND d.code LIKE 'bonus:%'
       LEFT JOIN ledger_accounts c ON c.id = t.credit_account_id AND c.code LIKE 'bonus:%'
       JOIN ledger_accounts pa ON pa.id = CASE WHEN d.code IS NOT NULL THEN t.credit_account_id ELSE t.debit_account_id END AND pa.player_id IS NOT NULL
       ${by === 'agent' ? 'JOIN players p ON p.id = pa.player_id' : ''}
      WHERE t.created_at >= $1 AND t.created_at < $2 AND (t.reason < 5000 OR t.reason >= 6000)
        AND (d.code IS NOT NULL OR c.code IS NOT NULL)
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from, range.to],
  );
}

export async function selectDepositsByGateway(
  db: Queryable,
  range: Range,
): Promise<{ day: string; gateway: string; count: number; players: number; amount: number; bonus: number }[]> {
  return db.query(
    `SELECT ${KARACHI_DAY('settled_at')} AS day, gateway, count(*)::bigint AS count, count(DISTINCT player_id)::bigint AS players,
            sum(amount)::bigint AS amount, sum(bonus)::bigint AS bonus
       FROM deposit_orders WHERE state = 'paid' AND settled_at >= $1 AND settled_at < $2
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from, range.to],
  );
}

export async function selectWithdrawalsPaidByDay(db: Queryable, range: Range): Promise<{ day: string; count: number; amount: number }[]> {
  return db.query(
    `SELECT ${KARACHI_DAY('updated_at')} AS day, count(*)::bigint AS count, sum(amount)::bigint AS amount
       FROM withdrawals WHERE state = 'paid' AND updated_at >= $1 AND updated_at < $2 GROUP BY 1`,
    [range.from, range.to],
  );
}

/** Players who placed a round (by created_at) and players who registered, per day. */
export async function selectPlayerCounts(db: Queryable, range: Range): Promise<{ day: string; active: number; registered: number }[]> {
  return db.query(
    `SELECT day, sum(active)::bigint AS active, sum(registered)::bigint AS registered FROM (
       SELECT ${KARACHI_DAY('created_at')} AS day, count(DISTINCT player_id) AS active, 0 AS registered
         FROM game_rounds WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
       UNION ALL
       SELECT ${KARACHI_DAY('created_at')} AS day, 0, count(*) FROM players WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
     ) x GROUP BY day`,
    [range.from, range.to],
  );
}

export async function selectQueues(db: Queryable) {
  const rows = await db.query<{
    withdrawalsPending: number;
    withdrawalsPendingAmount: number;
    withdrawalsProcessing: number;
    adjustmentsPending: number;
    kycPending: number;
    amlOpen: number;
  }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE state IN ('pending', 'approved'))::bigint AS "withdrawalsPending",
            (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE state IN ('pending', 'approved'))::bigint AS "withdrawalsPendingAmount",
            (SELECT count(*) FROM withdrawals WHERE state = 'processing')::bigint AS "withdrawalsProcessing",
            (SELECT count(*) FROM balance_adjustments WHERE state = 'pending')::bigint AS "adjustmentsPending",
            (SELECT count(*) FROM kyc_submissions WHERE state = 'pending')::bigint AS "kycPending",
            (SELECT count(*) FROM aml_flags WHERE state = 'open')::bigint AS "amlOpen"`,
  );
  return rows[0]!;
}
