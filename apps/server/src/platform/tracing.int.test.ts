// Traces reach a collector: the real server (src/server.ts) started the way the start script does
// (`--import ./src/platform/tracing.ts`) with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a tiny OTLP
// HTTP receiver inside this test. One request must produce a span of its Fastify route, and on
// PostgreSQL (TEST_DATABASE_URL) a span of a pg statement; all under service.name khel-server.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database.ts';
import { exited, startServer, useMigratedStore } from '../../test/server-process.ts';

interface Span { name: string; traceId: string; attributes: { key: string; value: Record<string, unknown> }[] }
interface TraceExport {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: Span[] }[] }[];
}

const store = useMigratedStore();
let receiver: Server;
const exports: TraceExport[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') exports.push(JSON.parse(body) as TraceExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}, 120_000);
afterAll(() => void receiver?.close());

const spans = () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const services = () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.resource.attributes.filter((a) => a.key === 'service.name').map((a) => a.value.stringValue)));

describe('traces', () => {
  it('one request: a Fastify route span (and a pg span on PostgreSQL) reach the OTLP endpoint', async () => {
    const address = receiver.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { child, baseUrl } = await startServer({
      ...store().env,
      NODE_OPTIONS: '--import ./src/platform/tracing.ts',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      // /health reads the migration version: one route, one statement.
      expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
      await expect.poll(() => spans().some((s) => s.name.includes('/health')), { timeout: 10_000, interval: 100 }).toBe(true);
      const route = spans().find((s) => s.attributes.some((a) => a.key === 'http.route' && a.value.stringValue === '/health'));
      expect(route, spans().map((s) => s.name).join(', ')).toBeDefined();
      const ofRequest = () => spans().filter((s) => s.traceId === route!.traceId).map((s) => s.name);
      // @fastify/otel's spans of the route's handler, in the same trace as the HTTP server span.
      await expect.poll(() => ofRequest().some((name) => name.startsWith('handler - fastify')), { timeout: 10_000, interval: 100 }).toBe(true);
      if (testDatabaseKind === 'postgres') {
        // The statement /health ran, named by its first word (the request-id comment is at the end).
        await expect.poll(() => ofRequest().includes('pg.query:SELECT ' + new URL(store().env.DATABASE_URL!).pathname.slice(1)), { timeout: 10_000, interval: 100 }).toBe(true);
      }
      expect(new Set(services())).toEqual(new Set(['khel-server']));
    } finally {
      child.kill('SIGTERM');
      await exited(child);
    }
  }, 120_000);
});
