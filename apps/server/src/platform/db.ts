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
  /**
   * Every NOTIFY on CHANGES_CHANNEL (migration 0055) committed by anyone. One caused by this
   * process's own write arrives before that write's call resolves (the writing connection listens
   * too), another process's within milliseconds. Returns the unsubscribe function.
   */
  subscribeChanges(handlers: ChangeHandlers): () => void;
  /** False while no connection listens, so a change could go unseen; onGap follows when one does again. */
  readonly changesLive: boolean;
  close(): Promise<void>;
}

export const CHANGES_CHANNEL = 'khel_changes';

export interface ChangeHandlers {
  onNotify(payload: string): void;
  /** Listening resumed after a time without: changes in between were not seen. */
  onGap(): void;
}

/** The subscribers of one database's change channel. */
class ChangeFanOut {
  private readonly handlers = new Set<ChangeHandlers>();

  subscribe(handlers: ChangeHandlers): () => void {
    this.handlers.add(handlers);
    return () => this.handlers.delete(handlers);
  }

  notify(payload: string): void {
    for (const handler of this.handlers) handler.onNotify(payload);
  }

  gap(): void {
    for (const handler of this.handlers) handler.onGap();
  }
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
  return await wrapPglite(db);
}

export async function openPgliteFrom(dump: Blob): Promise<Database> {
  const db = await PGlite.create({
    loadDataDir: dump,
    parsers: { [INT8]: parseExactNumber, [NUMERIC]: parseExactNumber },
  });
  return await wrapPglite(db);
}

async function wrapPglite(db: PGlite): Promise<Database & { pglite: PGlite }> {
  const changes = new ChangeFanOut();
  // One engine in this process: it delivers a commit's notifications before the commit resolves.
  await db.listen(CHANGES_CHANNEL, (payload) => changes.notify(payload));
  return {
    kind: 'pglite',
    pglite: db,
    changesLive: true,
    subscribeChanges: (handlers) => changes.subscribe(handlers),
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
  // Every pooled connection listens before it is first used, so a write's own notifications reach
  // this process before the write resolves (PostgreSQL sends them to the committing session ahead
  // of its reply).
  const changes = new ChangeFanOut();
  const listening = new Set<pg.ClientBase>();
  const pool = new pg.Pool({
    connectionString: url,
    max,
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', (message) => {
        if (message.channel === CHANGES_CHANNEL && message.payload !== undefined) changes.notify(message.payload);
      });
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      listening.add(client);
      if (listening.size === 1) changes.gap();
    },
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8 || oid === NUMERIC
          ? parseExactNumber
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  pool.on('remove', (client) => listening.delete(client));
  return {
    kind: 'postgres',
    get changesLive() {
      return listening.size > 0;
    },
    subscribeChanges: (handlers) => changes.subscribe(handlers),
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
