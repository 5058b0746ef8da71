// Request ids: the real server process keeps a well-formed incoming x-request-id and makes one for
// a missing or malformed header, echoes it, and writes it on every log line of that request; the
// database layer prefixes the request's statements with it as a SQL comment, parameters intact,
// on the test's engine (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-database.ts';
import { exited, startServer, useMigratedStore } from '../../test/server-process.ts';
import type { Database } from './db.ts';
import { withRequestId } from './request-id.ts';

const store = useMigratedStore();

describe('request ids', () => {
  it('kept when well-formed, made when missing or malformed, echoed, and on every log line of the request', async () => {
    let log = '';
    const { child, baseUrl } = await startServer({ ...store().env, LOG_LEVEL: 'info' }, (text) => (log += text));
    try {
      const kept = await fetch(`${baseUrl}/health`, { headers: { 'x-request-id': 'lb-7f3a.42:1' } });
      expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
      const malformed = await fetch(`${baseUrl}/health`, { headers: { 'x-request-id': "x' */ DROP TABLE players; --" } });
      expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const missing = await fetch(`${baseUrl}/health`);
      expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(missing.headers.get('x-request-id')).not.toBe(malformed.headers.get('x-request-id'));

      await expect.poll(() => log.includes('lb-7f3a.42:1'), { timeout: 5_000 }).toBe(true);
      const lines = log.split('\n').filter((line) => line.includes('"url":"/health"') || line.includes('lb-7f3a.42:1'));
      const ofKept = lines.filter((line) => line.includes('"reqId":"lb-7f3a.42:1"'));
      // Fastify's "incoming request" and "request completed", both under the kept id.
      expect(ofKept.length).toBeGreaterThanOrEqual(2);
      expect(log).not.toContain('DROP TABLE');
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  }, 120_000);
});

describe('SQL comments', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
  }, 60_000);
  afterAll(async () => db?.close());

  it("a request's statements end with /* request_id='…' */, parameterised queries still bind, other work carries none", async () => {
    const [inRequest] = await withRequestId('req-1', () => db.query<{ q: string; n: number }>('SELECT current_query() AS q, $1::int + 1 AS n', [41]));
    expect(inRequest).toEqual({ q: "SELECT current_query() AS q, $1::int + 1 AS n\n/* request_id='req-1' */", n: 42 });
    const [inTransaction] = await withRequestId('req-2', () =>
      db.transaction((tx) => tx.query<{ q: string }>('SELECT current_query() AS q WHERE $1::text IS NOT NULL', ['x'])),
    );
    expect(inTransaction!.q).toBe("SELECT current_query() AS q WHERE $1::text IS NOT NULL\n/* request_id='req-2' */");
    // A statement ending in ';' and one ending in a line comment still run, parameters bound.
    const ended = await withRequestId('req-3', () => db.query<{ n: number }>('SELECT $1::int AS n; -- the last line', [7]));
    expect(ended).toEqual([{ n: 7 }]);
    const [outside] = await db.query<{ q: string }>('SELECT current_query() AS q');
    expect(outside!.q).toBe('SELECT current_query() AS q');
  });
});
