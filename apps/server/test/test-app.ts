// Builds the real app on a fresh database for integration tests (through app.inject).
import { encodeRequest, decodeReply } from '@khel/wire/codec';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { injectTransport } from '../src/adapters/game-providers/conformance-drivers.ts';
import type { HookTransport } from '../src/adapters/game-providers/port.ts';
import type { FetchLike } from '../src/adapters/payments/port.ts';
import type { SportsFeed } from '../src/adapters/sports-feeds/port.ts';
import { buildApp } from '../src/app.ts';
import { seedConfigDocuments } from '../src/features/config/config.service.ts';
import { manualClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db.ts';
import { fieldCipher, type FieldCipher } from '../src/platform/field-encryption.ts';
import { freshDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof manualClock>;
  /** The app's field cipher (same key): tests open sealed values (server seeds, CNICs) with it. */
  cipher: FieldCipher;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, seeded database with an injectable clock. The sandbox gateway's
 * notifications and the in-house provider's seamless callbacks reach the app through app.inject,
 * so a test can deposit and play exactly as in production, without a listening port.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    gamesFetch?: FetchLike;
    /** Another app's database (a second server process); not closed here. */
    db?: Database;
    /** Wraps the providers' way to the hooks (a test cuts it to leave a round as a crash would). */
    wrapHookTransport?: (inner: HookTransport) => HookTransport;
    /** The sportsbook's feed (test/sports-feed.ts: a scripted one); default the config's. */
    sportsFeed?: SportsFeed;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await freshDatabase());
  if (!options.db) await seedConfigDocuments(db);
  const clock = manualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Suites drive one session or address far faster than a person plays; the request budget's
    // own test (platform/request-budget.int.test.ts) sets small budgets to reach them.
    REQUEST_BUDGET_PER_ADDRESS_PER_MINUTE: '10000000',
    REQUEST_BUDGET_PER_SESSION_PER_MINUTE: '10000000',
    ...options.env,
  });
  let built: FastifyInstance | null = null;
  const app = await buildApp({
    config,
    db,
    clock,
    payments: {
      sandboxRetryDelaysMs: [],
      sandboxTransport: async (path, body, headers) => (await built!.inject({ method: 'POST', url: path, payload: body, headers })).statusCode,
    },
    games: {
      hookTransport: (options.wrapHookTransport ?? ((inner) => inner))((path, body, headers, method) => injectTransport(built!)(path, body, headers, method)),
      ...(options.gamesFetch ? { fetch: options.gamesFetch } : {}),
    },
    ...(options.sportsFeed ? { sportsFeed: options.sportsFeed } : {}),
  });
  built = app;
  await app.ready();
  return {
    app,
    db,
    clock,
    cipher: fieldCipher(config.piiKey),
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

export interface CallOptions {
  token?: string | undefined;
  ip?: string;
  language?: string;
  /** Send the body wire-encoded (the default, as the app does) or as plain JSON. */
  encoding?: 'wire' | 'json';
  /** Extra request headers (Host, X-Forwarded-*). */
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: LightMyRequestResponse['headers'];
}

/** Calls a player endpoint the way the app does and decodes the reply envelope. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const encoding = options.encoding ?? 'wire';
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: {
      ...(options.token ? { satoken: options.token } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      'content-type': encoding === 'wire' ? 'text/plain' : 'application/json',
      ...options.headers,
    },
    ...(method === 'POST' ? { payload: encoding === 'wire' ? encodeRequest(body) : JSON.stringify(body) } : {}),
  });
  const envelope = response.json<{ code: number; msg: string; data?: string }>();
  return {
    status: response.statusCode,
    code: envelope.code,
    msg: envelope.msg,
    data: (envelope.data === undefined ? undefined : decodeReply(envelope.data)) as T,
    headers: response.headers,
  };
}

/** Rows in each table, to prove a refused call changed nothing. */
export async function rowCounts(db: Database, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

/** The 6-digit code of the newest SMS the dev outbox holds for a phone, or null when none was sent. */
export async function latestSmsCode(db: Database, phone: string): Promise<string | null> {
  const rows = await db.query<{ body: string }>('SELECT body FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1', [
    phone,
  ]);
  const body = rows[0]?.body;
  if (body === undefined) return null;
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no 6-digit code in the SMS: ${body}`);
  return code;
}

/** How many SMS the dev outbox holds for a phone. */
export async function smsCount(db: Database, phone: string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1', [phone]);
  return rows[0]?.n ?? 0;
}
