// Helpers for the payments integration tests (never imported by app code): the real app on a
// fresh database, with the sandbox gateway's notifications delivered through app.inject.
import type { FastifyInstance } from 'fastify';
import { call, type CallResult } from './test-app.ts';
import { freshDatabase } from './test-database.ts';
import type { FetchLike } from '../src/adapters/payments/port.ts';
import { buildApp } from '../src/app.ts';
import { manualClock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db.ts';
import { seedConfigDocuments } from '../src/features/config/config.service.ts';

export interface PaymentsTestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof manualClock>;
  /** Every notification the sandbox sent, with Khel's HTTP answer. */
  deliveries: { body: string; status: number }[];
  close(): Promise<void>;
}

export async function createPaymentsTestApp(options: { fetch?: FetchLike; env?: Record<string, string> } = {}): Promise<PaymentsTestApp> {
  const db = await freshDatabase();
  await seedConfigDocuments(db);
  const clock = manualClock();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...options.env });
  const deliveries: { body: string; status: number }[] = [];
  let appRef: FastifyInstance | null = null;
  const app = await buildApp({
    config,
    db,
    clock,
    payments: {
      sandboxRetryDelaysMs: [],
      ...(options.fetch ? { fetch: options.fetch } : {}),
      sandboxTransport: async (path, body, headers) => {
        const response = await appRef!.inject({ method: 'POST', url: path, payload: body, headers });
        deliveries.push({ body, status: response.statusCode });
        return response.statusCode;
      },
    },
  });
  appRef = app;
  await app.ready();
  return {
    app,
    db,
    clock,
    deliveries,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface DepositReply {
  orderId: string;
  amount: number;
  bonus: number;
  payUrl: string;
  payQuery: string;
  expiresAt: string;
}

export function createDeposit(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<CallResult<DepositReply>> {
  return call<DepositReply>(app, 'POST', '/usercenter/game/deposit', body, { token });
}

/** The sandbox ref behind the order's pay page (following /pay/pay.html's redirect). */
export async function sandboxRefOf(app: FastifyInstance, payUrl: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: payUrl });
  if (response.statusCode !== 302) throw new Error(`pay page answered ${response.statusCode}: ${response.body}`);
  const location = String(response.headers.location);
  const ref = /\/sandbox-gateway\/pay\/(\w+)$/.exec(location)?.[1];
  if (!ref) throw new Error(`unexpected checkout ${location}`);
  return ref;
}

/** Presses a button on the sandbox payer page (a form post, as a phone browser sends it). */
export async function pressSandbox(app: FastifyInstance, ref: string, action: string, misbehave = 'none') {
  return app.inject({
    method: 'POST',
    url: `/sandbox-gateway/pay/${ref}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, misbehave }).toString(),
  });
}

export async function orderState(db: Database, orderNo: string): Promise<{ state: string; flags: string[] }> {
  const rows = await db.query<{ state: string; flags: string[] | null }>(
    `SELECT o.state, array_remove(array_agg(f.flag ORDER BY f.id), NULL) AS flags FROM deposit_orders o
     LEFT JOIN deposit_order_flags f ON f.order_id = o.id WHERE o.order_no = $1 GROUP BY o.id`,
    [orderNo],
  );
  return { state: rows[0]!.state, flags: rows[0]!.flags ?? [] };
}

export async function depositTransfers(db: Database, playerId: number): Promise<{ reason: number; amount: number }[]> {
  return db.query(
    `SELECT t.reason, t.amount FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
     WHERE a.player_id = $1 ORDER BY t.id`,
    [playerId],
  );
}

export async function taskCount(db: Database, playerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM betting_tasks WHERE player_id = $1', [playerId]);
  return rows[0]!.n;
}

