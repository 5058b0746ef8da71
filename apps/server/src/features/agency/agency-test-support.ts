// Helpers for the agency integration tests (never imported by app code): the real app whose sandbox
// gateway and in-house game provider both reach it through app.inject, so an invitee can deposit
// and play exactly as in production.
import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/test-app.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import type { SignedUp } from '../../../test/players.ts';
import { injectTransport } from '../../adapters/game-providers/conformance-drivers.ts';
import { buildApp } from '../../app.ts';
import { manualClock } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db.ts';
import { seedConfigDocuments } from '../config/config.service.ts';
import { createDeposit, pressSandbox, sandboxRefOf } from '../payments/payments-test-support.ts';

export interface AgencyTestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

export async function createAgencyTestApp(): Promise<AgencyTestApp> {
  const db = await freshDatabase();
  await seedConfigDocuments(db);
  const clock = manualClock();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  let built: FastifyInstance | null = null;
  const app = await buildApp({
    config,
    db,
    clock,
    payments: {
      sandboxRetryDelaysMs: [],
      sandboxTransport: async (path, body, headers) => (await built!.inject({ method: 'POST', url: path, payload: body, headers })).statusCode,
    },
    games: { hookTransport: (path, body, headers) => injectTransport(built!)(path, body, headers) },
  });
  built = app;
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A deposit paid on the sandbox gateway's page (Approve), credited after its status inquiry. */
export async function deposit(app: FastifyInstance, player: SignedUp, amount: number): Promise<void> {
  const created = await createDeposit(app, player.token, { typeName: 'Jazzcash', amount, phone: '03001234567' });
  if (created.code !== 1) throw new Error(`deposit failed: ${created.code} ${created.msg}`);
  await pressSandbox(app, await sandboxRefOf(app, created.data.payUrl), 'approve');
}

/** One in-house slot spin (slots count 90% of the stake as valid bet). */
export async function spin(app: FastifyInstance, player: SignedUp, bet: number): Promise<void> {
  const reply = await call(app, 'POST', '/usercenter/inhouse/slot/spin', { bet }, { token: player.token });
  if (reply.code !== 1) throw new Error(`spin failed: ${reply.code} ${reply.msg}`);
}

/** Replaces InviteConf as an operator would (the service reads it on every call). */
export async function setInviteConf(db: Database, conf: unknown): Promise<void> {
  await db.query(`UPDATE config_documents SET body = $1::jsonb, updated_at = now() WHERE name = 'InviteConf'`, [JSON.stringify(conf)]);
}
