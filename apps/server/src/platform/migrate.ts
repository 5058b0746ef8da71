// Brings the schema up to date on every start, in one transaction (on PostgreSQL under an advisory
// lock, so two starting servers never migrate at the same time):
// 1. db/migrations/NNNN-what-it-changes.sql, each once, in order: tables and data. An applied
//    migration is history: its sha256 is recorded, and a file whose text no longer matches stops
//    the start (a change goes into a new migration instead).
// 2. db/functions/<name>.sql, every one, every start: each holds its function's current
//    definition as CREATE OR REPLACE FUNCTION, so a function is changed by editing its file.
// docs/architecture/database-migrations.md says how to change what, and why.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database, Queryable } from './db.ts';

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../db/migrations');
export const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../db/functions');
const LOCK_ID = 7_250_001;

interface Migration {
  version: number;
  name: string;
  sql: string;
}

interface SqlFunction {
  file: string;
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

export function readFunctions(dir = FUNCTIONS_DIR): SqlFunction[] {
  return readdirSync(dir)
    .filter((file) => /^[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * The sha256 of a migration's text. CRLF is read as LF, so a checkout that converts line endings
 * (git's autocrlf) does not count as an edit; every other byte counts.
 */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

export class EditedMigrationError extends Error {
  constructor(migration: Migration) {
    super(
      `migration ${migrationFile(migration)} was edited after it was applied (its checksum no longer matches): ` +
        'restore the file and put the change in a new numbered migration',
    );
    this.name = 'EditedMigrationError';
  }
}

const migrationFile = (m: Migration) => `${String(m.version).padStart(4, '0')}-${m.name}.sql`;

/** Brings the schema up to date and returns the highest applied version. */
export async function migrate(db: Database, migrations = readMigrations(), functions = readFunctions()): Promise<number> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Databases migrated before checksums existed have rows without one: each gets its file's
    // checksum the first time this runs (taken on trust: the file is what was applied then), and
    // is checked like any other from then on.
    await tx.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    await applyMigrations(tx, migrations);
    await applyFunctions(tx, functions);
    return currentVersion(tx);
  });
}

async function applyMigrations(tx: Queryable, migrations: Migration[]): Promise<void> {
  const applied = new Map(
    (await tx.query<{ version: number; checksum: string | null }>('SELECT version, checksum FROM schema_migrations')).map(
      (row) => [row.version, row.checksum],
    ),
  );
  for (const migration of migrations) {
    const checksum = migrationChecksum(migration.sql);
    if (!applied.has(migration.version)) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        checksum,
      ]);
    } else if (applied.get(migration.version) === null) {
      await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [migration.version, checksum]);
    } else if (applied.get(migration.version) !== checksum) {
      throw new EditedMigrationError(migration);
    }
  }
}

async function applyFunctions(tx: Queryable, functions: SqlFunction[]): Promise<void> {
  // Files apply in name order, not in the order the functions call each other: with body checks
  // off, a SQL-language function may name one created later in the loop. PL/pgSQL bodies are
  // only checked when run anyway. LOCAL: the setting ends with this transaction.
  await tx.query('SET LOCAL check_function_bodies = off');
  for (const fn of functions) {
    try {
      await tx.exec(fn.sql);
    } catch (error) {
      throw new Error(`db/functions/${fn.file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

export async function currentVersion(db: Pick<Database, 'query'>): Promise<number> {
  const rows = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return rows[0]?.version ?? 0;
}
