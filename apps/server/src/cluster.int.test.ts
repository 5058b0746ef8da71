// The production start as the image runs it, without containers (no container engine runs in CI):
// the commands are read from the Dockerfile (CMD) and deploy/compose.yaml (the migrate step's
// command) and run from the repository root, which is the image's /app. On PostgreSQL only: a
// fresh, empty database; the migrate step; then a primary with two workers on one port.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, getOnNewConnection, REPO_ROOT, startCluster, type ClusterProcess, type LogLine } from '../test/cluster-process.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { readMigrations } from './platform/migrate.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const LATEST_MIGRATION = readMigrations().at(-1)!.version;

/** The image's CMD (exec form), e.g. ["node", "apps/server/src/cluster.ts"]. */
const imageCommand = JSON.parse(/^CMD (\[.*\])$/m.exec(readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8'))![1]!) as string[];
/** The compose file's one-shot migrate step. */
const migrateCommand = JSON.parse(
  /^ {2}migrate:\n(?: {4}.*\n)*? {4}command: (\[.*\])$/m.exec(readFileSync(join(REPO_ROOT, 'deploy/compose.yaml'), 'utf8'))![1]!,
) as string[];

function run(command: string[], env: Record<string, string>) {
  const [program, ...args] = command;
  const result = spawnSync(program === 'node' ? process.execPath : program!, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('production start on the embedded database', () => {
  it('is refused with a message that names DATABASE_URL and npm start', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'khel-cluster-'));
    try {
      const result = run(imageCommand, { ...PRODUCTION_ENV, DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.out).toContain('start:production needs PostgreSQL: set DATABASE_URL');
      expect(result.out).toContain('run `npm start` for the one-process server');
      expect(result.out).not.toContain('Khel is ready');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('the image start-up commands on PostgreSQL, without containers', () => {
  const name = `khel_cluster_${process.pid}`;
  let env: Record<string, string>;
  let cluster: ClusterProcess;
  let metricsUrl: string;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  /** Pids of the workers whose log shows a GET /health/ready. */
  const servingPids = () =>
    new Set(cluster.lines.filter((l) => l.msg === 'incoming request' && (l.req as { url?: string })?.url === '/health/ready').map((l) => l.pid));
  const workerStarts = () => cluster.lines.filter((l: LogLine) => l.msg === 'worker started').map((l) => l.workerPid as number);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    env = { ...PRODUCTION_ENV, LOG_LEVEL: 'info', DATABASE_URL: url.toString() };
  });
  afterAll(async () => {
    await cluster?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('the migrate step migrates the empty database and seeds it; run again, it finds it current', () => {
    expect(migrateCommand).toEqual(['node', 'apps/server/src/cli/migrate.ts']);
    for (let round = 0; round < 2; round += 1) {
      const result = run(migrateCommand, env);
      expect(result.out).toContain(`migrate: postgres database at migration ${LATEST_MIGRATION}, config documents seeded`);
      expect(result.status).toBe(0);
    }
  });

  it('the production start serves from two worker processes on one port', { timeout: 120_000 }, async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    cluster = await startCluster({ command: imageCommand, workers: 2, env: { ...env, METRICS_PORT: String(metricsPort) } });
    expect(workerStarts()).toHaveLength(2);
    // A worker listens before its change listener is connected and answers 503 until then (on a
    // loaded machine, for a moment): wait until four connections in a row, both workers', are ready.
    for (let streak = 0, deadline = Date.now() + 30_000; streak < 4; ) {
      if (Date.now() > deadline) throw new Error('the workers were not ready within 30 s');
      streak = (await getOnNewConnection(`${cluster.baseUrl}/health/ready`)).status === 200 ? streak + 1 : 0;
    }
    // Each request on its own connection: the primary hands connections to its workers in turn.
    for (let i = 0; i < 8; i += 1) {
      const ready = await getOnNewConnection(`${cluster.baseUrl}/health/ready`);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', database: true, changes: true });
    }
    expect([...servingPids()].sort()).toEqual([...workerStarts()].sort());
  });

  it("METRICS_PORT serves the workers' metrics from the primary", async () => {
    await cluster.waitFor((l) => l.msg === 'metrics listening' && l.role === 'primary');
    const response = await getOnNewConnection(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.body).toContain('# TYPE khel_job_runs_total counter');
  });

  it('a worker killed with SIGKILL is restarted while the other keeps serving', { timeout: 120_000 }, async () => {
    const [victim, survivor] = workerStarts();
    process.kill(victim!, 'SIGKILL');
    const died = await cluster.waitFor((l) => l.msg === 'worker died; restarting it' && l.workerPid === victim);
    expect(died).toMatchObject({ signal: 'SIGKILL', restartInMs: 500 });
    for (let i = 0; i < 4; i += 1) expect((await getOnNewConnection(`${cluster.baseUrl}/health/ready`)).status).toBe(200);

    const replacement = (await cluster.waitFor((l) => l.msg === 'worker started' && l.workerPid !== victim && l.workerPid !== survivor)).workerPid as number;
    while (cluster.readyCount() < 3) await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 8 && !servingPids().has(replacement); i += 1) {
      expect((await getOnNewConnection(`${cluster.baseUrl}/health/ready`)).status).toBe(200);
    }
    expect(servingPids()).toContain(replacement);
  });

  it('a worker that dies again soon after is restarted after a longer wait (backoff)', { timeout: 120_000 }, async () => {
    const replacement = workerStarts().at(-1)!;
    process.kill(replacement, 'SIGKILL');
    const died = await cluster.waitFor((l) => l.msg === 'worker died; restarting it' && l.workerPid === replacement);
    expect(died).toMatchObject({ signal: 'SIGKILL', restartInMs: 1_000 });
    // Its successor (the fourth worker started) says it is ready, so two serve again.
    while (cluster.readyCount() < 4) await new Promise((r) => setTimeout(r, 100));
    expect(workerStarts()).toHaveLength(4);
  });

  it('SIGTERM drains the workers and the primary exits 0', { timeout: 60_000 }, async () => {
    expect(await cluster.stop()).toBe(0);
    expect(cluster.lines.filter((l) => l.msg === 'worker stopped').map((l) => l.code)).toEqual([0, 0]);
    expect(cluster.lines.at(-1)).toMatchObject({ msg: 'all workers stopped; exiting', exitCode: 0 });
  });
});
