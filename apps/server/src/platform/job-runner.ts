// The job-runner port: how the server runs its periodic background jobs. Two runners implement it:
// the in-process one (job-runner-in-process.ts: the embedded database, and every test) and the
// PostgreSQL one on pg-boss (job-runner-pg-boss.ts: one run per period across every process).
// Which jobs exist, with their periods and scopes, is listed once: src/background-jobs.ts.
// docs/operations/jobs.md explains the jobs, retries and where failures show.
import type { FastifyBaseLogger } from 'fastify';
import { jobRuns, jobSeconds } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs, so tests and tools can run one now. */
    jobs: JobRunner;
  }
}

/**
 * `cluster`: once per period across all server processes (the work lives in the database).
 * `process`: in every process (the work is the process's own, or is cheaper done locally than queued).
 */
export type JobScope = 'cluster' | 'process';

export interface BackgroundJob {
  name: string;
  everyMs: number;
  scope: JobScope;
  run: () => Promise<unknown>;
  /** Also once when the server starts listening (recovery: work a crash left behind). */
  atStart?: boolean;
}

export interface JobRunner {
  add(job: BackgroundJob): void;
  /** Starts the timers or schedules (the app calls it once the server listens). */
  start(): Promise<void>;
  /** Runs a job now in this process and answers what it returned (tests, operator tools). */
  run<T = unknown>(name: string): Promise<T>;
  /** Stops starting runs and waits up to `graceMs` for the runs under way. */
  stop(graceMs: number): Promise<void>;
}

/**
 * The jobs a runner holds and the one way a run happens: counted in the job metrics, every failure
 * logged with the job's name, and the runs under way remembered so stop() can wait for them.
 */
export class JobTable {
  private readonly jobs = new Map<string, BackgroundJob>();
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  add(job: BackgroundJob): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
  }

  all(): BackgroundJob[] {
    return [...this.jobs.values()];
  }

  get(name: string): BackgroundJob {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }

  isRunning(name: string): boolean {
    return this.running.has(name);
  }

  /** Runs the job once; a failure is logged and counted, then rethrown for the caller (a retry). */
  async execute<T = unknown>(name: string, detail: Record<string, unknown> = {}): Promise<T> {
    const job = this.get(name);
    const started = performance.now();
    const run = job.run();
    this.running.set(name, run);
    try {
      const result = await run;
      jobRuns.inc({ job: name, outcome: 'ok' });
      this.log.debug({ job: name, ...detail, ms: Math.round(performance.now() - started) }, 'background job ran');
      return result as T;
    } catch (error) {
      jobRuns.inc({ job: name, outcome: 'failed' });
      this.log.error({ err: error, job: name, ...detail }, 'background job failed');
      throw error;
    } finally {
      jobSeconds.observe({ job: name }, (performance.now() - started) / 1000);
      if (this.running.get(name) === run) this.running.delete(name);
    }
  }

  /** Waits for the runs under way, at most `graceMs`; answers the names still running after it. */
  async drain(graceMs: number): Promise<string[]> {
    if (this.running.size === 0) return [];
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<void>((done) => (timer = setTimeout(done, graceMs)));
    await Promise.race([Promise.allSettled(this.running.values()), timeUp]);
    clearTimeout(timer);
    return [...this.running.keys()];
  }
}
