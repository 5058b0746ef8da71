// Numbered migrations are for tables and data: a function's definition lives in its own file under
// db/functions/, re-applied on every start. 0001–0076 predate that rule and stay as applied.
import { describe, expect, it } from 'vitest';
import { readFunctions, readMigrations } from './migrate.ts';

const LAST_MIGRATION_WITH_FUNCTIONS = 76;
const CREATES_FUNCTION = /\bCREATE\s+(OR\s+REPLACE\s+)?FUNCTION\b/i;

describe('migration files', () => {
  it('after 0076 create no function', () => {
    const offending = readMigrations()
      .filter((m) => m.version > LAST_MIGRATION_WITH_FUNCTIONS && CREATES_FUNCTION.test(m.sql))
      .map((m) => `${String(m.version).padStart(4, '0')}-${m.name}.sql`);
    expect(offending, 'a migration creates a function: put it in db/functions/<name>.sql instead').toEqual([]);
  });
});

describe('function files', () => {
  it('each define, as CREATE OR REPLACE, only the function they are named after', () => {
    for (const { file, sql } of readFunctions()) {
      const defined = [...sql.matchAll(/\bCREATE\s+(OR\s+REPLACE\s+)?FUNCTION\s+([a-z0-9_]+)/gi)];
      expect(defined.length, file).toBeGreaterThan(0);
      for (const [statement, orReplace, name] of defined) {
        expect(orReplace, `${file}: ${statement}`).toBeTruthy();
        expect(`${name}.sql`, file).toBe(file);
      }
    }
  });
});
