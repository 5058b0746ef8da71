// Periodic background jobs (deposit sweep, withdrawal expiry, rate-limit pruning). Each job is
// idempotent, so several server processes may run the same one; a run never overlaps itself.
// Tests keep the timers off and run a job by name with their own clock.
import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs, so tests and tools can run one now. */
    jobs: Jobs;
  }
}

interface Job {
  run: () => Promise<unknown>;
  running: boolean;
}

export class Jobs {
  private readonly jobs = new Map<string, Job>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly atStart: (() => void)[] = [];
  private readonly log: FastifyBaseLogger;
  private readonly timersOn: boolean;

  constructor(log: FastifyBaseLogger, timersOn: boolean) {
    this.log = log;
    this.timersOn = timersOn;
  }

  /**
   * `atStart`: also once as soon as the server listens (recovery jobs: work a crash left behind;
   * they may call the server's own hooks, so not before it listens).
   */
  every(name: string, intervalMs: number, run: () => Promise<unknown>, options: { atStart?: boolean } = {}): void {
    if (this.jobs.has(name)) throw new Error(`job ${name} registered twice`);
    const job: Job = { run, running: false };
    this.jobs.set(name, job);
    if (!this.timersOn) return;
    const tick = () => {
      if (job.running) return;
      job.running = true;
      run()
        .catch((error: unknown) => this.log.error({ err: error, job: name }, 'background job failed'))
        .finally(() => {
          job.running = false;
        });
    };
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    this.timers.push(timer);
    if (options.atStart) this.atStart.push(tick);
  }

  /** Runs the `atStart` jobs once (the app calls it when the server listens). */
  started(): void {
    for (const tick of this.atStart.splice(0)) tick();
  }

  /** Runs a job now and returns what it returned (tests, operator tools). */
  async run<T = unknown>(name: string): Promise<T> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return (await job.run()) as T;
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
  }
}
