// One small query interface over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL).
// Repositories write plain SQL against it; int8 and numeric come back as checked numbers so
// money has one runtime type on both engines.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ChangeListener } from './change-listener.ts';
import { withSqlComment } from './request-id.ts';
import { asUnavailable, DatabaseUnavailableError, isConnectionLoss } from './database-unavailable.ts';

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
  /** Readiness: whether the database answers now and the change listener is connected. */
  ready(): Promise<{ database: boolean; changes: boolean }>;
  /** PostgreSQL's connection pool now (metrics): connections open, idle, and requests waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
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
    ready: async () => ({ database: true, changes: true }),
    subscribeChanges: (handlers) => changes.subscribe(handlers),
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(withSqlComment(text), params as unknown[]);
      return result.rows;
    },
    async exec(script: string) {
      await db.exec(withSqlComment(script));
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<Row>(text: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(withSqlComment(text), params as unknown[])).rows;
          },
          async exec(script: string) {
            await tx.exec(withSqlComment(script));
          },
        }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

/** How long a request waits for a connection (a free pool slot, or a new connection) before it is answered as an outage. */
const CONNECT_TIMEOUT_MS = 10_000;
/** How long a readiness probe waits for `SELECT 1`. */
const READY_TIMEOUT_MS = 2_000;

export function openPostgres(url: string, max = 10): Database {
  // Every pooled connection listens before it is first used, so a write's own notifications reach
  // this process before the write resolves (PostgreSQL sends them to the committing session ahead
  // of its reply). A connection of its own listens as well (change-listener.ts) and reconnects
  // after an outage; while neither listens, changes may go unseen, and onGap fires when one does.
  const changes = new ChangeFanOut();
  const listening = new Set<pg.ClientBase>();
  let live = false;
  const updateLive = () => {
    const now = listener.up || listening.size > 0;
    if (now && !live) {
      live = true;
      changes.gap();
    } else if (!now) live = false;
  };
  const forget = (client: pg.ClientBase) => {
    if (listening.delete(client)) updateLive();
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    onConnect: async (client: pg.ClientBase) => {
      // pg-pool takes its own 'error' listener off a client while it is checked out: this one stays,
      // so a connection lost in the middle of a transaction never raises an unhandled 'error'.
      client.on('error', () => forget(client));
      client.on('notification', (message) => {
        if (message.channel === CHANGES_CHANNEL && message.payload !== undefined) changes.notify(message.payload);
      });
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      listening.add(client);
      updateLive();
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
  pool.on('remove', forget);
  const listener = new ChangeListener({
    config: { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    channel: CHANGES_CHANNEL,
    onNotify: (payload) => changes.notify(payload),
    onState: updateLive,
  });

  // After a refused connect, requests fail at once for a while that doubles up to a second, so an
  // outage is not met with a connect attempt per request; the first success resets it.
  let refusedUntil = 0;
  let refusedForMs = 0;
  const connect = async () => {
    if (performance.now() < refusedUntil) throw new DatabaseUnavailableError(new Error('the database refused a connection moments ago'));
    try {
      const client = await pool.connect();
      refusedForMs = 0;
      return client;
    } catch (error) {
      // Refused, not merely slow: a wait for a busy pool's free slot must not fail the requests after it.
      if (isConnectionLoss(error) && !String((error as Error).message).startsWith('timeout exceeded')) {
        refusedForMs = Math.min(Math.max(refusedForMs * 2, 50), 1_000);
        refusedUntil = performance.now() + refusedForMs;
      }
      throw asUnavailable(error);
    }
  };
  /** One statement on a pooled client; a client whose connection was lost is destroyed, never reused. */
  const oneStatement = async (text: string, params?: unknown[]) => {
    const client = await connect();
    let lost = false;
    try {
      return await client.query(text, params);
    } catch (error) {
      lost = isConnectionLoss(error);
      throw asUnavailable(error);
    } finally {
      client.release(lost);
    }
  };

  return {
    kind: 'postgres',
    get changesLive() {
      return listener.up || listening.size > 0;
    },
    subscribeChanges: (handlers) => changes.subscribe(handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await oneStatement(withSqlComment(text), params as unknown[])).rows as Row[];
    },
    async exec(script: string) {
      await oneStatement(withSqlComment(script));
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await connect();
      let lost = false;
      const run = async (text: string, params?: unknown[]) => {
        try {
          return await client.query(text, params);
        } catch (error) {
          if (isConnectionLoss(error)) lost = true;
          throw asUnavailable(error);
        }
      };
      try {
        await run('BEGIN');
        const result = await fn({
          async query<Row>(text: string, params: readonly unknown[] = []) {
            return (await run(withSqlComment(text), params as unknown[])).rows as Row[];
          },
          async exec(script: string) {
            await run(withSqlComment(script));
          },
        });
        await run('COMMIT');
        return result;
      } catch (error) {
        if (!lost) await client.query('ROLLBACK').catch(() => {});
        throw asUnavailable(error);
      } finally {
        client.release(lost);
      }
    },
    async ready() {
      if (!listener.up) return { database: false, changes: false };
      const probe = oneStatement('SELECT 1').then(
        () => true,
        () => false,
      );
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref());
      return { database: await Promise.race([probe, timeout]), changes: listener.up };
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
