// npm run bench:provider — game-provider callbacks over HTTP through the real server app: each
// operation is one signed callback of Khel's generic seamless protocol answered by the real route,
// adapter (signature, shape), group commit and callback SQL function; BENCH_FLOW `betSettle`
// (default: one bet+settle per round) or `bet-then-settle` (a bet, then its settle). Up to four phases in one run, each on a fresh database,
// each ending with its checks (every answered callback stored once, the ledger transfers the
// answers imply, checkLedger), then one summary of the goals as ratios:
//   throughput  PostgreSQL, closed loop, beside pgbench TPC-B on the same cluster (bar ≥ 1×:
//               docs/decisions/standing.md; the first goal was 2×)
//   fixed-rate  PostgreSQL, open loop at BENCH_RATE (300) callbacks/s: p99 latency (goal ≤ 50 ms)
//   processes   PostgreSQL, closed loop, through the production start (cluster.ts) with one server
//               process and then two on the same database: callbacks/s side by side, two ÷ one
//   pglite      the embedded database in the server process, closed loop (goal ≥ 500 callbacks/s)
// BENCH_MODES picks phases (default: all four with PostgreSQL, pglite alone without it).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedConfigDocuments } from '../apps/server/src/features/config/config.service.ts';
import { groupCommitStats } from '../apps/server/src/features/game-wallet/game-callbacks.ts';
import { startProviderSession } from '../apps/server/src/features/game-wallet/game-wallet.service.ts';
import { startCluster } from '../apps/server/test/cluster-process.ts';
import { createPlayers, fund } from '../apps/server/test/wallet.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { openPglite, type Database } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { formatLatencies, type LoadResult } from './load.ts';
import type { ProviderLoadOptions } from './provider-load.ts';
import {
  createDatabases,
  dropDatabases,
  ledgerTotals,
  loadKnobs,
  numberFrom,
  openAppDatabase,
  reportLedger,
  runChild,
  withDatabase,
  runPgbench,
  serverVersion,
  startApp,
} from './support.ts';

const { connections: CONNECTIONS, seconds: SECONDS, players: PLAYERS, pool: POOL } = loadKnobs();
const RATE = numberFrom('BENCH_RATE', 300);
const PROVIDER = process.env.BENCH_PROVIDER ?? 'generic';
const FLOW = (process.env.BENCH_FLOW ?? 'betSettle') as ProviderLoadOptions['flow'];
if (FLOW !== 'betSettle' && FLOW !== 'bet-then-settle') throw new Error('BENCH_FLOW must be betSettle or bet-then-settle');
if (PROVIDER !== 'generic' && PROVIDER !== 'inhouse') throw new Error('BENCH_PROVIDER must be generic or inhouse (the generic seamless protocol)');
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const postgresUrl = PG_URL?.startsWith('postgres') ? PG_URL : undefined;
type Mode = 'throughput' | 'fixed-rate' | 'processes' | 'pglite';
const MODES = (process.env.BENCH_MODES ?? (postgresUrl ? 'throughput,fixed-rate,processes,pglite' : 'pglite')).split(',').map((m) => m.trim()) as Mode[];
for (const mode of MODES) if (!['throughput', 'fixed-rate', 'processes', 'pglite'].includes(mode)) throw new Error(`unknown BENCH_MODES entry: ${mode}`);
if (!postgresUrl && MODES.some((m) => m !== 'pglite')) {
  console.error('bench:provider needs PostgreSQL for the throughput, fixed-rate and processes phases: set BENCH_DATABASE_URL (or run BENCH_MODES=pglite)');
  process.exit(2);
}
const START_BALANCE = 10_000_000; // ₨100,000.00 each
const GAME_ID = 'bench-slot';
// This run's provider secret: the app verifies with it, the load generator signs with it.
const SECRET = randomBytes(24).toString('hex');
// The wallet's bar is parity with pgbench TPC-B (a standing decision: more throughput comes from
// more processes and a bigger PostgreSQL), not the first goal of 2×.
const GOAL = { pgbenchMultiple: 1, p99Ms: 50, pgliteCallbacks: 500 };

async function callbackRows(db: Database): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_transactions WHERE provider = $1', [PROVIDER]);
  return rows[0]!.n;
}

interface Phase {
  callbacksPerSecond: number;
  load: LoadResult;
  healthy: boolean;
}

type Sessions = ProviderLoadOptions['sessions'];

