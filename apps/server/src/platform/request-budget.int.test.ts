// The general request budget of the player and operator APIs (request-budget.ts), with budgets
// small enough to reach: over it is the usual 429 envelope with Retry-After; another address or
// session is unaffected; a new minute starts afresh; provider callbacks are never counted; and a
// refused request costs no database work at all.
import { ErrorCode } from '@khel/contracts/error-codes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminClient } from '../../test/admin.ts';
import { signUp, uniqueIp } from '../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { seedConfigDocuments } from '../features/config/config.service.ts';
import type { Database } from './db.ts';

const PER_ADDRESS = 8;
const PER_SESSION = 3;

/** The database, counting every call made on it (queries, transactions, anything). */
function counted(db: Database): { db: Database; calls: () => number } {
  let calls = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, calls: () => calls };
}

let t: TestApp;
let base: Database;
let dbCalls: () => number;
beforeAll(async () => {
  base = await freshDatabase();
  await seedConfigDocuments(base);
  const wrapped = counted(base);
  dbCalls = wrapped.calls;
  t = await createTestApp({
    db: wrapped.db,
    env: { REQUEST_BUDGET_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS), REQUEST_BUDGET_PER_SESSION_PER_MINUTE: String(PER_SESSION) },
  });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await t.close();
  await base.close();
});

const config = (ip: string) => t.app.inject({ method: 'GET', url: '/config/GameList2Conf.json', remoteAddress: ip });
const playerInfo = (ip: string, token: string) => call(t.app, 'POST', '/usercenter/game/playerInfo', {}, { ip, token });

function expectRefused(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({ code: ErrorCode.tooManyAttempts, msg: 'Too many attempts, please try again later' });
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('per address', () => {
  it('past the budget an address gets 429 with Retry-After; another address is unaffected; the next minute starts afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    const crowded = uniqueIp();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await config(crowded)).statusCode, `request ${i + 1}`).toBe(200);
    const refused = await config(crowded);
    expectRefused(refused);
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect((await config(uniqueIp())).statusCode).toBe(200);

    vi.setSystemTime(new Date('2026-03-01T10:00:40Z'));
    expect(Number((await config(crowded)).headers['retry-after'])).toBe(20);
    vi.setSystemTime(new Date('2026-03-01T10:01:01Z'));
    expect((await config(crowded)).statusCode).toBe(200);
  });

  it('a refused request costs no database work', async () => {
    const crowded = uniqueIp();
    for (let i = 0; i < PER_ADDRESS; i++) await config(crowded);
    const before = dbCalls();
    for (let i = 0; i < 20; i++) expect((await config(crowded)).statusCode).toBe(429);
    expect(dbCalls() - before).toBe(0);
  });

  it('provider and payment callbacks, the app and the pages are never counted', async () => {
    const vendor = uniqueIp();
    for (let i = 0; i < PER_ADDRESS * 3; i++) {
      const hook = await t.app.inject({ method: 'POST', url: '/hooks/games/generic/balance', remoteAddress: vendor, payload: {} });
      expect(hook.statusCode, `callback ${i + 1}`).not.toBe(429);
      expect((await t.app.inject({ method: 'GET', url: '/health', remoteAddress: vendor })).statusCode).toBe(200);
    }
  });
});

describe('per session', () => {
  it("one player's session past its budget is refused while another player at the same address plays on", async () => {
    const shared = uniqueIp();
    const busy = await signUp(t.app, { ip: uniqueIp() });
    const calm = await signUp(t.app, { ip: uniqueIp() });
    for (let i = 0; i < PER_SESSION; i++) expect((await playerInfo(shared, busy.token)).code, `request ${i + 1}`).toBe(1);
    const refused = await playerInfo(shared, busy.token);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(ErrorCode.tooManyAttempts);
    expect(refused.msg).toBe('Too many attempts, please try again later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Same address, 5 requests so far (under its 8): the other session is served.
    expect((await playerInfo(shared, calm.token)).code).toBe(1);
    // The busy session from another address is still over its own budget.
    expect((await playerInfo(uniqueIp(), busy.token)).status).toBe(429);
  });

  it('a made-up token per request does not escape the address budget', async () => {
    const rotating = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) statuses.push((await playerInfo(rotating, `made-up-token-${i}`)).status);
    expect(statuses.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(401));
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429]);
  });

  it("an operator's session on the operator API has the same budget", async () => {
    const operator = await adminClient(t, 'admin');
    const statuses: number[] = [];
    for (let i = 0; i < PER_SESSION + 1; i++) statuses.push((await operator.get('/admin/api/config')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
