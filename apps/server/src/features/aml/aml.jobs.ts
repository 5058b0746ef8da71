// The AML scan: every 5 minutes it looks for findings and gathers them into one open case per player.
import type { AppContext } from '../../platform/context.ts';
import { scan, type AmlDepositScan } from './aml.service.ts';

export const AML_SCAN_JOB = 'aml-scan';
const SCAN_EVERY_MS = 5 * 60_000;

/** `deposits`: payments' credited deposits (payments ranks above AML; app.ts hands them in). */
export function registerAmlJobs(ctx: AppContext, deposits: AmlDepositScan): void {
  ctx.jobs.every(AML_SCAN_JOB, SCAN_EVERY_MS, () => scan(ctx.db, ctx.clock, deposits));
}