/** BENCH_PLAYERS funded players, each with a launch session of the bench's game. */
async function preparePlayers(db: Database): Promise<Sessions> {
  const players = await createPlayers(db, PLAYERS);
  const sessions: Sessions = [];
  for (const playerId of players) {
    await fund(db, playerId, START_BALANCE);
    const { token } = await startProviderSession(db, systemClock, { playerId, provider: PROVIDER, gameId: GAME_ID, gameName: 'Bench Slot', gameType: 'slots' });
    sessions.push({ playerId, token });
  }
  return sessions;
}

/** The load from a child process against `baseUrl`, then the checks. `batches` reads the in-process group commit. */
async function loadAndCheck(db: Database, baseUrl: string, sessions: Sessions, label: string, rate?: number, batches?: () => string): Promise<Phase> {
  const before = await ledgerTotals(db);
  const callbacksBefore = await callbackRows(db);
  const load = await runChild<LoadResult>(join(import.meta.dirname, 'provider-load.ts'), {
    baseUrl,
    provider: PROVIDER,
    secret: SECRET,
    gameId: GAME_ID,
    sessions,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 1,
    rate,
    flow: FLOW,
  } satisfies ProviderLoadOptions);
  const callbacksPerSecond = (load.ok + load.refused) / load.seconds;
  console.log(
    `${label}: ${callbacksPerSecond.toFixed(0)} callbacks/s (${load.ok} OK, ${load.refused} INSUFFICIENT_FUNDS, ${load.failed} failed); ` +
      `latency ${formatLatencies(load.latenciesMs)}${batches ? `; ${batches()}` : ''}`,
  );
  let healthy = true;
  if (load.failed > 0) {
    console.log(`FAILED requests: ${load.failed}; first: ${load.firstFailure}`);
    healthy = false;
  }
  // Every answered callback is remembered once under its transaction id (refusals too).
  const stored = (await callbackRows(db)) - callbacksBefore;
  console.log(`  callbacks: ${stored} stored in game_transactions, ${load.answered} answered (warm-up included)`);
  if (stored !== load.answered) {
    console.log('  FAILED: the callbacks stored differ from the callbacks answered');
    healthy = false;
  }
  if (!(await reportLedger(db, before, load.transfers))) healthy = false;
  return { callbacksPerSecond, load, healthy };
}

const providerSecretEnv = (): Record<string, string> => (PROVIDER === 'generic' ? { GAME_GENERIC_SECRET: SECRET } : { GAME_INHOUSE_SECRET: SECRET });

/** Players, launch sessions, the real app in this process, the load from a child process, then the checks. */
async function runPhase(db: Database, label: string, rate?: number): Promise<Phase> {
  const { app, baseUrl } = await startApp({ db, env: providerSecretEnv() });
  const sessions = await preparePlayers(db);
  try {
    return await loadAndCheck(db, baseUrl, sessions, label, rate, () => {
      const batches = groupCommitStats(db);
      return `${batches.batches} batches, ${(batches.items / Math.max(1, batches.batches)).toFixed(1)} callbacks per batch on average, largest ${batches.largestBatch}`;
    });
  } finally {
    await app.close();
  }
}

/**
 * The production start (apps/server/src/cluster.ts) with one worker, then with two, on the same
 * database and players: each worker is a server process with its own pool and group commit.
 */
async function runProcessesPhase(db: Database, databaseUrl: string): Promise<{ one: Phase; two: Phase }> {
  const sessions = await preparePlayers(db);
  const measured: Phase[] = [];
  for (const workers of [1, 2]) {
    const cluster = await startCluster({
      workers,
      env: {
        NODE_ENV: 'development',
        DEV_TOOLS: 'off',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        // One address and a few sessions at thousands a second, as startApp allows.
        REQUEST_BUDGET_PER_ADDRESS_PER_MINUTE: '10000000',
        REQUEST_BUDGET_PER_SESSION_PER_MINUTE: '10000000',
        ...providerSecretEnv(),
      },
    });
    const label = `${workers} server process${workers > 1 ? 'es' : ''} on PostgreSQL (production start, closed loop)`;
    const phase = await loadAndCheck(db, cluster.baseUrl, sessions, label).catch(async (error: unknown) => {
      await cluster.stop();
      throw error;
    });
    // The drain on SIGTERM is part of what is measured: a stop that fails fails the phase.
    const code = await cluster.stop();
    if (code !== 0) {
      console.log(`  FAILED: the production start exited with ${code}:\n${cluster.output().slice(-2000)}`);
      phase.healthy = false;
    }
    measured.push(phase);
  }
  return { one: measured[0]!, two: measured[1]! };
}

