// One player's P&L by Asia/Karachi day (contracts admin/reports-disputes.ts): settled rounds by
// settled_at, deposits credited by settled_at, withdrawals paid by the time they were marked paid
// (the same definitions as the operator-wide reports), bonus transfers and operator adjustments
// from the player's ledger entries. One statement, so the parts agree with each other.
import type { PnlRow } from '@khel/contracts/admin/reports-disputes';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { Queryable } from '../../platform/db.ts';
import { dayRange } from './day-cache.ts';
import { playerExists } from './rounds.repository.ts';
import { playerNotFound } from './rounds.ts';

const DAY = (column: string) => `to_char((${column} AT TIME ZONE 'Asia/Karachi')::date, 'YYYY-MM-DD')`;

type Part = { day: string; part: 'play' | 'deposit' | 'withdrawal' | 'bonus' | 'adjustment'; count: number; a: number; b: number };

async function selectParts(db: Queryable, playerId: number, from: Date, to: Date): Promise<Part[]> {
  return db.query<Part>(
    `SELECT ${DAY('settled_at')} AS day, 'play' AS part, count(*)::bigint AS count, sum(bet_amount)::bigint AS a, sum(win_amount)::bigint AS b
       FROM game_rounds WHERE player_id = $1 AND state = 1 AND created_at < $3 AND settled_at >= $2 AND settled_at < $3 GROUP BY 1
     UNION ALL
     SELECT ${DAY('settled_at')}, 'deposit', count(*)::bigint, sum(amount)::bigint, 0
       FROM deposit_orders WHERE player_id = $1 AND state = 'paid' AND settled_at >= $2 AND settled_at < $3 GROUP BY 1
     UNION ALL
     SELECT ${DAY('updated_at')}, 'withdrawal', count(*)::bigint, sum(amount)::bigint, 0
       FROM withdrawals WHERE player_id = $1 AND state = 'paid' AND updated_at >= $2 AND updated_at < $3 GROUP BY 1
     UNION ALL
     SELECT ${DAY('e.created_at')}, CASE WHEN t.reason IN ($4, $5) THEN 'adjustment' ELSE 'bonus' END, count(*)::bigint, sum(e.amount)::bigint, 0
       FROM ledger_accounts pa
       JOIN ledger_entries e ON e.account_id = pa.id
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts other ON other.id = CASE WHEN t.debit_account_id = pa.id THEN t.credit_account_id ELSE t.debit_account_id END
      WHERE pa.player_id = $1 AND e.created_at >= $2 AND e.created_at < $3
        AND (t.reason IN ($4, $5) OR other.code LIKE 'bonus:%')
      GROUP BY 1, 2`,
    [playerId, from, to, Reason.operatorAdjustment, Reason.operatorAdjustmentDebit],
  );
}

const empty = (day: string): PnlRow => ({ day, rounds: 0, stakes: 0, wins: 0, ggr: 0, deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, bonuses: 0, adjustments: 0 });

/** Days with any activity, in order, and the totals over [from, to]. */
export async function playerPnl(db: Queryable, q: { id: number; from: string; to: string }): Promise<{ rows: PnlRow[]; totals: PnlRow }> {
  if (!(await playerExists(db, q.id))) throw playerNotFound(q.id);
  const range = dayRange(q.from, q.to);
  const days = new Map<string, PnlRow>();
  for (const p of await selectParts(db, q.id, range.from, range.to)) {
    const row = days.get(p.day) ?? empty(p.day);
    days.set(p.day, row);
    if (p.part === 'play') Object.assign(row, { rounds: p.count, stakes: p.a, wins: p.b, ggr: p.a - p.b });
    else if (p.part === 'deposit') Object.assign(row, { deposits: p.a, depositCount: p.count });
    else if (p.part === 'withdrawal') Object.assign(row, { withdrawals: p.a, withdrawalCount: p.count });
    else if (p.part === 'bonus') row.bonuses = p.a;
    else row.adjustments = p.a;
  }
  const rows = [...days.values()].sort((x, y) => (x.day < y.day ? -1 : 1));
  const totals = empty('total');
  for (const row of rows) for (const key of Object.keys(totals) as (keyof PnlRow)[]) if (key !== 'day') totals[key] += row[key];
  return { rows, totals };
}
