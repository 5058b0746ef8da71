// npm run bench:provider — game-provider callbacks over HTTP through the real server app: each
// operation is one signed bet+settle callback of Khel's generic seamless protocol
// (POST /hooks/games/<provider>/betSettle) answered by the real route, adapter (signature, shape)
// and game-wallet service (advisory lock, idempotency row, round, transfers, valid bet, betting
// tasks). Compared with pgbench's TPC-B on the same PostgreSQL cluster in the same run; the
// ledger is checked at the end (see bench/README.md). No bench-only route: players are funded
// and their launch tokens made (startProviderSession) directly, as a launch would.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { startProviderSession } from '../apps/server/src/features/game-wallet/game-wallet.service.ts';
import { createPlayers, fund } from '../apps/server/src/features/wallet/wallet-test-support.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import type { Database } from '../apps/server/src/platform/db.ts';
import type { ProviderLoadOptions } from './provider-load.ts';
import {
  benchDatabaseUrl,
  createDatabases,
  dropDatabases,
  formatLatencies,
  ledgerTotals,
  loadKnobs,
  openAppDatabase,
  reportLedger,
  reportPgbench,
  runChild,
  runPgbench,
  serverVersion,
  startApp,
  type LoadResult,
} from './support.ts';

const baseUrl = benchDatabaseUrl('bench:provider');
const { connections: CONNECTIONS, seconds: SECONDS, players: PLAYERS, pool: POOL } = loadKnobs();
const PROVIDER = process.env.BENCH_PROVIDER ?? 'generic';
if (PROVIDER !== 'generic' && PROVIDER !== 'inhouse') throw new Error('BENCH_PROVIDER must be generic or inhouse (the generic seamless protocol)');
const START_BALANCE = 10_000_000; // ₨100,000.00 each
const GAME_ID = 'bench-slot';
// This run's provider secret: the app verifies with it, the load generator signs with it.
const SECRET = randomBytes(24).toString('hex');

async function callbackRows(db: Database): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_transactions WHERE provider = $1', [PROVIDER]);
  return rows[0]!.n;
}

let exitCode = 0;
let db: Database | undefined;
let databases: string[] = [];
try {
  databases = await createDatabases(baseUrl, ['khel_bench', 'khel_pgbench']);
  const [appDb, pgbenchDb] = databases as [string, string];
  const version = await serverVersion(baseUrl);
  db = await openAppDatabase(baseUrl, appDb, POOL);
  const { app, baseUrl: appUrl } = await startApp({
    db,
    env: PROVIDER === 'generic' ? { GAME_GENERIC_SECRET: SECRET } : { GAME_INHOUSE_SECRET: SECRET },
  });

  console.log(`bench:provider (${PROVIDER}) on PostgreSQL ${version}; ${CONNECTIONS} connections, ${SECONDS} s, ${PLAYERS} players, pool ${POOL}`);
  const players = await createPlayers(db, PLAYERS);
  const sessions: ProviderLoadOptions['sessions'] = [];
  for (const playerId of players) {
    await fund(db, playerId, START_BALANCE);
    const { token } = await startProviderSession(db, systemClock, { playerId, provider: PROVIDER, gameId: GAME_ID, gameName: 'Bench Slot', gameType: 'slots' });
    sessions.push({ playerId, token });
  }
  const before = await ledgerTotals(db);
  const callbacksBefore = await callbackRows(db);

  const load = await runChild<LoadResult>(join(import.meta.dirname, 'provider-load.ts'), {
    baseUrl: appUrl,
    provider: PROVIDER,
    secret: SECRET,
    gameId: GAME_ID,
    sessions,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 1,
  } satisfies ProviderLoadOptions);
  await app.close();
  const ours = (load.ok + load.refused) / load.seconds;
  console.log(
    `provider callbacks over HTTP (signed bet+settle, POST /hooks/games/${PROVIDER}/betSettle): ${ours.toFixed(0)} callbacks/s ` +
      `(${load.ok} OK, ${load.refused} INSUFFICIENT_FUNDS, ${load.failed} failed); latency ${formatLatencies(load.latenciesMs)}`,
  );
  if (load.failed > 0) {
    console.log(`FAILED requests: ${load.failed}; first: ${load.firstFailure}`);
    exitCode = 1;
  }

  reportPgbench(ours, 'callbacks/s', runPgbench(baseUrl, pgbenchDb, { connections: CONNECTIONS, seconds: SECONDS }));

  // Every answered callback is remembered once under its transaction id (refusals too).
  const callbacksStored = (await callbackRows(db)) - callbacksBefore;
  console.log(`callbacks: ${callbacksStored} stored in game_transactions, ${load.answered} answered (warm-up included)`);
  if (callbacksStored !== load.answered) {
    console.log('FAILED: the callbacks stored differ from the callbacks answered');
    exitCode = 1;
  }
  if (!(await reportLedger(db, before, load.transfers))) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await db?.close();
  await dropDatabases(baseUrl, databases);
}
process.exit(exitCode);
