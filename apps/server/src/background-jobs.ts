// Every background job the server runs, in one list: name, period, scope (once across the cluster,
// or in every process) and why. Features hand in what each job runs; they never start timers
// themselves. The runner is chosen here too: pg-boss on PostgreSQL (once per period across every
// process on the database), the in-process timers on the embedded database and in tests (timers off:
// tests run a job by name with their own clock). docs/operations/jobs.md is the operator's view.
import { DEMO_RECOVERY_JOB } from './adapters/game-providers/demo/demo-routes.ts';
import { AML_SCAN_JOB } from './features/aml/aml.jobs.ts';
import { TRANSFER_BOOKS_JOB, TRANSFER_RECONCILE_JOB, TRANSFER_SWEEP_JOB, type GameWalletWork } from './features/game-wallet/game-wallet.routes.ts';
import { PLAY_OUTBOX_INTERVAL_MS, PLAY_OUTBOX_JOB } from './features/game-wallet/play-outbox.ts';
import { HARM_SCAN_JOB } from './features/harm-markers/harm-markers.jobs.ts';
import { CRASH_TABLE_JOB, CRASH_TABLE_TICK_MS } from './features/inhouse-games/crash-table.ts';
import { ROUND_RECOVERY_INTERVAL_MS, ROUND_RECOVERY_JOB } from './features/inhouse-games/round-recovery.ts';
import { DEPOSIT_SWEEP_JOB } from './features/payments/payments.routes.ts';
import { REPORT_DAY_CACHE_JOB } from './features/reports/reports.service.ts';
import { FEED_INGEST_INTERVAL_MS, FEED_INGEST_JOB, SETTLEMENT_SWEEP_JOB } from './features/sportsbook/sportsbook.service.ts';
import { SUPPORT_IMAGE_RETENTION_JOB } from './features/support/chat-retention.ts';
import { WITHDRAWAL_EXPIRY_JOB } from './features/withdrawals/withdrawals.routes.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './platform/config.ts';
import type { Database } from './platform/db.ts';
import type { BackgroundJob, JobRunner } from './platform/job-runner.ts';
import { InProcessJobRunner } from './platform/job-runner-in-process.ts';
import { PgBossJobRunner } from './platform/job-runner-pg-boss.ts';

type Work = () => Promise<unknown>;

