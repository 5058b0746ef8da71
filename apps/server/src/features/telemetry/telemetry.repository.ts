import type { Queryable } from '../../platform/db.ts';

/** Adds counts to a day's totals in one statement. */
export async function addClickCounts(db: Queryable, day: string, counts: readonly { target: string; count: number }[]): Promise<void> {
  await db.query(
    `INSERT INTO click_counts (day, target, count)
     SELECT $1::date, target, count FROM unnest($2::text[], $3::bigint[]) AS c (target, count)
     ON CONFLICT (day, target) DO UPDATE SET count = click_counts.count + excluded.count`,
    [day, counts.map((c) => c.target), counts.map((c) => c.count)],
  );
}

export async function selectClickCounts(db: Queryable, day: string): Promise<Record<string, number>> {
  const rows = await db.query<{ target: string; count: string | number }>('SELECT target, count FROM click_counts WHERE day = $1::date', [day]);
  return Object.fromEntries(rows.map((row) => [row.target, Number(row.count)]));
}