/** A fresh PostgreSQL database for one phase (the server's pool, migrated, seeded); dropped after. */
async function onPostgres<T>(url: string, fn: (db: Database, databaseUrl: string) => Promise<T>): Promise<T> {
  const names = await createDatabases(url, ['khel_bench']);
  const db = await openAppDatabase(url, names[0]!, POOL);
  try {
    return await fn(db, withDatabase(url, names[0]!));
  } finally {
    await db.close();
    await dropDatabases(url, names);
  }
}

/** A fresh embedded database in a temporary folder, as `npm start` keeps it under DATA_DIR. */
async function onPglite<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'khel-bench-pglite-'));
  const db = await openPglite(join(dir, 'pglite'));
  try {
    await migrate(db);
    await seedConfigDocuments(db);
    return await fn(db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const summary: string[] = [];
let exitCode = 0;
try {
  console.log(`bench:provider (${PROVIDER}, ${FLOW}): phases ${MODES.join(', ')}; ${CONNECTIONS} connections, ${SECONDS} s, ${PLAYERS} players, pool ${POOL}`);
  if (postgresUrl) console.log(`PostgreSQL ${await serverVersion(postgresUrl)}`);
  if (MODES.includes('throughput')) {
    const phase = await onPostgres(postgresUrl!, (db) => runPhase(db, 'throughput on PostgreSQL (closed loop)'));
    if (!phase.healthy) exitCode = 1;
    const [pgbenchDb] = await createDatabases(postgresUrl!, ['khel_pgbench']);
    try {
      const pgbench = runPgbench(postgresUrl!, pgbenchDb!, { connections: CONNECTIONS, seconds: SECONDS });
      console.log(`pgbench TPC-B (${pgbench.label}): ${pgbench.tps.toFixed(0)} tps, latency avg ${pgbench.latencyMs} ms`);
      const ratio = phase.callbacksPerSecond / pgbench.tps;
      summary.push(
        `callbacks/s ÷ pgbench TPC-B tps = ${phase.callbacksPerSecond.toFixed(0)} / ${pgbench.tps.toFixed(0)} = ${ratio.toFixed(2)} ` +
          `(goal ≥ ${GOAL.pgbenchMultiple}: ${ratio >= GOAL.pgbenchMultiple ? 'met' : 'not met'})`,
      );
    } finally {
      await dropDatabases(postgresUrl!, [pgbenchDb!]);
    }
  }
  if (MODES.includes('fixed-rate')) {
    const phase = await onPostgres(postgresUrl!, (db) => runPhase(db, `fixed rate ${RATE}/s on PostgreSQL (open loop)`, RATE));
    if (!phase.healthy) exitCode = 1;
    const p99 = phase.load.latenciesMs.p99;
    const kept = phase.callbacksPerSecond / RATE;
    summary.push(
      `p99 at ${RATE} callbacks/s offered ÷ ${GOAL.p99Ms} ms = ${p99.toFixed(1)} / ${GOAL.p99Ms} = ${(p99 / GOAL.p99Ms).toFixed(2)} ` +
        `(goal ≤ 1: ${p99 <= GOAL.p99Ms ? 'met' : 'not met'}; ${(kept * 100).toFixed(0)} % of the offered rate answered)`,
    );
  }
  if (MODES.includes('processes')) {
    const { one, two } = await onPostgres(postgresUrl!, (db, databaseUrl) => runProcessesPhase(db, databaseUrl));
    if (!one.healthy || !two.healthy) exitCode = 1;
    const ratio = two.callbacksPerSecond / one.callbacksPerSecond;
    summary.push(
      `two server processes ÷ one = ${two.callbacksPerSecond.toFixed(0)} / ${one.callbacksPerSecond.toFixed(0)} callbacks/s = ${ratio.toFixed(2)} ` +
        `(no goal: more processes pay off only with cores to spare and PostgreSQL not yet busy; ${availableParallelism()} cores here)`,
    );
  }
  if (MODES.includes('pglite')) {
    const phase = await onPglite((db) => runPhase(db, 'throughput on PGlite (embedded, closed loop)'));
    if (!phase.healthy) exitCode = 1;
    const ratio = phase.callbacksPerSecond / GOAL.pgliteCallbacks;
    summary.push(
      `PGlite callbacks/s ÷ ${GOAL.pgliteCallbacks} = ${phase.callbacksPerSecond.toFixed(0)} / ${GOAL.pgliteCallbacks} = ${ratio.toFixed(2)} ` +
        `(goal ≥ 1: ${ratio >= 1 ? 'met' : 'not met'})`,
    );
  }
  console.log('\ngoals, measured in this run:');
  for (const line of summary) console.log(`  ${line}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
}
process.exit(exitCode);
