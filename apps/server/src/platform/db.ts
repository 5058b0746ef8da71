// One small query interface over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
// Repositories write plain SQL against it; int8 and numeric come back as checked numbers so
// money has one runtime type on both engines.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; it commits when fn resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

/** Parses int8/numeric text as a number, refusing values a double cannot hold exactly. */
export function parseExactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) {
    throw new RangeError(`database number out of safe range: ${text}`);
  }
  return value;
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const db = await PGlite.create(dataDir, {
    parsers: { [INT8]: parseExactNumber, [NUMERIC]: parseExactNumber },
  });
  return wrapPglite(db);
}

export async function openPgliteFrom(dump: Blob): Promise<Database> {
  const db = await PGlite.create({
    loadDataDir: dump,
    parsers: { [INT8]: parseExactNumber, [NUMERIC]: parseExactNumber },
  });
  return wrapPglite(db);
}

function wrapPglite(db: PGlite): Database & { pglite: PGlite } {
  return {
    kind: 'pglite',
    pglite: db,
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(text, params as unknown[]);
      return result.rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<Row>(text: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(text, params as unknown[])).rows;
          },
          async exec(script: string) {
            await tx.exec(script);
          },
        }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8 || oid === NUMERIC
          ? parseExactNumber
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(script: string) {
      await pool.query(script);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<Row>(text: string, params: readonly unknown[] = []) {
            return (await client.query(text, params as unknown[])).rows as Row[];
          },
          async exec(script: string) {
            await client.query(script);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
