// Applies db/migrations/NNNN-what-it-changes.sql in order, each in its own transaction, once.
// On PostgreSQL an advisory lock keeps two starting servers from migrating at the same time.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './db.ts';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../db/migrations');
const LOCK_ID = 7_250_001;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/** Brings the schema up to date and returns the highest applied version. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return currentVersion(tx);
  });
}

export async function currentVersion(db: Pick<Database, 'query'>): Promise<number> {
  const rows = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return rows[0]?.version ?? 0;
}
