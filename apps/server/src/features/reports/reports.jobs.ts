// Every 5 minutes (and at start) the day that ended, plus the 10-minute settle margin, is cached
// before anyone asks for it.
import type { AppContext } from '../../platform/context.ts';
import { REPORT_DAY_CACHE_JOB, warmDayCache } from './reports.service.ts';

export function registerReportJobs(ctx: AppContext): void {
  ctx.jobs.every(REPORT_DAY_CACHE_JOB, 5 * 60_000, () => warmDayCache(ctx.db, ctx.clock.now()), { atStart: true });
}
