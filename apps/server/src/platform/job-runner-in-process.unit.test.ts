// The in-process runner, as the server's log and metrics show it: a job never overlaps itself, a
// failure is logged with the job's name and counted, stop() waits for a run under way up to its
// limit, and with the timers off (tests) nothing runs until asked.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { InProcessJobRunner } from './job-runner-in-process.ts';
import { jobRuns } from './metrics.ts';

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  jobs?: string[];
  err?: { message: string };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A real pino logger (Fastify's) whose lines the test reads. */
function capturedLog() {
  const lines: LogLine[] = [];
  const app = Fastify({ logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } } });
  return { log: app.log, lines };
}

async function runsOf(job: string, outcome: 'ok' | 'failed'): Promise<number> {
  const metric = await jobRuns.get();
  return metric.values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0;
}

const runners: InProcessJobRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop(0);
});
function runner(timersOn = true) {
  const captured = capturedLog();
  const made = new InProcessJobRunner(captured.log, { timersOn });
  runners.push(made);
  return { runner: made, lines: captured.lines };
}

describe('in-process job runner', () => {
  it('never starts a run while the last one is under way', async () => {
    const { runner: jobs } = runner();
    let active = 0;
    let most = 0;
    let runs = 0;
    jobs.add({
      name: 'slow',
      everyMs: 10,
      scope: 'cluster',
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        await sleep(60);
        active -= 1;
      },
    });
    await jobs.start();
    await sleep(250);
    await jobs.stop(1_000);
    expect(most).toBe(1);
    // 25 ticks in 250 ms, but a 60 ms run lets at most 5 through.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(5);
  });

  it('logs every failure with the job name and error, counts it, and keeps ticking', async () => {
    const { runner: jobs, lines } = runner();
    const before = await runsOf('flaky', 'failed');
    let calls = 0;
    jobs.add({
      name: 'flaky',
      everyMs: 20,
      scope: 'cluster',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('gateway down');
        return 'ok';
      },
    });
    await jobs.start();
    await sleep(120);
    await jobs.stop(1_000);
    const failures = lines.filter((line) => line.msg === 'background job failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 50, job: 'flaky', err: { message: 'gateway down' } });
    expect((await runsOf('flaky', 'failed')) - before).toBe(1);
    expect(await runsOf('flaky', 'ok')).toBe(calls - 1);
    expect(calls).toBeGreaterThan(1);
  });

  it('runs an at-start job as soon as it starts', async () => {
    const { runner: jobs } = runner();
    let runs = 0;
    jobs.add({ name: 'recovery', everyMs: 60_000, scope: 'cluster', atStart: true, run: async () => (runs += 1) });
    await jobs.start();
    await sleep(20);
    expect(runs).toBe(1);
  });

  it('stop waits for the run under way, up to its limit, and names what it left running', async () => {
    const { runner: jobs, lines } = runner();
    let finished = 0;
    jobs.add({
      name: 'sweep',
      everyMs: 60_000,
      scope: 'cluster',
      atStart: true,
      run: async () => {
        await sleep(150);
        finished += 1;
      },
    });
    await jobs.start();
    await jobs.stop(2_000);
    expect(finished).toBe(1);

    const { runner: stuck, lines: stuckLines } = runner();
    stuck.add({ name: 'stuck', everyMs: 60_000, scope: 'cluster', atStart: true, run: () => sleep(2_000) });
    await stuck.start();
    const started = performance.now();
    await stuck.stop(100);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(stuckLines.find((line) => line.msg === 'background jobs still running at stop')).toMatchObject({ jobs: ['stuck'] });
    expect(lines.some((line) => line.msg === 'background jobs still running at stop')).toBe(false);
  });

  it('with the timers off runs nothing until a job is run by name, then answers what it returned', async () => {
    const { runner: jobs } = runner(false);
    let runs = 0;
    jobs.add({ name: 'scan', everyMs: 10, scope: 'cluster', atStart: true, run: async () => ({ found: ++runs }) });
    await jobs.start();
    await sleep(50);
    expect(runs).toBe(0);
    await expect(jobs.run('scan')).resolves.toEqual({ found: 1 });
    await expect(jobs.run('missing')).rejects.toThrow('no job named missing');
    expect(() => jobs.add({ name: 'scan', everyMs: 10, scope: 'cluster', run: async () => 0 })).toThrow('registered twice');
  });
});
