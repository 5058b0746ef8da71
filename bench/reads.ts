// npm run bench:reads — the player's most frequent read, POST /usercenter/game/playerInfo with the
// wire transport (wire-encoded body, satoken session, deflated + base64 reply) through the real
// app, beside a Fastify hello-world (the same framework answering {"hello":"world"} with nothing
// else) measured in the same run from the same load generator: the ratio is what Khel's platform,
// session check, queries and encoding leave of the framework's own speed (goal ≥ 0.30). Runs on
// the embedded database, or on PostgreSQL with BENCH_DATABASE_URL (a fresh database, dropped after).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { seedConfigDocuments } from '../apps/server/src/features/config/config.service.ts';
import { openPglite, type Database } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { Reason } from '@khel/contracts/ledger-reasons';
import { transfer } from '../apps/server/src/features/wallet/wallet.service.ts';
import { signUp, uniqueIp } from '../apps/server/test/players.ts';
import { formatLatencies, type LoadResult } from './load.ts';
import type { ReadsLoadOptions } from './reads-load.ts';
import { createDatabases, dropDatabases, loadKnobs, numberFrom, openAppDatabase, runChild, startApp } from './support.ts';

const { connections: CONNECTIONS, seconds: SECONDS, pool: POOL } = loadKnobs();
const PLAYERS = numberFrom('BENCH_READ_PLAYERS', 50);
// The second playerInfo phase changes balances while it reads: this many deposits per second,
// spread over the players (at the default, each player's balance moves about twice a second).
const WRITES_PER_SECOND = numberFrom('BENCH_READ_WRITES', 100);
const GOAL = 0.3;
const LOAD = join(import.meta.dirname, 'reads-load.ts');
const pgUrl = (process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL)?.startsWith('postgres')
  ? (process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL)
  : undefined;

function report(label: string, load: LoadResult): number {
  const rate = load.ok / load.seconds;
  console.log(`${label}: ${rate.toFixed(0)} requests/s (${load.ok} ok, ${load.failed} failed); latency ${formatLatencies(load.latenciesMs)}`);
  if (load.failed > 0) console.log(`  FAILED requests: ${load.failed}; first: ${load.firstFailure}`);
  return rate;
}

async function helloWorld(): Promise<number> {
  const app = Fastify({ logger: false });
  app.post('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const load = await runChild<LoadResult>(LOAD, {
      baseUrl: `http://127.0.0.1:${port}`,
      path: '/hello',
      headers: [{ 'content-type': 'application/json' }],
      body: 'json',
      expect: '"hello":"world"',
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: 1,
    } satisfies ReadsLoadOptions);
    return report('Fastify hello-world (POST /hello)', load);
  } finally {
    await app.close();
  }
}

/**
 * Deposits of ₨0.01 to the players, one every 1/rate s, until stopped: each moves a balance, so the
 * next playerInfo of that player cannot come from memory. Resolves the number written.
 */
function depositsAtRate(db: Database, playerIds: number[], rate: number): { stop(): Promise<number> } {
  let written = 0;
  let stopped = false;
  const run = (async () => {
    const started = performance.now();
    while (!stopped) {
      const due = started + (written * 1_000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await transfer(db, {
        idempotencyKey: `bench-reads:${written}:${started}`,
        from: { system: 'gateway:sandbox' },
        to: { player: playerIds[written % playerIds.length]! },
        amount: 1,
        reason: Reason.deposit,
      });
      written++;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await run;
      return written;
    },
  };
}

async function playerInfo(db: Database, engine: string): Promise<{ rate: number; failed: number; withWrites: number }> {
  const { app, baseUrl } = await startApp({ db });
  try {
    const headers: Record<string, string>[] = [];
    const playerIds: number[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = await signUp(app, { ip: uniqueIp() });
      headers.push({ 'content-type': 'text/plain', satoken: player.token });
      playerIds.push(player.playerId);
    }
    const options = {
      baseUrl,
      path: '/usercenter/game/playerInfo',
      headers,
      body: 'wire',
      expect: '"code":1',
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: 1,
    } satisfies ReadsLoadOptions;
    const load = await runChild<LoadResult>(LOAD, options);
    const rate = report(`playerInfo on ${engine} (player transport, ${PLAYERS} players)`, load);
    const writes = depositsAtRate(db, playerIds, WRITES_PER_SECOND);
    const busy = await runChild<LoadResult>(LOAD, options);
    const written = await writes.stop();
    const withWrites = report(`  … while balances change (${(written / (SECONDS + 1)).toFixed(0)} deposits/s)`, busy);
    return { rate, failed: load.failed + busy.failed, withWrites };
  } finally {
    await app.close();
  }
}

let exitCode = 0;
const cleanups: (() => Promise<void>)[] = [];
try {
  console.log(`bench:reads: ${CONNECTIONS} connections, ${SECONDS} s`);
  let db: Database;
  let engine: string;
  if (pgUrl) {
    const names = await createDatabases(pgUrl, ['khel_bench_reads']);
    db = await openAppDatabase(pgUrl, names[0]!, POOL);
    engine = 'PostgreSQL';
    cleanups.push(() => dropDatabases(pgUrl, names));
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'khel-bench-reads-'));
    db = await openPglite(join(dir, 'pglite'));
    await migrate(db);
    await seedConfigDocuments(db);
    engine = 'PGlite';
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  }
  cleanups.unshift(() => db.close());
  const baseline = await helloWorld();
  const ours = await playerInfo(db, engine);
  if (ours.failed > 0) exitCode = 1;
  const ratio = ours.rate / baseline;
  console.log(`\nratio playerInfo ÷ hello-world = ${ours.rate.toFixed(0)} / ${baseline.toFixed(0)} = ${ratio.toFixed(2)} (goal ≥ ${GOAL}: ${ratio >= GOAL ? 'met' : 'not met'})`);
  console.log(`  while balances change: ${ours.withWrites.toFixed(0)} / ${baseline.toFixed(0)} = ${(ours.withWrites / baseline).toFixed(2)}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
}
process.exit(exitCode);
