// The harm scan: every 15 minutes it looks for markers of harm and opens customer-interaction cases.
import type { AppContext } from '../../platform/context.ts';
import { scanHarmMarkers, type HarmBooks } from './harm-markers.service.ts';

export const HARM_SCAN_JOB = 'harm-scan';
const SCAN_EVERY_MS = 15 * 60_000;

/** `books`: payments' deposits and game-wallet's rounds (both rank above harm-markers; app.ts hands them in). */
export function registerHarmMarkerJobs(ctx: AppContext, books: HarmBooks): void {
  ctx.jobs.every(HARM_SCAN_JOB, SCAN_EVERY_MS, () => scanHarmMarkers(ctx.db, ctx.clock, books));
}
