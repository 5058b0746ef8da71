// A fresh, migrated database per test file: PGlite loaded from a cached migrated dump (fast),
// or, when TEST_DATABASE_URL is set, a new PostgreSQL database cloned from a migrated template.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPgliteFrom, openPostgres, type Database } from '../src/platform/db.ts';
import { migrate, readFunctions, readMigrations } from '../src/platform/migrate.ts';

const migrations = readMigrations();
// The cached dump and template are the migrations' and the function files' result: either changing makes new ones.
const schemaHash = createHash('sha256')
  .update(migrations.map((m) => `${m.version}:${m.sql}`).join('\n'))
  .update(readFunctions().map((f) => `${f.file}:${f.sql}`).join('\n'))
  .digest('hex')
  .slice(0, 12);

export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

async function freshPglite(): Promise<Database> {
  const dumpFile = join(tmpdir(), `khel-pglite-${schemaHash}.tar.gz`);
  if (existsSync(dumpFile)) return openPgliteFrom(new Blob([readFileSync(dumpFile)]));
  const db = (await openPglite(undefined)) as Database & { pglite: { dumpDataDir(c: 'gzip'): Promise<Blob> } };
  await migrate(db, migrations);
  const dump = await db.pglite.dumpDataDir('gzip');
  const partial = `${dumpFile}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpFile);
  return db;
}

/**
 * Fills `dir` with a migrated PGlite data directory, copied from one kept per schema: a fresh
 * initdb and migration cost a spawned server's test 5 to 20 seconds, a copy a quarter of one.
 * Workers that race to make it each build their own and one rename wins.
 */
export async function copyMigratedPgliteDir(dir: string): Promise<void> {
  const kept = join(tmpdir(), `khel-pglite-dir-${schemaHash}`);
  if (!existsSync(kept)) {
    const partial = `${kept}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const db = await openPglite(partial);
    await migrate(db, migrations);
    await db.close();
    try {
      renameSync(partial, kept);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  cpSync(kept, dir, { recursive: true });
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const urls = new WeakMap<Database, string>();

/**
 * The connection URL of a test database on PostgreSQL (null on PGlite, which one process owns):
 * for tests that act as a second server process, or start one.
 */
export function databaseUrlOf(db: Database): string | null {
  return urls.get(db) ?? null;
}

/** db, which closes and then drops its database `name` on the server at `url`. */
function droppedOnClose(db: Database, url: string, name: string): Database {
  const close = db.close.bind(db);
  return Object.assign(db, {
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await dropper.end();
    },
  });
}

async function freshPostgres(url: string): Promise<Database> {
  const template = `khel_template_${schemaHash}`;
  const name = `khel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(7250002)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const db = openPostgres(withDatabase(url, template), 1);
      await migrate(db, migrations);
      await db.close();
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query('SELECT pg_advisory_unlock(7250002)');
  } finally {
    await admin.end();
  }
  const db = openPostgres(withDatabase(url, name));
  urls.set(db, withDatabase(url, name));
  return droppedOnClose(db, url, name);
}

/** A new database with nothing in it, not even schema_migrations: for tests of the migration runner itself. */
export async function emptyDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite(undefined);
  const name = `khel_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = openPostgres(withDatabase(url, name));
  return droppedOnClose(db, url, name);
}

export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url) : freshPglite();
}
