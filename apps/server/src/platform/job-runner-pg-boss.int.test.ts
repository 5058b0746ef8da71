// The pg-boss runner on PostgreSQL, as an operator sees it: it creates its own schema at start, a
// failing run is retried with backoff and, once out of retries, stays in pgboss.job as failed with
// its error, every failure is logged with the job's name, and stop() lets the run under way finish.
// The two-process behaviour (once per period between processes) is test/jobs-two-processes.int.test.ts.
// PostgreSQL only: on the embedded database the server uses the in-process runner.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, freshDatabase } from '../../test/test-database.ts';
import type { Database } from './db.ts';
import { cronOf, PgBossJobRunner } from './job-runner-pg-boss.ts';

interface LogLine {
  msg: string;
  job?: string;
  retry?: number;
  err?: { message: string };
}

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('cron of a period', () => {
  it('writes whole-minute periods as cron and leaves the rest to throttling', () => {
    expect(cronOf(60_000)).toBe('* * * * *');
    expect(cronOf(5 * 60_000)).toBe('*/5 * * * *');
    expect(cronOf(HOUR)).toBe('0 * * * *');
    expect(cronOf(30_000)).toBeNull();
    expect(cronOf(7 * 60_000)).toBeNull();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('pg-boss job runner on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('retries a failing run with backoff, keeps the failure in pgboss.job, logs each one, and drains at stop', { timeout: 90_000 }, async () => {
    const lines: LogLine[] = [];
    const log = Fastify({ logger: { level: 'debug', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } } }).log;
    // Retries from 1 s (backing off to 2 s, 4 s) rather than an hourly job's 10 s, to keep the test short.
    const runner = new PgBossJobRunner({ connectionString: databaseUrlOf(db)!, log, firstRetrySeconds: 1 });
    let flakyCalls = 0;
    // Hourly (a cron that will not fire during the test): each job runs once, from its at-start send.
    runner.add({
      name: 'flaky',
      everyMs: HOUR,
      scope: 'cluster',
      atStart: true,
      run: async () => {
        flakyCalls += 1;
        if (flakyCalls <= 2) throw new Error(`gateway down ${flakyCalls}`);
        return 'swept';
      },
    });
    runner.add({
      name: 'broken',
      everyMs: HOUR,
      scope: 'cluster',
      atStart: true,
      run: async () => {
        throw new Error('always down');
      },
    });
    await runner.start();
    expect(await db.query(`select 1 from information_schema.schemata where schema_name = 'pgboss'`)).toHaveLength(1);

    type Row = { name: string; state: string; retry_count: number; output: { message?: string } | null; started_on: Date | null; completed_on: Date | null };
    const jobsOf = (name: string) => db.query<Row>('select name, state, retry_count, output, started_on, completed_on from pgboss.job where name = $1', [name]);
    await until('flaky to succeed', async () => (await jobsOf('flaky'))[0]?.state === 'completed');
    await until('broken to run out of retries', async () => (await jobsOf('broken'))[0]?.state === 'failed');

    const [flaky] = await jobsOf('flaky');
    expect(flaky).toMatchObject({ state: 'completed', retry_count: 2 });
    const [broken] = await jobsOf('broken');
    // Three retries after the first try, and the last error is the failure history's record.
    expect(broken).toMatchObject({ state: 'failed', retry_count: 3 });
    expect(broken!.output?.message).toBe('always down');
    const failures = lines.filter((line) => line.msg === 'background job failed');
    expect(failures.filter((line) => line.job === 'flaky').map((line) => line.err?.message)).toEqual(['gateway down 1', 'gateway down 2']);
    expect(failures.filter((line) => line.job === 'broken')).toHaveLength(4);
    expect(failures.filter((line) => line.job === 'broken').map((line) => line.retry)).toEqual([0, 1, 2, 3]);

    // The cron schedules are in pg-boss's table: one per job, kept by every process alike.
    const schedules = await db.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule order by name');
    expect(schedules).toEqual([
      { name: 'broken', cron: '0 * * * *' },
      { name: 'flaky', cron: '0 * * * *' },
    ]);
    await runner.stop(1_000);

    // A process stopping mid-run (a deploy) lets the run finish within the grace and records it.
    const second = new PgBossJobRunner({ connectionString: databaseUrlOf(db)!, log });
    let slowDone = false;
    second.add({
      name: 'slow',
      everyMs: HOUR,
      scope: 'cluster',
      atStart: true,
      run: async () => {
        await sleep(2_000);
        slowDone = true;
      },
    });
    await second.start();
    await until('slow to start', async () => (await jobsOf('slow'))[0]?.state === 'active');
    await second.stop(10_000);
    expect(slowDone).toBe(true);
    expect((await jobsOf('slow'))[0]?.state).toBe('completed');
  });
});
