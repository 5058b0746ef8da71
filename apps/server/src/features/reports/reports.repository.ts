// The reports' SQL. Reports are a read model (README.md, "Boundaries"): they read other features'
// tables (game_rounds, ledger_transfers/accounts, deposit_orders, withdrawals, players) and never
// write but their own cache of finished days. Every query groups by Asia/Karachi day first, so a
// day's rows can be cached once the day is over; a range is [from, to) in instants.
import type { Queryable } from '../../platform/db.ts';

const KARACHI_DAY = (column: string) => `to_char((${column} AT TIME ZONE 'Asia/Karachi')::date, 'YYYY-MM-DD')`;

export interface Range {
  from: Date;
  to: Date;
}

/** One group of one day: the unit every report is cached and summed in. */
export interface DayRow {
  day: string;
  key: string;
  label: string;
  count: number;
  players: number;
  a: number;
  b: number;
}

export type PlayGroup = 'day' | 'provider' | 'game' | 'agent';

const PLAY_GROUPS: Record<Exclude<PlayGroup, 'agent'>, { key: string; label: string; join: string }> = {
  day: { key: "''", label: "''", join: '' },
  provider: { key: 'r.provider', label: 'max(r.platform)', join: '' },
  game: { key: "r.provider || ':' || r.game_id", label: "max(r.game_name) || ' (' || max(r.platform) || ')'", join: '' },
};

