// Test helpers for the in-house games (never imported by app code): the real app on a fresh
// database whose in-house provider reaches the hooks through app.inject, and a funded player.
import type { FastifyInstance } from 'fastify';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, type CallResult } from '../../../test/test-app.ts';
import { freshDatabase } from '../../../test/test-database.ts';
import { injectTransport } from '../../adapters/game-providers/conformance-drivers.ts';
import { buildApp } from '../../app.ts';
import { seedConfigDocuments } from '../config/config.service.ts';
import { manualClock } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db.ts';
import { fieldCipher, type FieldCipher } from '../../platform/field-encryption.ts';
import { fund } from '../wallet/wallet-test-support.ts';

export interface GamesTestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof manualClock>;
  /** The app's field cipher (same key): tests open the sealed server seeds with it. */
  cipher: FieldCipher;
  close(): Promise<void>;
}

export async function createGamesTestApp(): Promise<GamesTestApp> {
  const db = await freshDatabase();
  await seedConfigDocuments(db);
  const clock = manualClock();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  let built: FastifyInstance | null = null;
  const app = await buildApp({
    config,
    db,
    clock,
    games: { hookTransport: (path, body, headers) => injectTransport(built!)(path, body, headers) },
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
      await db.close();
    },
  };
}

export async function fundedPlayer(t: GamesTestApp, amount: number): Promise<SignedUp> {
  const player = await signUp(t.app);
  if (amount > 0) await fund(t.db, player.playerId, amount);
  return player;
}

/** A player call that must succeed; returns data. */
export async function ok<T>(t: GamesTestApp, player: SignedUp | null, path: string, body: unknown = {}): Promise<T> {
  const reply: CallResult<T> = await call<T>(t.app, 'POST', path, body, { token: player?.token });
  if (reply.code !== 1) throw new Error(`${path} failed: ${reply.status} ${reply.code} ${reply.msg}`);
  return reply.data;
}
