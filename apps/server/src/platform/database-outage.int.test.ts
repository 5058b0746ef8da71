// The server survives its database: a connection terminated while a transaction holds it (on
// PostgreSQL, TEST_DATABASE_URL: PGlite is in-process and cannot lose one), a database that refuses
// connections, and readiness. The restart of a whole cluster under load is
// apps/server/test/database-restart.int.test.ts.
import { createHmac } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { injectTransport } from '../adapters/game-providers/conformance-drivers.ts';
import type { SeamlessPlatform } from '../adapters/game-providers/demo/demo-clients.ts';
import { databaseUrlOf, freshDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { openPostgres, type Database } from './db.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';

const onPostgres = testDatabaseKind === 'postgres';
if (!onPostgres) console.log('database-outage.int.test.ts: the lost-connection cases are skipped on PGlite (set TEST_DATABASE_URL: only PostgreSQL connections can be lost)');

/** Terminates every other session on the database, as `pg_terminate_backend` by an administrator. */
async function terminateAll(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const rows = await admin.query(
      'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!onPostgres)('a lost database connection', () => {
  let db: Database;
  let url: string;

  beforeAll(async () => {
    db = await freshDatabase();
    url = databaseUrlOf(db)!;
    await db.query('SELECT 1');
  });
  afterAll(async () => db?.close());

  it('terminated while a transaction holds it: the transaction fails as retryable, the process lives, the next query works', async () => {
    let gaps = 0;
    const unsubscribe = db.subscribeChanges({ onNotify: () => {}, onGap: () => gaps++ });
    const outcome = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      // The backend is killed while this client is checked out and idle: the 57P01 arrives as an
      // 'error' event with no query running, which pg-pool leaves without a listener.
      expect(await terminateAll(url)).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return tx.query('SELECT 1');
    });
    await expect(outcome).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // The pool and the listener come back by themselves; the read cache hears of the gap.
    await vi.waitFor(async () => expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]), { timeout: 10_000, interval: 100 });
    await vi.waitFor(() => expect(db.changesLive).toBe(true), { timeout: 10_000, interval: 50 });
    expect(gaps).toBeGreaterThanOrEqual(1);
    expect(await db.ready()).toEqual({ database: true, changes: true });
    unsubscribe();
  });

  it('a query whose connection is terminated mid-statement fails as retryable', async () => {
    const sleeping = expect(db.query('SELECT pg_sleep(5)')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await terminateAll(url);
    await sleeping;
    await vi.waitFor(async () => expect(await db.query('SELECT 1 AS one')).toHaveLength(1), { timeout: 10_000, interval: 100 });
  });
});

// No PostgreSQL needed: the port refuses, so this runs on both passes.
describe('a database that refuses connections', () => {
  let t: TestApp;
  let down: Database;

  beforeAll(async () => {
    // A port nothing listens on: every connect is refused, as while PostgreSQL restarts.
    down = openPostgres('postgres://khel@127.0.0.1:1/khel');
    t = await createTestApp({ db: down, env: { GAME_GENERIC_SECRET: 'generic-secret-for-the-outage-test' } });
  });
  afterAll(async () => {
    await t?.close();
    await down?.close();
  });

  it('answers player requests 503 with Retry-After in the usual envelope, without details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/usercenter/game/playerInfo',
      headers: { 'x-wire': 'plain', 'accept-language': 'en', satoken: 'a-session-token-the-server-must-look-up' },
      payload: {},
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ code: 0, msg: 'Service unavailable' });
  });

  it('is not ready (503) but alive (200); /health keeps its meaning', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: false, changes: false, reason: 'database' });
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
  });

  it("answers a provider callback with the vendor's retryable error", async () => {
    const body = JSON.stringify({ txId: 'outage-1', playerId: 1, roundId: 'r-1', gameId: 'g-1', amount: 100 });
    const signature = createHmac('sha256', 'generic-secret-for-the-outage-test').update(body).digest('hex');
    const res = await t.app.inject({
      method: 'POST',
      url: '/hooks/games/generic/settle',
      headers: { 'content-type': 'application/json', 'x-khel-signature': signature },
      payload: body,
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ status: 'UNAVAILABLE' });
  });

  // Each vendor's own "system error": the vendor retries the same transaction or rolls the bet back.
  const vendorAnswers: Record<SeamlessPlatform, unknown> = {
    pg: { data: null, error: { code: '1200', message: 'Internal server error' } },
    evo: { status: 'TEMPORARY_ERROR' },
    cq9: { data: null, status: { code: '1100', message: 'Server error' } },
    jili: { errorCode: 5, message: 'System busy, retry' },
    jdb: { status: '9999', err_text: 'System busy, retry' },
    fachai: { Result: 999, ErrorText: 'System busy, retry' },
    vn888: { status: 'UNAVAILABLE' },
  };
  it.each(Object.entries(vendorAnswers))("answers a %s bet with that vendor's retryable error, every time it is retried", async (provider, expected) => {
    const answers: { status: number; body: string }[] = [];
    const inject = injectTransport(t.app);
    const client = t.app.gameProviders.demoClient(provider as SeamlessPlatform, async (...args) => {
      const answer = await inject(...args);
      answers.push(answer);
      return answer;
    })!;
    // Numeric ids: JILI's rounds and JDB's transfers are int64.
    await client.bet({ txId: '900001', playerId: 1, token: 'a-launch-token', roundId: '900002', gameId: '101', amount: 100 }).catch(() => {});
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      // CQ9 stamps its status with the time.
      if (provider === 'cq9') delete (body.status as Record<string, unknown>).datetime;
      expect(body).toEqual(expected);
    }
  });
});

describe('a healthy database (both engines)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is ready and alive', async () => {
    await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({ status: 'ready', database: true, changes: true });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
  });
});
