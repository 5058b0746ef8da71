// What the HTTP benchmarks share on the server side (bench/wallet.ts, bench/provider.ts,
// bench/reads.ts; see bench/README.md): the PostgreSQL they need, throwaway databases, the real
// server app on a loopback port, the child process that generates the load (its code is in
// load.ts, so the child does not load the app), pgbench's TPC-B as the same-run baseline, and the
// ledger checks at the end.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { seedConfigDocuments } from '../apps/server/src/features/config/config.service.ts';
import { checkLedger, ledgerTotals } from '../apps/server/src/features/wallet/ledger-check.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres, type Database } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';

// ---- settings ----

/** The PostgreSQL server the bench may create databases on; exits 2 with a hint when unset. */
export function benchDatabaseUrl(script: string): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error(`${script} needs PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL) to a server where it may create databases,`);
    console.error(`e.g. BENCH_DATABASE_URL=postgres://khel@127.0.0.1:55432/postgres npm run ${script}`);
    process.exit(2);
  }
  return url;
}

/** A positive integer knob from the environment. */
export function numberFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** The load knobs every HTTP benchmark takes (README "Knobs"). */
export function loadKnobs() {
  return {
    connections: numberFrom('BENCH_CONNECTIONS', 32),
    seconds: numberFrom('BENCH_SECONDS', 10),
    players: numberFrom('BENCH_PLAYERS', 200),
    pool: numberFrom('BENCH_POOL', 10), // the server's default pool (platform/db.ts openPostgres)
  };
}

// ---- databases ----

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs fn on one admin connection to the server's maintenance database. */
export async function admin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function serverVersion(baseUrl: string): Promise<string> {
  return admin(baseUrl, async (c) => (await c.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version);
}

/** Creates one fresh database per prefix (`<prefix>_<random>`); returns their names in order. */
export async function createDatabases(baseUrl: string, prefixes: string[]): Promise<string[]> {
  const suffix = randomBytes(4).toString('hex');
  const names = prefixes.map((prefix) => `${prefix}_${suffix}`);
  await admin(baseUrl, async (c) => {
    for (const name of names) await c.query(`CREATE DATABASE ${name}`);
  });
  return names;
}

/** Drops the bench's databases (even with connections left open); reports rather than throws. */
export async function dropDatabases(baseUrl: string, names: string[]): Promise<void> {
  await admin(baseUrl, async (c) => {
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }).catch((error: unknown) => console.error('could not drop the bench databases:', error));
}

/** The app's database: the server's pool on `name`, migrated, config documents seeded. */
export async function openAppDatabase(baseUrl: string, name: string, pool: number): Promise<Database> {
  const db = openPostgres(withDatabase(baseUrl, name), pool);
  await migrate(db);
  await seedConfigDocuments(db);
  return db;
}

// ---- the app ----

export interface RunningApp {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
}

/** The benches' app configuration: production-like on the sandbox providers, without dev pages or logs, plus `env`. */
export function benchConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'development',
    DEV_TOOLS: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Every load comes from one address over a few sessions at thousands a second: the request
    // budget still counts each request (its cost is measured) but never refuses one.
    REQUEST_BUDGET_PER_ADDRESS_PER_MINUTE: '10000000',
    REQUEST_BUDGET_PER_SESSION_PER_MINUTE: '10000000',
    ...env,
  });
}

/**
 * The real server app (buildApp) listening on a random loopback port: production-like, but on the
 * sandbox providers (production refuses them), without dev pages or logs. `env` adds settings
 * (e.g. a provider secret); `routes` may register bench-only routes before it listens.
 */
export async function startApp(options: { db: Database; env?: Record<string, string>; routes?: (app: FastifyInstance) => void }): Promise<RunningApp> {
  const app = await buildApp({ config: benchConfig(options.env), db: options.db });
  options.routes?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

// ---- the load (child process) ----

/** Runs `script` (a bench module) with `options` as its one JSON argument; resolves its JSON line. */
export function runChild<T>(script: string, options: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`${script} exited with ${code}`))));
  });
}

// ---- pgbench ----

function pgbenchBinary(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = join(root, version, 'bin', 'pgbench');
    if (existsSync(candidate)) return candidate;
  }
  return 'pgbench';
}

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  /** How it was run, for the report line. */
  label: string;
}

/** Reads tps and the average latency from pgbench's report. */
export function parsePgbench(output: string): { tps: number; latencyMs: number } {
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's tps from:\n${output}`);
  return { tps, latencyMs };
}

/** pgbench's TPC-B-like default script on `database`: scale 10, the bench's client count and duration. */
export function runPgbench(baseUrl: string, database: string, timing: { connections: number; seconds: number }): PgbenchResult {
  const url = new URL(withDatabase(baseUrl, database));
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  const bin = pgbenchBinary();
  execFileSync(bin, ['-i', '-s', '10', '-q', ...connection, database], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const threads = String(Math.min(2, timing.connections));
  const output = execFileSync(bin, ['-c', String(timing.connections), '-j', threads, '-T', String(timing.seconds), ...connection, database], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { ...parsePgbench(output), label: `scale 10, -c ${timing.connections} -j ${threads} -T ${timing.seconds}` };
}

export function reportPgbench(ours: number, unit: string, pgbench: PgbenchResult): void {
  console.log(`pgbench TPC-B (${pgbench.label}): ${pgbench.tps.toFixed(0)} tps, latency avg ${pgbench.latencyMs} ms`);
  console.log(`ratio ours/pgbench (${unit} / tps): ${(ours / pgbench.tps).toFixed(2)}`);
}

// ---- the ledger afterwards ----

export type LedgerTotals = Awaited<ReturnType<typeof ledgerTotals>>;
export { ledgerTotals };

/**
 * Prints the ledger's size, whether the transfers stored since `before` equal `expected` (what the
 * server's answers said it made), and checkLedger's verdict. Returns false on any problem.
 */
export async function reportLedger(db: Database, before: LedgerTotals, expected: number): Promise<boolean> {
  const after = await ledgerTotals(db);
  const stored = after.transfers - before.transfers;
  let healthy = true;
  console.log(`ledger: ${after.accounts} accounts, ${after.transfers} transfers (${stored} stored by the load, ${expected} answered as made)`);
  if (stored !== expected) {
    console.log('FAILED: the transfers stored differ from the transfers the server answered as made');
    healthy = false;
  }
  const problems = await checkLedger(db);
  if (problems.length === 0) {
    console.log('checkLedger: OK (balances equal their entries, the books balance to zero)');
  } else {
    console.log(`checkLedger: FAILED, ${problems.length} problem(s)`);
    for (const problem of problems.slice(0, 20)) console.log(`  - ${problem.check}: ${problem.detail}`);
    healthy = false;
  }
  return healthy;
}
