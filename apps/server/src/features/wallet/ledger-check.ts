// The ledger's invariants, checked against what is stored: used by `npm run ledger:check`, the
// property tests and the wallet benchmark.
import type { Queryable } from '../../platform/db.ts';

export interface LedgerProblem {
  check: string;
  detail: string;
}

const CHECKS: { check: string; sql: string; describe: (row: Record<string, unknown>) => string }[] = [
  {
    check: 'player balance equals the sum of its entries',
    sql: `SELECT a.id, a.player_id, a.balance, coalesce(sum(e.amount), 0) AS entries
          FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
          WHERE a.kind = 'player' GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    describe: (r) => `player ${r.player_id}: stored balance ${r.balance}, entries sum ${r.entries}`,
  },
  {
    check: 'held equals the pending holds',
    sql: `SELECT a.id, a.player_id, a.held, coalesce(sum(h.amount) FILTER (WHERE h.state = 'pending'), 0) AS pending
          FROM ledger_accounts a LEFT JOIN ledger_holds h ON h.account_id = a.id
          WHERE a.kind = 'player' GROUP BY a.id
          HAVING a.held <> coalesce(sum(h.amount) FILTER (WHERE h.state = 'pending'), 0)`,
    describe: (r) => `player ${r.player_id}: held ${r.held}, pending holds ${r.pending}`,
  },
  {
    check: 'no available balance below zero',
    sql: `SELECT player_id, balance, held FROM ledger_accounts WHERE kind = 'player' AND (held < 0 OR balance - held < 0)`,
    describe: (r) => `player ${r.player_id}: balance ${r.balance}, held ${r.held}`,
  },
  {
    check: 'every transfer has two entries that sum to zero',
    sql: `SELECT t.id, count(e.id) AS n, coalesce(sum(e.amount), 0) AS total
          FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
          GROUP BY t.id HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 0) <> 0`,
    describe: (r) => `transfer ${r.id}: ${r.n} entries summing to ${r.total}`,
  },
  {
    // The foreign keys that used to say this cost the hot path too much (migration 0034).
    check: 'every transfer and entry names an existing account, every entry an existing transfer',
    sql: `SELECT 'transfer' AS what, t.id FROM ledger_transfers t
           WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = t.debit_account_id)
              OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = t.credit_account_id)
          UNION ALL
          SELECT 'entry', e.id FROM ledger_entries e
           WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)
              OR NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = e.transfer_id)`,
    describe: (r) => `${r.what} ${r.id} names an account or transfer that does not exist`,
  },
  {
    check: 'the books balance to zero',
    sql: `SELECT sum(amount) AS total FROM ledger_entries HAVING coalesce(sum(amount), 0) <> 0`,
    describe: (r) => `all entries sum to ${r.total}`,
  },
  {
    check: 'no hold is resolved twice',
    sql: `SELECT h.id, h.state, count(t.id) AS transfers FROM ledger_holds h
          LEFT JOIN ledger_transfers t ON t.hold_id = h.id GROUP BY h.id
          HAVING count(t.id) > 1 OR (h.state = 'posted' AND count(t.id) <> 1) OR (h.state <> 'posted' AND count(t.id) <> 0)`,
    describe: (r) => `hold ${r.id} (${r.state}) has ${r.transfers} payout transfers`,
  },
];

export async function checkLedger(db: Queryable): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const { check, sql, describe } of CHECKS) {
    for (const row of await db.query(sql)) problems.push({ check, detail: describe(row) });
  }
  return problems;
}

export async function ledgerTotals(db: Queryable): Promise<{ accounts: number; transfers: number; holds: number }> {
  const rows = await db.query<{ accounts: number; transfers: number; holds: number }>(
    `SELECT (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_transfers) AS transfers,
            (SELECT count(*) FROM ledger_holds) AS holds`,
  );
  return rows[0]!;
}
