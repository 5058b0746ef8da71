// Several servers starting at once on one PostgreSQL database (the production start's workers, two
// app containers, the migrate step beside a running app) all migrate: the advisory lock makes
// them take turns, so the first applies every migration and the rest find the schema current.
import { afterAll, describe, expect, it } from 'vitest';
import { emptyDatabase } from '../../test/test-database.ts';
import type { Database } from './db.ts';
import { migrate, readMigrations } from './migrate.ts';

const migrations = readMigrations();

describe.runIf(process.env.TEST_DATABASE_URL)('migrate on PostgreSQL from several connections at once', () => {
  let db: Database;
  afterAll(() => db?.close());

  it('applies each migration once and every caller ends at the latest version', async () => {
    db = await emptyDatabase();
    // Four transactions on four of the pool's connections, started together on an empty database.
    const versions = await Promise.all([migrate(db), migrate(db), migrate(db), migrate(db)]);
    expect(versions).toEqual(Array(4).fill(migrations.at(-1)!.version));
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });
});
