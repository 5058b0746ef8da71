// The harm scan job: looks for markers of harm and opens customer-interaction cases. Its period and
// scope are in src/background-jobs.ts.
import type { AppContext } from '../../platform/context.ts';
import { scanHarmMarkers, type HarmBooks } from './harm-markers.service.ts';

export const HARM_SCAN_JOB = 'harm-scan';

/** `books`: payments' deposits and game-wallet's rounds (both rank above harm-markers; app.ts hands them in). */
export function harmScanWork(ctx: AppContext, books: HarmBooks): () => Promise<unknown> {
  return () => scanHarmMarkers(ctx.db, ctx.clock, books);
}
