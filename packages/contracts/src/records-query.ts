// Record queries (docs/requirements/wallet.md#6-records): startDate, endDate (YYYY-MM-DD, Asia/Karachi calendar days,
// inclusive) and page (from 0; 20 rows a page, paging stops when a page has fewer). zod/mini: the
// player app's first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';

export const RECORD_PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const RecordQuery = z
  .object({
    startDate: z.string().check(z.regex(DAY, 'invalidRequest')),
    endDate: z.string().check(z.regex(DAY, 'invalidRequest')),
    page: z._default(z.int().check(z.minimum(0, 'invalidRequest'), z.maximum(10_000, 'invalidRequest')), 0),
  })
  .check(z.refine((q) => q.startDate <= q.endDate, 'invalidRequest'));
export type RecordQuery = z.infer<typeof RecordQuery>;

/** A deposit/withdraw record: createTime, payNum, rewardNum, playerId, transId (+ state). */
export const MoneyRecord = z.object({
  createTime: z.string().check(z.describe('ISO 8601 instant')),
  payNum: z.int().check(z.describe('amount in hundredths')),
  rewardNum: z.int().check(z.describe('bonus in hundredths (deposits), fee in hundredths (withdrawals)')),
  playerId: z.int(),
  transId: z.string(),
  state: z.string().check(z.describe('pending | paid | failed | expired | processing | rejected …')),
  channel: z.string().check(z.describe('Jazzcash, Easypaisa, …')),
});
export type MoneyRecord = z.infer<typeof MoneyRecord>;

/** Replies carry the rows as a JSON string in data.data, as docs/requirements/wallet.md#6-records says. */
export const RecordPage = z.object({ data: z.string().check(z.describe('JSON array of rows')), page: z.int() });

export type DatePreset = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

/** The record page's date filters as inclusive Asia/Karachi day ranges; weeks start on Monday. */
export function datePresetRange(preset: DatePreset, today: string): { startDate: string; endDate: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const at = (days: number) => new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday = 0
  const monthStart = (offset: number) => new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
  const monthEnd = (offset: number) => new Date(Date.UTC(y, m + offset, 0)).toISOString().slice(0, 10);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: at(-1), endDate: at(-1) };
    case 'thisWeek':
      return { startDate: at(-weekday), endDate: today };
    case 'lastWeek':
      return { startDate: at(-weekday - 7), endDate: at(-weekday - 1) };
    case 'thisMonth':
      return { startDate: monthStart(0), endDate: today };
    case 'lastMonth':
      return { startDate: monthStart(-1), endDate: monthEnd(-1) };
  }
}
