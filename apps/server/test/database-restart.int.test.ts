// The server survives its database (hardening issue, part 3): the real server (`src/server.ts`)
// runs as its own process on a PostgreSQL cluster of this test's own, takes signed bet+settle
// callbacks from several connections, and the cluster is restarted (`pg_ctl restart -m fast`)
// and then has every connection terminated (`pg_terminate_backend`) under that load. The same
// process must serve again within seconds, /health/ready must say 503 during and 200 after,
// `ledger:check` must pass, every callback answered as done must be stored once, and one answered
// with the retryable error may be stored or not, never twice.
//
// Runs in the PostgreSQL pass of the integration suite (TEST_DATABASE_URL set, as in .ci/run, which
// also installs the binaries), so once per CI run; its cluster is its own, not that URL's.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { genericRequest, type GenericReply } from '../src/adapters/game-providers/generic/generic-seamless.ts';
import { seedConfigDocuments } from '../src/features/config/config.service.ts';
import { startProviderSession } from '../src/features/game-wallet/game-wallet.service.ts';
import { checkLedger } from '../src/features/wallet/ledger-check.ts';
import { createPlayers, fund } from './wallet.ts';
import { systemClock } from '../src/platform/clock.ts';
import { openPostgres } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrate.ts';
import { startServer as startServerProcess } from './server-process.ts';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const SECRET = randomBytes(16).toString('hex');
const START = 1_000_000;
const PLAYERS = 6;
const WORKERS = 6;
/** Each phase waits for this many more callbacks answered as done. */
const ACKS_PER_PHASE = 40;
/** The most callbacks a worker sends, and the longest the load runs: the test is bounded. */
const MAX_PER_WORKER = 400;
const LOAD_DEADLINE_MS = 60_000;
/** "Serves again within seconds." */
const RECOVERY_LIMIT_MS = 15_000;

const binaries = findPostgresBinaries();
const skipReason =
  'missing' in binaries
    ? `PostgreSQL server binaries not found: ${binaries.missing}`
    : !process.env.TEST_DATABASE_URL
      ? 'runs in the PostgreSQL pass of the integration suite (TEST_DATABASE_URL set), once per CI run'
      : null;
if (skipReason) console.log(`database-restart.int.test.ts skipped: ${skipReason}`);

interface Sent {
  txId: string;
  playerId: number;
  token: string;
  bet: number;
  win: number;
  /** OK / INSUFFICIENT_FUNDS (done), UNAVAILABLE (the retryable 503), null (not answered). */
  answer: string | null;
}

/** The real server on the cluster; `output()` is everything it logged so far. */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  let out = '';
  const started = await startServerProcess({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', GAME_GENERIC_SECRET: SECRET }, (text) => (out += text));
  return { ...started, output: () => out };
}

async function send(baseUrl: string, s: Sent): Promise<{ status: number; answer: string }> {
  const request = genericRequest(SECRET, 'generic', 'betSettle', {
    txId: s.txId,
    playerId: s.playerId,
    token: s.token,
    roundId: `round-${s.txId}`,
    gameId: 'restart-slot',
    betAmount: s.bet,
    winAmount: s.win,
  });
  const response = await fetch(`${baseUrl}${request.path}`, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(20_000) });
  return { status: response.status, answer: ((await response.json()) as GenericReply).status };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
  return performance.now() - started;
}

let cluster: ThrowawayPostgres | null = null;
let server: ChildProcess | null = null;
afterAll(async () => {
  server?.kill('SIGKILL');
  await cluster?.dispose();
});

