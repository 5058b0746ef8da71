// The PostgreSQL job runner: every server process on one database shares pg-boss's queues (schema
// `pgboss`, created at start), so a cluster job runs once per period across all of them, whichever
// process fetches it. A job a minute or longer is a cron schedule (pg-boss sends one job per
// occurrence, however many processes keep the schedule). A shorter one is throttled instead: every
// process offers a job twice a period with singletonSeconds = the period, and pg-boss's unique index
// on the time slot keeps one per slot. Each queue has the `singleton` policy, so a run never overlaps
// the previous one in another process. A failed run is retried with backoff, and jobs stay in
// pg-boss's tables (failed ones with their error) for the operator: docs/operations/jobs.md.
// Process-scoped jobs keep a timer here, as the in-process runner does.
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Queue } from 'pg-boss';
import { JobTable, type BackgroundJob, type JobRunner } from './job-runner.ts';

export const PG_BOSS_SCHEMA = 'pgboss';
/** pg-boss's own pool beside the app's (the worker polls, the cron pass and maintenance). */
const PG_BOSS_CONNECTIONS = 3;
const MINUTE_MS = 60_000;
const DAY_SECONDS = 86_400;
const RESTART_AFTER_MS = 30_000;

/** The cron expression of a whole-minute period, or null when cron cannot express it exactly. */
export function cronOf(everyMs: number): string | null {
  if (everyMs % MINUTE_MS !== 0) return null;
  const minutes = everyMs / MINUTE_MS;
  if (minutes < 60 && 60 % minutes === 0) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && 24 % (minutes / 60) === 0) return minutes === 60 ? '0 * * * *' : `0 */${minutes / 60} * * *`;
  return null;
}

/**
 * Retries back off from a second (short jobs) or ten (the rest) and never wait past one period.
 * `firstRetrySeconds` replaces that first delay (tests of the retry path).
 */
export function queueOptionsOf(job: BackgroundJob, firstRetrySeconds?: number): Omit<Queue, 'name'> {
  const periodSeconds = Math.max(1, Math.ceil(job.everyMs / 1000));
  return {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: firstRetrySeconds ?? (periodSeconds < 60 ? 1 : 10),
    retryBackoff: true,
    retryDelayMax: periodSeconds,
    // A run still active after this counts as failed (a process died mid-run) and is retried.
    expireInSeconds: Math.max(300, 2 * periodSeconds),
    // A slot nobody fetched in time is dropped: the next slot does the same work.
    retentionSeconds: Math.max(600, 2 * periodSeconds),
    // History: a day for the sub-minute jobs (thousands of rows a day), a week for the rest.
    deleteAfterSeconds: periodSeconds < 60 ? DAY_SECONDS : 7 * DAY_SECONDS,
  };
}

export class PgBossJobRunner implements JobRunner {
  private readonly table: JobTable;
  private readonly log: FastifyBaseLogger;
  private readonly connectionString: string;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly firstRetrySeconds: number | undefined;
  private boss: PgBoss | null = null;
  private stopped = false;

  constructor(options: { connectionString: string; log: FastifyBaseLogger; firstRetrySeconds?: number }) {
    this.log = options.log;
    this.connectionString = options.connectionString;
    this.firstRetrySeconds = options.firstRetrySeconds;
    this.table = new JobTable(options.log);
  }

  add(job: BackgroundJob): void {
    this.table.add(job);
  }

