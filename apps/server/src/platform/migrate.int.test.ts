// The migration runner: the function files hold exactly what the numbered migrations made (but those
// changed in their files since, listed), an
// edited applied migration stops the start, a changed function file takes effect on the next start,
// and a database migrated before checksums gets them recorded. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDatabase, freshDatabase } from '../../test/test-database.ts';
import type { Database, Queryable } from './db.ts';
import { migrate, migrationChecksum, readFunctions, readMigrations } from './migrate.ts';

const migrations = readMigrations();
const functions = readFunctions();

/**
 * Functions changed in their files since the numbered migrations made them (docs/architecture/
 * database-migrations.md, "A function"): game_money_callbacks counts the batch's overlaps with
 * window functions (its set-based path grew with the square of the batch); notify_player_changed
 * announces a balance as 'b:' (its trigger's argument), apart from a session's 'p:';
 * ledger_lock_players locks the players in one statement, not a function call each.
 */
const CHANGED_IN_FILES = ['game_money_callbacks', 'notify_player_changed', 'ledger_lock_players'];

/** Functions only the files make (database-migrations.md, "A new function"). */
const NEW_IN_FILES = ['sports_place_bets', 'game_settle_rounds'];

/** Every function of the public schema, by name and arguments, as PostgreSQL prints its definition. */
async function functionDefinitions(db: Queryable): Promise<Record<string, string>> {
  const rows = await db.query<{ name: string; def: string }>(`
    SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name, pg_get_functiondef(p.oid) AS def
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public' ORDER BY 1`);
  return Object.fromEntries(rows.map((row) => [row.name, row.def]));
}

const checksums = (db: Queryable) =>
  db.query<{ version: number; name: string; checksum: string | null }>('SELECT version, name, checksum FROM schema_migrations ORDER BY version');

const opened: Database[] = [];
async function open(fresh: () => Promise<Database>): Promise<Database> {
  const db = await fresh();
  opened.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

describe('db/functions', () => {
  it('reproduce exactly the functions the numbered migrations made, one file per function name, but those changed since in their files', async () => {
    const db = await open(emptyDatabase);
    await migrate(db, migrations, []);
    const byMigrations = await functionDefinitions(db);
    await migrate(db, migrations, functions);
    const byFiles = await functionDefinitions(db);
    const base = (name: string) => name.slice(0, name.indexOf('('));
    const changed = (name: string) => CHANGED_IN_FILES.includes(base(name)) || NEW_IN_FILES.includes(base(name));
    const unchanged = (defs: Record<string, string>) => Object.fromEntries(Object.entries(defs).filter(([name]) => !changed(name)));
    expect(unchanged(byFiles)).toEqual(unchanged(byMigrations));
    // The lists stay true: each changed function differs from what the migrations made, each new one they never made.
    for (const [name, def] of Object.entries(byFiles)) {
      if (CHANGED_IN_FILES.includes(base(name))) expect(def, name).not.toBe(byMigrations[name]);
      if (NEW_IN_FILES.includes(base(name))) expect(byMigrations[name], name).toBeUndefined();
    }
    expect(Object.keys(byFiles).map(base)).toEqual(expect.arrayContaining(NEW_IN_FILES));
    const names = [...new Set(Object.keys(byFiles).map(base))].sort();
    expect(functions.map((f) => f.file.slice(0, -4))).toEqual(names);
  });

  it('a changed function file takes effect on the next migrate, and the file as it was restores it', async () => {
    const db = await open(freshDatabase);
    const edited = functions.map((f) =>
      f.file === 'karachi_period_start.sql' ? { ...f, sql: f.sql.replaceAll("interval '5 hours'", "interval '6 hours'") } : f,
    );
    const karachiMidnight = async () =>
      (await db.query<{ start: Date }>("SELECT karachi_period_start('daily', '2026-03-01T12:00:00Z') AS start"))[0]!.start.toISOString();
    expect(await karachiMidnight()).toBe('2026-02-28T19:00:00.000Z');
    await migrate(db, migrations, edited);
    expect(await karachiMidnight()).toBe('2026-02-28T18:00:00.000Z');
    await migrate(db, migrations, functions);
    expect(await karachiMidnight()).toBe('2026-02-28T19:00:00.000Z');
  });
});

describe('checksums of applied migrations', () => {
  it('are recorded for every migration applied', async () => {
    const db = await open(freshDatabase);
    expect(await checksums(db)).toEqual(migrations.map((m) => ({ version: m.version, name: m.name, checksum: migrationChecksum(m.sql) })));
  });

  it('refuse an edited applied migration by its file name, changing nothing, not even a new migration', async () => {
    const db = await open(freshDatabase);
    const before = await checksums(db);
    const edited = migrations.map((m) => (m.version === 12 ? { ...m, sql: `${m.sql}\n-- one more line\n` } : m));
    const next = { version: 9999, name: 'new-table', sql: 'CREATE TABLE migrate_test_new (id integer);' };
    await expect(migrate(db, [...edited, next], functions)).rejects.toThrow(
      'migration 0012-player-protection.sql was edited after it was applied (its checksum no longer matches): ' +
        'restore the file and put the change in a new numbered migration',
    );
    expect(await checksums(db)).toEqual(before);
    expect(await db.query("SELECT 1 FROM pg_class WHERE relname = 'migrate_test_new'")).toEqual([]);
  });

  it('read CRLF line endings as LF, so a checkout that converts them is not an edit', async () => {
    const db = await open(freshDatabase);
    const crlf = migrations.map((m) => (m.version === 12 ? { ...m, sql: m.sql.replace(/\n/g, '\r\n') } : m));
    await expect(migrate(db, crlf, functions)).resolves.toBe(migrations.at(-1)!.version);
  });

  it('are recorded on a database migrated before them, and checked from then on', async () => {
    const db = await open(freshDatabase);
    await db.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
    await migrate(db, migrations, functions);
    expect((await checksums(db)).map((row) => row.checksum)).toEqual(migrations.map((m) => migrationChecksum(m.sql)));
    const edited = migrations.map((m) => (m.version === 1 ? { ...m, sql: m.sql.replace('CREATE TABLE', 'create table') } : m));
    await expect(migrate(db, edited, functions)).rejects.toThrow('migration 0001-players-and-sessions.sql was edited after it was applied');
  });
});