describe.skipIf(skipReason !== null)('a PostgreSQL restart under load', () => {
  it('the same process serves again within seconds, readiness follows, nothing answered as done is lost or doubled', async () => {
    cluster = await startThrowawayPostgres((binaries as { dir: string }).dir);
    const setup = openPostgres(cluster.url, 2);
    const sessions: { playerId: number; token: string }[] = [];
    try {
      await migrate(setup);
      await seedConfigDocuments(setup);
      for (const playerId of await createPlayers(setup, PLAYERS)) {
        await fund(setup, playerId, START);
        sessions.push({ playerId, token: (await startProviderSession(setup, systemClock, { playerId, provider: 'generic', gameId: 'restart-slot', gameType: 'slots' })).token });
      }
    } finally {
      await setup.close();
    }

    const started = await startServer(cluster.url);
    server = started.child;
    const { baseUrl } = started;
    const pid = server.pid;
    let exitedEarly: string | null = null;
    server.on('exit', (code, signal) => (exitedEarly = `server exited (${code ?? signal}) during the test:\n${started.output()}`));

    // Readiness, sampled throughout.
    const readiness: { at: number; status: number }[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const status = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status,
          () => 0,
        );
        readiness.push({ at: performance.now(), status });
        await sleep(25);
      }
    })();
    const readyNow = async () => (await fetch(`${baseUrl}/health/ready`).then((r) => r.status, () => 0)) === 200;

    // Load: each worker sends new callbacks until told to stop; a 503 is recorded, not retried yet.
    const sent: Sent[] = [];
    let done = 0;
    let stopping = false;
    const loadStarted = performance.now();
    const worker = async (w: number) => {
      for (let i = 0; i < MAX_PER_WORKER && !stopping && performance.now() - loadStarted < LOAD_DEADLINE_MS; i++) {
        const session = sessions[(w + i) % sessions.length]!;
        const bet = 100 + ((w * 7919 + i * 104_729) % 5_000);
        const s: Sent = { ...session, txId: `restart-${w}-${i}`, bet, win: i % 2 === 0 ? 0 : bet * 2, answer: null };
        sent.push(s);
        try {
          const reply = await send(baseUrl, s);
          s.answer = reply.answer;
          if (reply.status === 200) done += 1;
          else {
            expect([reply.status, reply.answer]).toEqual([503, 'UNAVAILABLE']);
            await sleep(50);
          }
        } catch (error) {
          if (exitedEarly) throw new Error(exitedEarly, { cause: error });
          throw error;
        }
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    const moreDone = async (what: string) => {
      const target = done + ACKS_PER_PHASE;
      await until(what, () => done >= target || exitedEarly !== null, LOAD_DEADLINE_MS);
      if (exitedEarly) throw new Error(exitedEarly);
    };

    await moreDone('callbacks before the restart');
    const restartBegan = performance.now();
    await cluster.restart();
    const recoveredAfterRestart = await until('readiness after the restart', readyNow, RECOVERY_LIMIT_MS);
    await moreDone('callbacks after the restart');

    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const terminated = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThanOrEqual(2);
    await until('readiness after the terminated connections', readyNow, RECOVERY_LIMIT_MS);
    await moreDone('callbacks after the terminated connections');
    stopping = true;
    await load;
    sampling = false;
    await sampler;

    // The same process, never restarted, served throughout.
    expect(exitedEarly).toBeNull();
    expect(server.exitCode).toBeNull();
    expect(server.pid).toBe(pid);
    expect(recoveredAfterRestart).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(readiness.some((r) => r.at > restartBegan && r.status === 503)).toBe(true);
    expect(readiness.at(-1)!.status).toBe(200);
    expect(sent.every((s) => s.answer !== null)).toBe(true);
    const unavailable = sent.filter((s) => s.answer === 'UNAVAILABLE');
    expect(unavailable.length).toBeGreaterThan(0);

    const db = openPostgres(cluster.url, 2);
    try {
      const stored = async () =>
        new Map(
          (await db.query<{ provider_tx_id: string; outcome: string }>("SELECT provider_tx_id, outcome FROM game_transactions WHERE provider = 'generic'")).map((r) => [
            r.provider_tx_id,
            r.outcome,
          ]),
        );
      const outcomeOf: Record<string, string> = { OK: 'ok', INSUFFICIENT_FUNDS: 'insufficientFunds' };
      // Every callback answered as done is stored with that answer; a 503 one may be stored or not.
      const before = await stored();
      for (const s of sent.filter((s) => s.answer !== 'UNAVAILABLE')) expect([s.txId, before.get(s.txId)]).toEqual([s.txId, outcomeOf[s.answer!]]);

      // The provider retries what got the retryable error (same transaction id): applied once.
      for (const s of unavailable) {
        const reply = await send(baseUrl, s);
        expect(reply.status).toBe(200);
        s.answer = reply.answer;
      }
      const after = await stored();
      expect(after.size).toBe(sent.length);
      for (const s of sent) expect([s.txId, after.get(s.txId)]).toEqual([s.txId, outcomeOf[s.answer!]]);

      // Each money movement once, and each balance exactly what the answers imply.
      const transfers = await db.query<{ idempotency_key: string; n: number }>(
        "SELECT idempotency_key, count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE 'game:generic:%' GROUP BY idempotency_key",
      );
      expect(transfers.filter((t) => t.n !== 1)).toEqual([]);
      const expectedKeys = sent
        .filter((s) => s.answer === 'OK')
        .flatMap((s) => [`game:generic:${s.txId}:bet`, ...(s.win > 0 ? [`game:generic:${s.txId}:win`] : [])])
        .sort();
      expect(transfers.map((t) => t.idempotency_key).sort()).toEqual(expectedKeys);
      for (const { playerId } of sessions) {
        const mine = sent.filter((s) => s.playerId === playerId && s.answer === 'OK');
        const [row] = await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE player_id = $1', [playerId]);
        expect([playerId, row!.balance]).toEqual([playerId, START - mine.reduce((sum, s) => sum + s.bet - s.win, 0)]);
      }
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await db.close();
    }

    server.kill('SIGTERM');
    await new Promise((done) => (server!.exitCode !== null ? done(null) : server!.once('exit', done)));
    // The real `npm run ledger:check` on what the server left.
    const check = spawnSync(process.execPath, ['src/cli/ledger-check.ts'], { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: cluster.url }, encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain('OK: balances equal their entries');
    expect(check.status).toBe(0);
  }, 180_000);
});
