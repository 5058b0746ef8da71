// Liabilities to players (contracts admin/reports-disputes.ts): what the players' balances were at
// the end of each Asia/Karachi day, from the ledger. A day's net change of every player account
// (its entries) and of what is held (holds made minus holds resolved) is final once the day is
// over, so finished days come from report_day_cache like every report (day-cache.ts). The balance
// at the end of day D is then today's balance minus every change after D: the current totals and
// the changes of the days still running are read in ONE statement (one snapshot), so a bet
// landing in between cannot skew them. The day still running shows the balance now.
import type { LiabilityRow } from '@khel/contracts/admin/reports-disputes';
import { addBusinessDays, businessDay } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { daily, dayRange, SETTLE_MS } from './day-cache.ts';
import type { DayRow, Range } from './reports.repository.ts';

const DAY = (column: string) => `to_char((${column} AT TIME ZONE 'Asia/Karachi')::date, 'YYYY-MM-DD')`;

/** Per day from $1 (to $2 when given): a = change of player balances, b = change of held. */
const CHANGES = `
  SELECT day, '' AS key, '' AS label, 0 AS count, 0 AS players, sum(a)::bigint AS a, sum(b)::bigint AS b FROM (
    SELECT ${DAY('e.created_at')} AS day, sum(e.amount) AS a, 0 AS b
      FROM ledger_entries e
     WHERE e.created_at >= $1 AND ($2::timestamptz IS NULL OR e.created_at < $2)
       -- Player accounts are all but the few system ones (those with a code: a short index scan),
       -- so no hash of every player account is built.
       AND e.account_id NOT IN (SELECT id FROM ledger_accounts WHERE code IS NOT NULL)
     GROUP BY 1
    UNION ALL
    SELECT ${DAY('created_at')}, 0, sum(amount) FROM ledger_holds
     WHERE created_at >= $1 AND ($2::timestamptz IS NULL OR created_at < $2) GROUP BY 1
    UNION ALL
    SELECT ${DAY('resolved_at')}, 0, -sum(amount) FROM ledger_holds
     WHERE resolved_at >= $1 AND ($2::timestamptz IS NULL OR resolved_at < $2) GROUP BY 1
  ) x GROUP BY day`;

async function selectChanges(db: Queryable, range: Range): Promise<DayRow[]> {
  return db.query<DayRow>(`${CHANGES} ORDER BY day`, [range.from, range.to]);
}

/** The players' balance and held now, and every change since `since` (no upper bound), in one snapshot. */
async function selectNowAndSince(db: Queryable, since: Date): Promise<{ balance: number; held: number; changes: DayRow[] }> {
  const rows = await db.query<DayRow & { total: boolean }>(
    `WITH changes AS (${CHANGES})
     SELECT true AS total, '' AS day, '' AS key, '' AS label, 0 AS count, 0 AS players,
            coalesce(sum(balance), 0)::bigint AS a, coalesce(sum(held), 0)::bigint AS b
       FROM ledger_accounts WHERE kind = 'player'
     UNION ALL
     SELECT false, day, key, label, count, players, a, b FROM changes`,
    [since, null],
  );
  const now = rows.find((row) => row.total)!;
  return { balance: now.a, held: now.b, changes: rows.filter((row) => !row.total) };
}

export async function liabilities(db: Queryable, now: Date, q: { from: string; to: string }): Promise<{ rows: LiabilityRow[] }> {
  const today = businessDay(now);
  const lastFinal = addBusinessDays(businessDay(new Date(now.getTime() - SETTLE_MS)), -1);
  // The changes of every day from `from` on (the first day's is its own row's change; the later
  // ones walk the balance back): finished days through the cache, the rest live with the totals.
  const finished = q.from <= lastFinal ? await daily(db, now, 'liabilities:day', q.from, lastFinal, (range) => selectChanges(db, range)) : [];
  const liveFrom = q.from <= lastFinal ? addBusinessDays(lastFinal, 1) : q.from < today ? q.from : today;
  const live = await selectNowAndSince(db, dayRange(liveFrom, liveFrom).from);
  const change = new Map<string, { a: number; b: number }>();
  for (const row of [...finished, ...live.changes]) {
    const sum = change.get(row.day) ?? { a: 0, b: 0 };
    change.set(row.day, { a: sum.a + row.a, b: sum.b + row.b });
  }
  // Walk back from now: the end of day D is the balance now minus the changes of every day after D.
  let balance = live.balance;
  let held = live.held;
  const last = q.to > today ? q.to : today;
  const rows: LiabilityRow[] = [];
  for (let day = last; day >= q.from; day = addBusinessDays(day, -1)) {
    if (day <= q.to) rows.push({ day, balance, held, available: balance - held, change: change.get(day)?.a ?? 0 });
    const c = change.get(day);
    if (c) {
      balance -= c.a;
      held -= c.b;
    }
  }
  return { rows: rows.reverse() };
}
