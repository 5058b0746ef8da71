// The AML scan job: looks for findings and gathers them into one open case per player. Its period
// and scope are in src/background-jobs.ts.
import type { AppContext } from '../../platform/context.ts';
import { scan, type AmlDepositScan } from './aml.service.ts';

export const AML_SCAN_JOB = 'aml-scan';

/** `deposits`: payments' credited deposits (payments ranks above AML; app.ts hands them in). */
export function amlScanWork(ctx: AppContext, deposits: AmlDepositScan): () => Promise<unknown> {
  return () => scan(ctx.db, ctx.clock, deposits);
}
