// The withdrawals report (contracts admin/reports-disputes.ts): withdrawals requested in the days,
// grouped by day, state (as it is now) and channel, and the rows themselves, oldest first by
// (created_at, id) on the withdrawals_created index. The state of a recent request still moves,
// so nothing here is cached. The CSV walks the same keyset in pages: a year of rows never sits in
// memory.
import type { WithdrawalReportRow } from '@khel/contracts/admin/reports-disputes';
import type { Queryable } from '../../platform/db.ts';
import { pageFrom } from '../../platform/keyset.ts';
import { dayRange } from './day-cache.ts';
import { fromMicros, micros, timeCursor } from './time-cursor.ts';

const DAY = (column: string) => `to_char((${column} AT TIME ZONE 'Asia/Karachi')::date, 'YYYY-MM-DD')`;

type State = WithdrawalReportRow['state'];
export interface WithdrawalFilter {
  from: string;
  to: string;
  state?: State | undefined;
  channel?: string | undefined;
}

export async function withdrawalGroups(db: Queryable, f: WithdrawalFilter) {
  const range = dayRange(f.from, f.to);
  const rows = await db.query<{ day: string; state: State; channel: string; count: number; amount: number; fee: number }>(
    `SELECT ${DAY('created_at')} AS day, state, channel, count(*)::bigint AS count, sum(amount)::bigint AS amount, sum(fee)::bigint AS fee
       FROM withdrawals
      WHERE created_at >= $1 AND created_at < $2 AND ($3::text IS NULL OR state = $3) AND ($4::text IS NULL OR channel = $4)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    [range.from, range.to, f.state ?? null, f.channel ?? null],
  );
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return { rows, totals: { count: sum((r) => r.count), amount: sum((r) => r.amount), fee: sum((r) => r.fee) } };
}

type Row = Omit<WithdrawalReportRow, 'transId' | 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date; cursorKey: number };

async function selectRows(db: Queryable, f: WithdrawalFilter, after: { micros: number; id: number } | null, limit: number): Promise<Row[]> {
  const range = dayRange(f.from, f.to);
  return db.query<Row>(
    `SELECT w.id, w.player_id AS "playerId", p.show_id AS "showId", w.amount, w.fee, w.channel, w.state,
            w.auto_approved AS "autoApproved", w.created_at AS "createdAt", w.updated_at AS "updatedAt",
            ap.username AS "approvedBy", pd.username AS "paidBy", w.payout_provider AS "payoutProvider",
            w.payout_reference AS "payoutReference", ${micros('w.created_at')} AS "cursorKey"
       FROM withdrawals w
       JOIN players p ON p.id = w.player_id
       LEFT JOIN operators ap ON ap.id = w.approved_by
       LEFT JOIN operators pd ON pd.id = w.paid_by
      WHERE w.created_at >= $1 AND w.created_at < $2 AND ($3::text IS NULL OR w.state = $3) AND ($4::text IS NULL OR w.channel = $4)
        AND ($5::bigint IS NULL OR (w.created_at, w.id) > (${fromMicros('$5')}, $6::bigint))
      ORDER BY w.created_at, w.id LIMIT $7`,
    [range.from, range.to, f.state ?? null, f.channel ?? null, after?.micros ?? null, after?.id ?? 0, limit + 1],
  );
}

const view = (r: Row): WithdrawalReportRow => ({
  id: r.id,
  transId: `W${r.id}`,
  playerId: r.playerId,
  showId: r.showId,
  amount: r.amount,
  fee: r.fee,
  channel: r.channel,
  state: r.state,
  autoApproved: r.autoApproved,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
  approvedBy: r.approvedBy,
  paidBy: r.paidBy,
  payoutProvider: r.payoutProvider,
  payoutReference: r.payoutReference,
});

export async function withdrawalRowsPage(db: Queryable, f: WithdrawalFilter & { cursor?: string | undefined; limit: number }) {
  const rows = await selectRows(db, f, timeCursor(f.cursor), f.limit);
  return pageFrom(rows, f.limit, (r) => [r.cursorKey, r.id], view);
}

/** Every row of the filter, fetched `batch` at a time along the keyset. */
export async function* allWithdrawalRows(db: Queryable, f: WithdrawalFilter, batch = 1000): AsyncGenerator<WithdrawalReportRow> {
  let after: { micros: number; id: number } | null = null;
  for (;;) {
    const rows = await selectRows(db, f, after, batch);
    for (const row of rows.slice(0, batch)) yield view(row);
    if (rows.length <= batch) return;
    const last = rows[batch - 1]!;
    after = { micros: last.cursorKey, id: last.id };
  }
}
