// The report day-cache job: the day that ended, plus the 10-minute settle margin, is cached before
// anyone asks for it. Its period and scope are in src/background-jobs.ts.
import type { AppContext } from '../../platform/context.ts';
import { warmDayCache } from './reports.service.ts';

export function reportDayCacheWork(ctx: AppContext): () => Promise<unknown> {
  return () => warmDayCache(ctx.db, ctx.clock.now());
}
