// The in-process job runner: a timer per job in this process. It serves the embedded database (one
// process only, so once per process is once) and tests, which keep the timers off and run a job by
// name with their own clock. A run never overlaps itself: a tick while the last run is under way is
// skipped.
import type { FastifyBaseLogger } from 'fastify';
import { JobTable, type BackgroundJob, type JobRunner } from './job-runner.ts';

export class InProcessJobRunner implements JobRunner {
  private readonly table: JobTable;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly timersOn: boolean;
  private readonly log: FastifyBaseLogger;
  private stopped = false;

  constructor(log: FastifyBaseLogger, options: { timersOn: boolean }) {
    this.log = log;
    this.table = new JobTable(log);
    this.timersOn = options.timersOn;
  }

  add(job: BackgroundJob): void {
    this.table.add(job);
  }

  async start(): Promise<void> {
    if (!this.timersOn || this.stopped) return;
    for (const job of this.table.all()) {
      const timer = setInterval(() => this.tick(job.name), job.everyMs);
      // A timer alone never keeps the process alive; shutdown is the server's decision.
      timer.unref();
      this.timers.push(timer);
      if (job.atStart) this.tick(job.name);
    }
  }

  /** Runs the job now unless its last run is still under way. */
  tick(name: string): void {
    if (this.stopped || this.table.isRunning(name)) return;
    // execute() has logged and counted a failure; the next tick is the retry.
    this.table.execute(name).catch(() => {});
  }

  run<T = unknown>(name: string): Promise<T> {
    return this.table.execute<T>(name);
  }

  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    const still = await this.table.drain(graceMs);
    if (still.length > 0) this.log.warn({ jobs: still, graceMs }, 'background jobs still running at stop');
  }
}
