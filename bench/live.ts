// npm run bench:live — the live socket at scale (bench/README.md, docs/architecture/live.md):
// BENCH_LIVE_PLAYERS (1,000) players with a socket each on one server process (the sockets in a
// child process), then BENCH_LIVE_DEPOSITS (500) deposits at BENCH_LIVE_RATE (100) a second, each to
// a different player, through the wallet. Reported: sockets held, the server's memory per socket,
// and the latency from the deposit's write to its balance event on the player's socket (goal p99
// ≤ 1 s), against the same run's floor: a bare NOTIFY from one PostgreSQL connection to another.
// Needs PostgreSQL (BENCH_DATABASE_URL); a fresh database, dropped after.
import { notifyRoundTrip } from './notify-floor.ts';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Reason } from '@khel/contracts/ledger-reasons';
import { startSession } from '../apps/server/src/features/auth/sessions.service.ts';
import { transfer } from '../apps/server/src/features/wallet/wallet.service.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createPlayers } from '../apps/server/test/wallet.ts';
import { formatLatencies, latencySummary } from './load.ts';
import { benchDatabaseUrl, createDatabases, dropDatabases, numberFrom, openAppDatabase, startApp, withDatabase } from './support.ts';

const PLAYERS = numberFrom('BENCH_LIVE_PLAYERS', 1_000);
const DEPOSITS = Math.min(numberFrom('BENCH_LIVE_DEPOSITS', 500), PLAYERS);
const RATE = numberFrom('BENCH_LIVE_RATE', 100);
const GOAL_P99_MS = 1_000;
const CLIENTS = join(import.meta.dirname, 'live-clients.ts');
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `send(i)` for i < count at `rate` a second, each at its due time. */
async function atRate(count: number, rate: number, send: (i: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = started + (i * 1_000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    await send(i);
  }
}

function startClients(options: object) {
  const child = spawn(process.execPath, [CLIENTS, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async <T>() => JSON.parse(((await lines.next()).value as string | undefined) ?? 'null') as T;
  return { child, next, stop: () => child.stdin.write('stop\n') };
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const baseUrl = benchDatabaseUrl('bench:live');
const [name] = await createDatabases(baseUrl, ['bench_live']);
const db = await openAppDatabase(baseUrl, name!, numberFrom('BENCH_POOL', 10));
let exitCode = 0;
try {
  console.log(`bench:live — ${PLAYERS} players with a socket each, ${DEPOSITS} deposits at ${RATE}/s (one process)`);
  const floor = await notifyRoundTrip(withDatabase(baseUrl, name!), DEPOSITS, RATE, 'bench_live_floor');
  console.log(`floor, NOTIFY → LISTEN between two connections: ${formatLatencies(floor)}`);

  const playerIds = await createPlayers(db, PLAYERS);
  const device = { deviceId: 'bench-live', deviceType: 'bench', deviceDetail: {}, ip: '127.0.0.1' };
  const tokens: string[] = [];
  for (const playerId of playerIds) tokens.push(await startSession(db, systemClock, 24 * 3_600_000, playerId, device));

  const { app, baseUrl: appUrl } = await startApp({ db, env: { TRUST_PROXY: 'true' } });
  try {
    gc();
    const before = process.memoryUsage();
    const clients = startClients({ url: `${appUrl.replace('http', 'ws')}/api/live`, tokens, wave: 50 });
    const ready = await clients.next<{ ready: number; failed: number; connectMs: number }>();
    await sleep(500);
    gc();
    const after = process.memoryUsage();
    const held = app.websocketServer.clients.size;
    console.log(`sockets: ${ready.ready} greeted (${ready.failed} refused) in ${(ready.connectMs / 1000).toFixed(1)} s; the server holds ${held}`);
    console.log(
      `server memory for them: rss +${mib(after.rss - before.rss)}, heap +${mib(after.heapUsed - before.heapUsed)} → ` +
        `${((after.rss - before.rss) / held / 1024).toFixed(1)} KiB rss, ${((after.heapUsed - before.heapUsed) / held / 1024).toFixed(1)} KiB heap per socket`,
    );

    const wroteAt: number[] = [];
    const writeMs: number[] = [];
    await atRate(DEPOSITS, RATE, async (i) => {
      wroteAt[i] = now();
      await transfer(db, { idempotencyKey: `bench-live:${i}:${name}`, from: { system: 'gateway:sandbox' }, to: { player: playerIds[i]! }, amount: 100, reason: Reason.deposit });
      writeMs.push(now() - wroteAt[i]!);
    });
    await sleep(2_000);
    clients.stop();
    const result = await clients.next<{ firstBalanceAt: (number | null)[]; open: number }>();
    await new Promise((resolve) => clients.child.once('exit', resolve));
    const took = wroteAt.map((at, i) => (result.firstBalanceAt[i] ?? Number.NaN) - at).filter((ms) => Number.isFinite(ms));
    const push = latencySummary(took);
    console.log(`the deposit's write (commit included): ${formatLatencies(latencySummary(writeMs))}`);
    console.log(`deposit write → balance event on the socket: ${formatLatencies(push)}; ${took.length}/${DEPOSITS} arrived; ${result.open} sockets still open`);
    console.log(`ratio to the NOTIFY floor: p50 ${(push.p50 / floor.p50).toFixed(1)}×, p99 ${(push.p99 / floor.p99).toFixed(1)}×`);
    const met = push.p99 <= GOAL_P99_MS && took.length === DEPOSITS;
    console.log(`goal p99 ≤ ${GOAL_P99_MS} ms with every event delivered: ${met ? 'met' : 'MISSED'}`);
    if (!met) exitCode = 1;
  } finally {
    await app.close();
  }
} finally {
  await db.close();
  await dropDatabases(baseUrl, [name!]);
}
process.exit(exitCode);