/** Settled rounds (state 1) by settled_at: a = stakes, b = wins. */
export async function selectPlay(db: Queryable, range: Range, by: PlayGroup): Promise<DayRow[]> {
  if (by === 'agent') return selectPlayByAgent(db, range);
  const g = PLAY_GROUPS[by];
  return db.query<DayRow>(
    `SELECT ${KARACHI_DAY('r.settled_at')} AS day, ${g.key} AS key, ${g.label} AS label, count(*)::bigint AS count,
            count(DISTINCT r.player_id)::bigint AS players, coalesce(sum(r.bet_amount), 0)::bigint AS a, coalesce(sum(r.win_amount), 0)::bigint AS b
       FROM game_rounds r ${g.join}
      WHERE r.state = 1 AND r.settled_at >= $1 AND r.settled_at < $2
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from, range.to],
  );
}

/**
 * selectPlay by agent, the slowest first call (bench/README.md): grouped by the date and the
 * inviter's id (integers sort far faster than the text keys), and the agent's show id looked up
 * for the few hundred groups after the aggregation instead of for every round.
 */
async function selectPlayByAgent(db: Queryable, range: Range): Promise<DayRow[]> {
  // A day or two (today's live part, the day the job caches): each round's player looked up by
  // primary key beats hashing every player, which a month of rounds needs.
  const short = range.to.getTime() - range.from.getTime() <= SHORT_RANGE_MS;
  const rounds = short
    ? `(SELECT (r.settled_at AT TIME ZONE 'Asia/Karachi')::date AS d, (SELECT p.inviter_id FROM players p WHERE p.id = r.player_id) AS inviter,
               count(*)::bigint AS count, count(DISTINCT r.player_id)::bigint AS players, coalesce(sum(r.bet_amount), 0)::bigint AS a,
               coalesce(sum(r.win_amount), 0)::bigint AS b
          FROM game_rounds r WHERE r.state = 1 AND r.settled_at >= $1 AND r.settled_at < $2 GROUP BY 1, 2)`
    : `(SELECT (r.settled_at AT TIME ZONE 'Asia/Karachi')::date AS d, p.inviter_id AS inviter, count(*)::bigint AS count,
               count(DISTINCT r.player_id)::bigint AS players, coalesce(sum(r.bet_amount), 0)::bigint AS a, coalesce(sum(r.win_amount), 0)::bigint AS b
          FROM game_rounds r JOIN players p ON p.id = r.player_id
         WHERE r.state = 1 AND r.settled_at >= $1 AND r.settled_at < $2 GROUP BY 1, 2)`;
  return db.query<DayRow>(
    `SELECT to_char(x.d, 'YYYY-MM-DD') AS day, coalesce(x.inviter::text, 'direct') AS key, coalesce(i.show_id, 'direct') AS label,
            x.count, x.players, x.a, x.b
       FROM ${rounds} x
       LEFT JOIN players i ON i.id = x.inviter
      ORDER BY 1, 2`,
    [range.from, range.to],
  );
}

const SHORT_RANGE_MS = 2 * 86_400_000;

/**
 * Bonus transfers by created_at: from a bonus:* account to a player (+), or back (−); a = the
 * cost. The reason filter matches the partial index on ledger_transfers (money, not bets).
 */
export async function selectBonus(db: Queryable, range: Range, by: 'kind' | 'agent'): Promise<DayRow[]> {
  const key = by === 'agent' ? "coalesce(p.inviter_id::text, 'direct')" : 'coalesce(d.code, c.code)';
  return db.query<DayRow>(
    `SELECT ${KARACHI_DAY('t.created_at')} AS day, ${key} AS key, ${key} AS label, count(*)::bigint AS count, 0 AS players,
            coalesce(sum(CASE WHEN d.code IS NOT NULL THEN t.amount ELSE -t.amount END), 0)::bigint AS a, 0 AS b
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

/** Credited deposits by settled_at and gateway: a = amount, b = bonus. */
export async function selectDeposits(db: Queryable, range: Range): Promise<DayRow[]> {
  return db.query<DayRow>(
    `SELECT ${KARACHI_DAY('settled_at')} AS day, gateway AS key, gateway AS label, count(*)::bigint AS count,
            count(DISTINCT player_id)::bigint AS players, sum(amount)::bigint AS a, sum(bonus)::bigint AS b
       FROM deposit_orders WHERE state = 'paid' AND settled_at >= $1 AND settled_at < $2
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from, range.to],
  );
}

/** Withdrawals paid (by the time they were marked paid): a = amount. */
export async function selectWithdrawalsPaid(db: Queryable, range: Range): Promise<DayRow[]> {
  return db.query<DayRow>(
    `SELECT ${KARACHI_DAY('updated_at')} AS day, '' AS key, '' AS label, count(*)::bigint AS count, 0 AS players, sum(amount)::bigint AS a, 0 AS b
       FROM withdrawals WHERE state = 'paid' AND updated_at >= $1 AND updated_at < $2 GROUP BY 1 ORDER BY 1`,
    [range.from, range.to],
  );
}

/** Players who started a round (players) and who registered (a), per day. */
export async function selectPlayerCounts(db: Queryable, range: Range): Promise<DayRow[]> {
  return db.query<DayRow>(
    `SELECT day, '' AS key, '' AS label, 0 AS count, sum(active)::bigint AS players, sum(registered)::bigint AS a, 0 AS b FROM (
       SELECT ${KARACHI_DAY('created_at')} AS day, count(DISTINCT player_id) AS active, 0 AS registered
         FROM game_rounds WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
       UNION ALL
       SELECT ${KARACHI_DAY('created_at')} AS day, 0, count(*) FROM players WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
     ) x GROUP BY day ORDER BY day`,
    [range.from, range.to],
  );
}

export async function selectCachedDays(db: Queryable, report: string, from: string, to: string): Promise<Map<string, DayRow[]>> {
  const rows = await db.query<{ day: string; rows: DayRow[] }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, rows FROM report_day_cache WHERE report = $1 AND day BETWEEN $2::date AND $3::date`,
    [report, from, to],
  );
  return new Map(rows.map((row) => [row.day, row.rows]));
}

export async function insertCachedDays(db: Queryable, report: string, days: { day: string; rows: DayRow[] }[], at: Date): Promise<void> {
  if (days.length === 0) return;
  await db.query(
    `INSERT INTO report_day_cache (report, day, rows, computed_at)
     SELECT $1, d.day::date, d.rows, $3 FROM jsonb_to_recordset($2::jsonb) AS d(day text, rows jsonb)
     ON CONFLICT (report, day) DO NOTHING`,
    [report, JSON.stringify(days), at],
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
    giftCodesPending: number;
    mailPending: number;
    configPending: number;
  }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE state IN ('pending', 'approved'))::bigint AS "withdrawalsPending",
            (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE state IN ('pending', 'approved'))::bigint AS "withdrawalsPendingAmount",
            (SELECT count(*) FROM withdrawals WHERE state = 'processing')::bigint AS "withdrawalsProcessing",
            (SELECT count(*) FROM balance_adjustments WHERE state = 'pending')::bigint AS "adjustmentsPending",
            (SELECT count(*) FROM kyc_submissions WHERE state = 'pending')::bigint AS "kycPending",
            (SELECT count(*) FROM aml_cases WHERE state = 'open')::bigint AS "amlOpen",
            ((SELECT count(*) FROM gift_codes WHERE approved_at IS NULL AND rejected_at IS NULL AND batch_id IS NULL)
              + (SELECT count(*) FROM gift_code_batches WHERE approved_at IS NULL AND rejected_at IS NULL))::bigint AS "giftCodesPending",
            (SELECT count(*) FROM mail_messages WHERE approved_at IS NULL AND rejected_at IS NULL AND retracted_at IS NULL)::bigint AS "mailPending",
            (SELECT count(*) FROM config_proposals WHERE state = 'pending')::bigint AS "configPending"`,
  );
  return rows[0]!;
}
