// npm run bench:wallet — wallet transfers over HTTP through the real server app, compared with
// pgbench's TPC-B on the same PostgreSQL cluster in the same run (see bench/README.md).
//
// There is no player endpoint that moves money yet, so the bench registers one bench-only route,
// POST /bench/transfer, on the real app instance (buildApp: body parsing, error handler, reply
// envelope) that calls the wallet service's transfer(): one SQL function call per request on the
// app's own connection pool. The route exists only inside this process.
import { join } from 'node:path';
import { createPlayers, fund } from '../apps/server/test/wallet.ts';
import { transfer, type AccountRef } from '../apps/server/src/features/wallet/wallet.service.ts';
import type { Database } from '../apps/server/src/platform/db.ts';
import { sendData } from '../apps/server/src/platform/reply.ts';
import {
  benchDatabaseUrl,
  createDatabases,
  dropDatabases,
  ledgerTotals,
  loadKnobs,
  openAppDatabase,
  reportLedger,
  reportPgbench,
  runChild,
  runPgbench,
  serverVersion,
  startApp,
} from './support.ts';
import { formatLatencies, type LoadResult } from './load.ts';
import type { WalletLoadOptions } from './wallet-load.ts';

const baseUrl = benchDatabaseUrl('bench:wallet');
const { connections: CONNECTIONS, seconds: SECONDS, players: PLAYERS, pool: POOL } = loadKnobs();
const START_BALANCE = 10_000_000; // ₨100,000.00 each
const PROVIDER = 'provider:bench';

let exitCode = 0;
let db: Database | undefined;
let databases: string[] = [];
try {
  databases = await createDatabases(baseUrl, ['khel_bench', 'khel_pgbench']);
  const [walletDb, pgbenchDb] = databases as [string, string];
  const version = await serverVersion(baseUrl);
  db = await openAppDatabase(baseUrl, walletDb, POOL);
  const wallet = db;
  const { app, baseUrl: appUrl } = await startApp({
    db,
    routes: (app) =>
      app.post('/bench/transfer', async (request, reply) => {
        const body = request.body as { key: string; from: AccountRef; to: AccountRef; amount: number; reason: number };
        const result = await transfer(wallet, { idempotencyKey: body.key, from: body.from, to: body.to, amount: body.amount, reason: body.reason });
        return sendData(request, reply, result);
      }),
  });

  console.log(`bench:wallet on PostgreSQL ${version}; ${CONNECTIONS} connections, ${SECONDS} s, ${PLAYERS} players, pool ${POOL}`);
  const players = await createPlayers(db, PLAYERS);
  for (const player of players) await fund(db, player, START_BALANCE);
  const before = await ledgerTotals(db);

  const load = await runChild<LoadResult>(join(import.meta.dirname, 'wallet-load.ts'), {
    baseUrl: appUrl,
    path: '/bench/transfer',
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: 1,
    players,
    provider: PROVIDER,
  } satisfies WalletLoadOptions);
  await app.close();
  const ours = (load.ok + load.refused) / load.seconds;
  console.log(
    `wallet over HTTP (bets/wins, POST /bench/transfer): ${ours.toFixed(0)} transfers/s ` +
      `(${load.ok} applied, ${load.refused} refused for funds, ${load.failed} failed); latency ${formatLatencies(load.latenciesMs)}`,
  );
  if (load.failed > 0) {
    console.log(`FAILED requests: ${load.failed}; first: ${load.firstFailure}`);
    exitCode = 1;
  }

  reportPgbench(ours, 'transfers/s', runPgbench(baseUrl, pgbenchDb, { connections: CONNECTIONS, seconds: SECONDS }));
  if (!(await reportLedger(db, before, load.transfers))) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await db?.close();
  await dropDatabases(baseUrl, databases);
}
process.exit(exitCode);
