// Two real server processes (src/server.ts) on one PostgreSQL database run every cluster job once
// per period between them, not once each: pg-boss hands each period's job to one process. The
// test-only JOB_PERIOD_MS_FOR_TESTS shortens every cluster job's period to 2 seconds so the test
// sees several periods; each run is read from the processes' own logs ("background job ran", with
// the time slot it was queued for) and from pg-boss's job table. PostgreSQL only: the embedded
// database is one process by construction (its directory lock), so it has nothing to share.
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, makeStore, startServer, type Store } from './server-process.ts';

const PERIOD_MS = 2_000;
const WATCH_MS = 14_000;
// The jobs every process runs (background-jobs.ts `scope: 'process'`): not once per period between them.
const PROCESS_JOBS = new Set(['game-play-outbox', 'inhouse-crash-table', 'sportsbook-feed']);

interface Ran {
  job: string;
  jobId: string;
  slot: string | null;
  atStart: boolean;
  process: number;
}

function runsIn(output: string, process: number): Ran[] {
  const runs: Ran[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes('"background job ran"')) continue;
    const entry = JSON.parse(line) as { job: string; jobId?: string; slot?: string | null; atStart?: boolean };
    runs.push({ job: entry.job, jobId: entry.jobId ?? '', slot: entry.slot ?? null, atStart: entry.atStart ?? false, process });
  }
  return runs;
}

let store: Store | null = null;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await store?.dispose();
});

describe.runIf(process.env.TEST_DATABASE_URL)('background jobs across two server processes on PostgreSQL', () => {
  it('runs each cluster job once per period between them, and the per-process job in each', { timeout: 90_000 }, async () => {
    store = await makeStore();
    const env = { ...store.env, JOB_PERIOD_MS_FOR_TESTS: String(PERIOD_MS), LOG_LEVEL: 'debug' };
    const outputs = ['', ''];
    const servers = await Promise.all(
      [0, 1].map((i) =>
        startServer(env, (text) => {
          outputs[i] += text;
        }),
      ),
    );
    children.push(...servers.map((s) => s.child));
    await new Promise((done) => setTimeout(done, WATCH_MS));
    // A graceful stop, as a deploy does: the runs under way finish before the processes exit.
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => exited(s.child)));

    const runs = [...runsIn(outputs[0]!, 0), ...runsIn(outputs[1]!, 1)];
    const clusterJobs = [...new Set(runs.map((r) => r.job))].filter((job) => !PROCESS_JOBS.has(job)).sort();
    expect(clusterJobs).toEqual(
      expect.arrayContaining(['aml-scan', 'deposit-sweep', 'harm-scan', 'inhouse-round-recovery', 'rate-limit-prune', 'report-day-cache', 'withdrawal-expiry']),
    );
    // At most one slot a period of the whole watch (plus the one each start straddles), however
    // many processes; twice that would be each process running its own timer.
    const slotsWatched = Math.ceil(WATCH_MS / PERIOD_MS) + 2;
    const summary: Record<string, { runs: number; byProcess: [number, number] }> = {};
    for (const job of clusterJobs) {
      const periodic = runs.filter((r) => r.job === job && !r.atStart);
      const slots = periodic.map((r) => r.slot);
      expect(new Set(slots).size, `${job}: a slot ran twice: ${JSON.stringify(periodic)}`).toBe(slots.length);
      const ids = runs.filter((r) => r.job === job).map((r) => r.jobId);
      expect(new Set(ids).size, `${job}: a pg-boss job ran twice`).toBe(ids.length);
      expect(periodic.length, job).toBeGreaterThanOrEqual(4);
      expect(periodic.length, job).toBeLessThanOrEqual(slotsWatched);
      summary[job] = { runs: periodic.length, byProcess: [periodic.filter((r) => r.process === 0).length, periodic.filter((r) => r.process === 1).length] };
    }
    // The two at-start jobs: one run per process start, done by whichever process fetched it.
    for (const job of ['inhouse-round-recovery', 'report-day-cache']) expect(runs.filter((r) => r.job === job && r.atStart)).toHaveLength(2);
    // The play outbox drain is per process: both ran it.
    for (const process of [0, 1]) expect(runs.filter((r) => r.job === 'game-play-outbox' && r.process === process).length).toBeGreaterThan(5);

    // pg-boss's table agrees: one completed job per run, none failed, one job per slot.
    const db = await store.open();
    const rows = await db.query<{ name: string; completed: number; failed: number; slots: number; jobs: number }>(
      `select name, count(*) filter (where state = 'completed')::int as completed, count(*) filter (where state = 'failed')::int as failed,
              count(distinct singleton_on)::int as slots, count(singleton_on)::int as jobs
         from pgboss.job group by name`,
    );
    for (const job of clusterJobs) {
      const row = rows.find((r) => r.name === job);
      expect(row, job).toBeDefined();
      expect(row!.failed, job).toBe(0);
      expect(row!.slots, job).toBe(row!.jobs);
      expect(row!.completed, job).toBe(runs.filter((r) => r.job === job).length);
    }
    console.log('cluster job runs in', WATCH_MS / 1000, 's (period', PERIOD_MS / 1000, 's), [process 0, process 1]:', JSON.stringify(summary));
  });
});
