// npm run bench:wallet — wallet transfers over HTTP through the real server app, compared with
// pgbench's TPC-B on the same PostgreSQL cluster in the same run (see bench/README.md).
//
// There is no player endpoint that moves money yet, so the bench registers one bench-only route,
// POST /bench/transfer, on the real app instance (buildApp: body parsing, error handler, reply
// envelope) that calls the wallet service's transfer(): one SQL function call per request on the
// app's own connection pool. The route exists only inside this process.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { seedConfigDocuments } from '../apps/server/src/features/config/config.service.ts';
import { createPlayer } from '../apps/server/src/features/players/players.service.ts';
import { checkLedger, ledgerTotals } from '../apps/server/src/features/wallet/ledger-check.ts';
import { transfer, type AccountRef } from '../apps/server/src/features/wallet/wallet.service.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres, type Database } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { sendData } from '../apps/server/src/platform/reply.ts';
import type { LoadOptions, LoadResult } from './wallet-load.ts';

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl?.startsWith('postgres')) {
  console.error('bench:wallet needs PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL) to a server where it may create databases,');
  console.error('e.g. BENCH_DATABASE_URL=postgres://khel@127.0.0.1:55432/postgres npm run bench:wallet');
  process.exit(2);
}
const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};
const CONNECTIONS = numberFrom('BENCH_CONNECTIONS', 32);
const SECONDS = numberFrom('BENCH_SECONDS', 10);
const PLAYERS = numberFrom('BENCH_PLAYERS', 200);
const POOL = numberFrom('BENCH_POOL', 10); // the server's default pool (platform/db.ts openPostgres)
const START_BALANCE = 10_000_000; // ₨100,000.00 each
const PROVIDER = 'provider:bench';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

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

/** pgbench's TPC-B-like default script, scale 10, same client count, same duration. */
function runPgbench(database: string): { tps: number; latencyMs: number } {
  const url = new URL(withDatabase(baseUrl!, database));
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  const bin = pgbenchBinary();
  execFileSync(bin, ['-i', '-s', '10', '-q', ...connection, database], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const threads = String(Math.min(2, CONNECTIONS));
  const output = execFileSync(bin, ['-c', String(CONNECTIONS), '-j', threads, '-T', String(SECONDS), ...connection, database], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's tps from:\n${output}`);
  return { tps, latencyMs };
}

function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'wallet-load.ts'), JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

async function createFundedPlayers(db: Database): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const account = `b${randomBytes(5).toString('hex')}`;
    const player = await db.transaction((tx) =>
      createPlayer(tx, { account, email: null, phone: null, agentId: '', deviceId: 'bench', h5Param: {} }),
    );
    await transfer(db, {
      idempotencyKey: `bench:fund:${player.id}`,
      from: { system: 'gateway:sandbox' },
      to: { player: player.id },
      amount: START_BALANCE,
      reason: 1022,
    });
    ids.push(player.id);
  }
  return ids;
}

const suffix = randomBytes(4).toString('hex');
const walletDb = `khel_bench_${suffix}`;
const pgbenchDb = `khel_pgbench_${suffix}`;
let exitCode = 0;
let db: Database | undefined;
try {
  await admin(async (c) => {
    await c.query(`CREATE DATABASE ${walletDb}`);
    await c.query(`CREATE DATABASE ${pgbenchDb}`);
  });
  const serverVersion = await admin(async (c) => (await c.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version);
  db = openPostgres(withDatabase(baseUrl, walletDb), POOL);
  await migrate(db);
  await seedConfigDocuments(db);

  // Production-like, but on the sandbox payment gateways (production refuses them) and without dev pages.
  const config = loadConfig({ NODE_ENV: 'development', DEV_TOOLS: 'off', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, db });
  const wallet = db;
  app.post('/bench/transfer', async (request, reply) => {
    const body = request.body as { key: string; from: AccountRef; to: AccountRef; amount: number; reason: number };
    const result = await transfer(wallet, { idempotencyKey: body.key, from: body.from, to: body.to, amount: body.amount, reason: body.reason });
    return sendData(request, reply, result);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  console.log(`bench:wallet on PostgreSQL ${serverVersion}; ${CONNECTIONS} connections, ${SECONDS} s, ${PLAYERS} players, pool ${POOL}`);
  const players = await createFundedPlayers(db);
  const before = await ledgerTotals(db);

  const load = await runLoad({
    url: `http://127.0.0.1:${port}/bench/transfer`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 1,
    players,
    provider: PROVIDER,
  });
  await app.close();
  const ours = (load.ok + load.insufficient) / load.seconds;
  const { p50, p90, p99, max } = load.latenciesMs;
  console.log(
    `wallet over HTTP (bets/wins, POST /bench/transfer): ${ours.toFixed(0)} transfers/s ` +
      `(${load.ok} applied, ${load.insufficient} refused for funds, ${load.failed} failed); ` +
      `latency p50 ${p50.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${max.toFixed(1)} ms`,
  );
  if (load.failed > 0) {
    console.log(`FAILED requests: ${load.failed}; first: ${load.firstFailure}`);
    exitCode = 1;
  }

  const pgbench = runPgbench(pgbenchDb);
  console.log(`pgbench TPC-B (scale 10, -c ${CONNECTIONS} -j ${Math.min(2, CONNECTIONS)} -T ${SECONDS}): ${pgbench.tps.toFixed(0)} tps, latency avg ${pgbench.latencyMs} ms`);
  console.log(`ratio ours/pgbench: ${(ours / pgbench.tps).toFixed(2)}`);

  const after = await ledgerTotals(db);
  const stored = after.transfers - before.transfers;
  const reported = load.warmupOk + load.ok;
  const problems = await checkLedger(db);
  console.log(`ledger: ${after.accounts} accounts, ${after.transfers} transfers (${stored} stored by the load, ${reported} reported applied)`);
  if (stored !== reported) {
    console.log('FAILED: the transfers stored differ from the transfers the server reported applied');
    exitCode = 1;
  }
  if (problems.length === 0) {
    console.log('checkLedger: OK (balances equal their entries, the books balance to zero)');
  } else {
    console.log(`checkLedger: FAILED, ${problems.length} problem(s)`);
    for (const problem of problems.slice(0, 20)) console.log(`  - ${problem.check}: ${problem.detail}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await db?.close();
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${walletDb} WITH (FORCE)`);
    await c.query(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }).catch((error: unknown) => console.error('could not drop the bench databases:', error));
}
process.exit(exitCode);