  /** Starts pg-boss; when the database refuses (down at start), it logs and tries again every 30 s. */
  async start(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.boot();
    } catch (error) {
      this.log.error({ err: error, retryInMs: RESTART_AFTER_MS }, 'background jobs did not start');
      const boss = this.boss;
      this.boss = null;
      for (const timer of this.timers.splice(0)) clearInterval(timer);
      await boss?.stop({ graceful: false, close: true }).catch(() => {});
      const retry = setTimeout(() => void this.start(), RESTART_AFTER_MS);
      retry.unref();
      this.timers.push(retry);
    }
  }

  private async boot(): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.connectionString,
      schema: PG_BOSS_SCHEMA,
      max: PG_BOSS_CONNECTIONS,
      application_name: 'khel-jobs',
    });
    // pg-boss's own troubles (a lost connection, a maintenance error) go to the log, not a crash.
    boss.on('error', (error) => this.log.error({ err: error }, 'pg-boss error'));
    this.boss = boss;
    await boss.start({ attempts: 5 });
    for (const job of this.table.all()) {
      if (job.scope === 'process') this.startLocal(job);
      else await this.startShared(boss, job);
    }
    // A schedule of a job this server no longer has (9WICKETS turned off, a job removed) would keep
    // queueing runs nobody works.
    const scheduled = new Set(this.table.all().filter((job) => job.scope === 'cluster' && cronOf(job.everyMs)).map((job) => job.name));
    for (const old of await boss.getSchedules()) if (!scheduled.has(old.name)) await boss.unschedule(old.name, old.key);
  }

  private startLocal(job: BackgroundJob): void {
    const tick = () => {
      if (this.stopped || this.table.isRunning(job.name)) return;
      this.table.execute(job.name).catch(() => {});
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    this.timers.push(timer);
    if (job.atStart) tick();
  }

  private async startShared(boss: PgBoss, job: BackgroundJob): Promise<void> {
    const options = queueOptionsOf(job, this.firstRetrySeconds);
    await boss.createQueue(job.name, options);
    // A queue kept from an earlier release takes this release's retry and retention settings.
    const { policy: _policy, ...changeable } = options;
    await boss.updateQueue(job.name, changeable);
    const pollSeconds = Math.min(2, Math.max(0.5, job.everyMs / 2000));
    const workOptions = { pollingIntervalSeconds: pollSeconds, includeMetadata: true } as const;
    await boss.work<{ atStart?: boolean }, unknown, typeof workOptions>(job.name, workOptions, async ([taken]) => {
      // The log names the pg-boss job and its time slot, so a run can be found in pgboss.job.
      const slot = taken?.singletonOn ? new Date(taken.singletonOn).toISOString() : null;
      await this.table.execute(job.name, { jobId: taken?.id, slot, retry: taken?.retryCount ?? 0, atStart: taken?.data?.atStart ?? false });
    });
    const cron = cronOf(job.everyMs);
    if (cron) {
      await boss.schedule(job.name, cron);
    } else {
      // Schedules from an earlier, whole-minute period of this job would double the runs.
      await boss.unschedule(job.name);
      const periodSeconds = Math.max(1, Math.round(job.everyMs / 1000));
      const offer = () => {
        boss
          .send(job.name, {}, { singletonKey: job.name, singletonSeconds: periodSeconds })
          .catch((error: unknown) => this.log.error({ err: error, job: job.name }, 'background job not queued'));
      };
      // Twice a period, so a slot is offered even when this process's timer drifts across it.
      const timer = setInterval(offer, Math.max(250, job.everyMs / 2));
      timer.unref();
      this.timers.push(timer);
      offer();
    }
    // Each process start offers one recovery run; whichever process fetches it does it.
    if (job.atStart) await boss.send(job.name, { atStart: true });
  }

  run<T = unknown>(name: string): Promise<T> {
    return this.table.execute<T>(name);
  }

  async stop(graceMs: number): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    const started = Date.now();
    // Graceful: pg-boss stops fetching and waits for its active handlers up to the limit.
    if (this.boss) await this.boss.stop({ graceful: true, timeout: Math.max(1, graceMs), close: true }).catch((error: unknown) => this.log.error({ err: error }, 'pg-boss stop failed'));
    const still = await this.table.drain(Math.max(0, graceMs - (Date.now() - started)));
    if (still.length > 0) this.log.warn({ jobs: still, graceMs }, 'background jobs still running at stop');
  }
}