/** What each job runs, as the features answered it from their registration. */
export interface JobWork {
  pruneRateLimits: Work;
  sweepDeposits: Work;
  expireWithdrawals: Work;
  gameWallet: GameWalletWork;
  crashTableTick: Work;
  recoverInhouseRounds: Work;
  /** Only when a platform runs on the embedded demo vendors. */
  recoverDemoRounds: Work | null;
  amlScan: Work;
  harmScan: Work;
  warmReportDays: Work;
  deleteExpiredChatImages: Work;
  /** The sportsbook: the feed's turn, and the sweep of bets whose results came in while they were placed. */
  sportsFeed: Work;
  sportsSettlementSweep: Work;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The jobs. `cluster`: the work is rows in the database, so one run per period across all
 * processes is enough and a second would repeat it (a second gateway inquiry, a second scan).
 * `process`: the play outbox drain backs up the process's own in-memory kick after each batch of
 * callbacks, takes rows with FOR UPDATE SKIP LOCKED (concurrent drains take disjoint rows, so
 * nothing counts twice), and every second a queued job would cost more than an empty drain.
 */
export function backgroundJobs(work: JobWork): BackgroundJob[] {
  const jobs: BackgroundJob[] = [
    { name: 'rate-limit-prune', everyMs: 60 * MINUTE, scope: 'cluster', run: work.pruneRateLimits },
    { name: DEPOSIT_SWEEP_JOB, everyMs: MINUTE, scope: 'cluster', run: work.sweepDeposits },
    { name: WITHDRAWAL_EXPIRY_JOB, everyMs: MINUTE, scope: 'cluster', run: work.expireWithdrawals },
    { name: PLAY_OUTBOX_JOB, everyMs: PLAY_OUTBOX_INTERVAL_MS, scope: 'process', run: work.gameWallet.drainPlayOutbox },
    // Every process: each step of the shared round is a write only one process wins
    // (crash-table.ts), so a process that dies leaves no gap and a queued job would be too slow.
    { name: CRASH_TABLE_JOB, everyMs: CRASH_TABLE_TICK_MS, scope: 'process', run: work.crashTableTick },
    { name: ROUND_RECOVERY_JOB, everyMs: ROUND_RECOVERY_INTERVAL_MS, scope: 'cluster', run: work.recoverInhouseRounds, atStart: true },
    { name: AML_SCAN_JOB, everyMs: 5 * MINUTE, scope: 'cluster', run: work.amlScan },
    { name: HARM_SCAN_JOB, everyMs: 15 * MINUTE, scope: 'cluster', run: work.harmScan },
    { name: REPORT_DAY_CACHE_JOB, everyMs: 5 * MINUTE, scope: 'cluster', run: work.warmReportDays, atStart: true },
    // Retention counts in days: an hour late is nothing, and an hourly run stays a small batch.
    // Every process offers to take the feed's turn each second; an advisory lock gives it to one
    // (features/sportsbook/feed-ingest.ts): a queued job a second would cost more than the offer.
    { name: FEED_INGEST_JOB, everyMs: FEED_INGEST_INTERVAL_MS, scope: 'process', run: work.sportsFeed },
    { name: SETTLEMENT_SWEEP_JOB, everyMs: 30 * SECOND, scope: 'cluster', run: work.sportsSettlementSweep },
    { name: SUPPORT_IMAGE_RETENTION_JOB, everyMs: HOUR, scope: 'cluster', run: work.deleteExpiredChatImages },
  ];
  const transfer = work.gameWallet.transferWallet;
  if (transfer) {
    jobs.push(
      { name: TRANSFER_RECONCILE_JOB, everyMs: MINUTE, scope: 'cluster', run: transfer.reconcile },
      { name: TRANSFER_SWEEP_JOB, everyMs: MINUTE, scope: 'cluster', run: transfer.sweepIdle },
      { name: TRANSFER_BOOKS_JOB, everyMs: 5 * MINUTE, scope: 'cluster', run: transfer.compareBooks },
    );
  }
  if (work.recoverDemoRounds) jobs.push({ name: DEMO_RECOVERY_JOB, everyMs: 30 * SECOND, scope: 'cluster', run: work.recoverDemoRounds });
  return jobs;
}

/**
 * Test-only: JOB_PERIOD_MS_FOR_TESTS gives every cluster job that period, so a test of two server
 * processes sees many periods in seconds. Production refuses to start with it.
 */
export function testJobPeriodMs(config: Pick<AppConfig, 'env'>, source: NodeJS.ProcessEnv = process.env): number | null {
  const raw = source.JOB_PERIOD_MS_FOR_TESTS;
  if (raw === undefined || raw === '') return null;
  if (config.env === 'production') throw new Error('JOB_PERIOD_MS_FOR_TESTS: a test setting, refused in production');
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1_000) throw new Error('JOB_PERIOD_MS_FOR_TESTS: whole milliseconds, at least 1000');
  return ms;
}

/** The runner for this database and environment. */
export function createJobRunner(config: Pick<AppConfig, 'env' | 'databaseUrl'>, db: Database, log: FastifyBaseLogger): JobRunner {
  if (config.env === 'test') return new InProcessJobRunner(log, { timersOn: false });
  if (db.kind === 'postgres' && config.databaseUrl) return new PgBossJobRunner({ connectionString: config.databaseUrl, log });
  return new InProcessJobRunner(log, { timersOn: true });
}

/** Adds every job to the runner (with the test period, when one is set). */
export function registerBackgroundJobs(runner: JobRunner, work: JobWork, config: Pick<AppConfig, 'env'>): void {
  const testPeriod = testJobPeriodMs(config);
  for (const job of backgroundJobs(work)) runner.add(testPeriod && job.scope === 'cluster' ? { ...job, everyMs: testPeriod } : job);
}
