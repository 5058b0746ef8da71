// The real server (`src/server.ts`) as its own process on a test's database, for tests that kill it
// (kill -9) or run two of it: the store both the processes and the test open, and the start/exit
// helpers. PGlite's directory can be open in one process at a time; PostgreSQL (TEST_DATABASE_URL)
// in any number.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { seedConfigDocuments } from '../src/features/config/config.service.ts';
import { openPglite, type Database } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrate.ts';
import { copyMigratedPgliteDir, databaseUrlOf, freshDatabase } from './test-database.ts';

const SERVER_DIR = resolve(import.meta.dirname, '..');

/** The database the server processes share: its env for them, and a way to open it here. */
export interface Store {
  env: Record<string, string>;
  /** Opens the store in this process (PGlite: only while no server has it open). */
  open(): Promise<Database>;
  release(db: Database): Promise<void>;
  dispose(): Promise<void>;
}

export async function makeStore(): Promise<Store> {
  const probe = await freshDatabase();
  const url = databaseUrlOf(probe);
  if (url) {
    await seedConfigDocuments(probe);
    return { env: { DATABASE_URL: url }, open: async () => probe, release: async () => {}, dispose: () => probe.close() };
  }
  await probe.close();
  const dir = mkdtempSync(join(tmpdir(), 'khel-crash-'));
  await copyMigratedPgliteDir(join(dir, 'pglite'));
  return {
    env: { DATA_DIR: dir },
    async open() {
      const db = await openPglite(join(dir, 'pglite'));
      await migrate(db);
      await seedConfigDocuments(db);
      return db;
    },
    release: (db) => db.close(),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A test file's store, made and migrated before its tests (once, so each server process it starts
 * starts quickly) and removed after them. Call the result inside a test: the store exists only then.
 */
export function useMigratedStore(): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await makeStore();
    await store.release(await store.open());
  }, 120_000);
  afterAll(async () => store?.dispose());
  return () => {
    if (!store) throw new Error('the store is made in beforeAll: read it inside a test');
    return store;
  };
}

/** Starts src/server.ts on a free port; resolves with its base URL once it says it is ready. `onOutput` sees its log. */
export function startServer(
  env: Record<string, string>,
  onOutput: (text: string) => void = () => {},
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEV_TOOLS: 'off',
      WEB_DIST: '/nonexistent',
      // The demo sports feed would simulate matches every second beside what these tests measure;
      // a sportsbook test turns it back on.
      SPORTS_FEED: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      onOutput(chunk.toString());
      const port = /ready at http:\/\/[^:]+:(\d+)/.exec(out)?.[1];
      if (port) resolvePromise({ child, baseUrl: `http://127.0.0.1:${port}` });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready:\n${out}`)));
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));
}
