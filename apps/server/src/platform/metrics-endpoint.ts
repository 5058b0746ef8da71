// The Prometheus endpoint on a listener of its own (METRICS_HOST:METRICS_PORT, 127.0.0.1 by
// default), never the public port: players cannot reach it. It answers GET /metrics and nothing
// else; any other path or method is a bare 404/405 that reads nothing. In a cluster worker the
// primary serves the workers' metrics together, so a worker opens no listener (cluster.ts).
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import type { Database } from './db.ts';
import { httpSeconds, metricsRegistry } from './metrics.ts';

/** SQL-derived gauges are read at most this often, so scrapes (or many scrapers) cannot load the database. */
const SQL_CACHE_MS = 5_000;

/** Records every request's duration by its route pattern; a URL no route matches is one label, 'unmatched'. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    httpSeconds.observe(
      { method: knownMethod(request.method), route: request.routeOptions.url ?? 'unmatched', status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A client can send any method name: the odd ones share one label. */
function knownMethod(method: string): string {
  return METHODS.has(method) ? method : 'other';
}

/** A value read from the database at most once per SQL_CACHE_MS; a failed read keeps the last one. */
function cachedRead<T>(read: () => Promise<T>, empty: T): () => Promise<T> {
  let value = empty;
  let readAt = -Infinity;
  let pending: Promise<T> | null = null;
  return async () => {
    if (performance.now() - readAt < SQL_CACHE_MS) return value;
    pending ??= read()
      .then((fresh) => (value = fresh), () => value)
      .finally(() => {
        readAt = performance.now();
        pending = null;
      });
    return pending;
  };
}

/** Reads each owning feature answers for the database-wide gauges (wired by server.ts: platform reads no feature's tables). */
export interface ServerMetricReads {
  /** Seconds since the oldest row still waiting in the play outbox (0 when none waits). */
  playOutboxAgeSeconds: () => Promise<number>;
  depositStates: readonly string[];
  depositsByState: () => Promise<Map<string, number>>;
  withdrawalStates: readonly string[];
  withdrawalsByState: () => Promise<Map<string, number>>;
}

let registered = false;

/**
 * The gauges read at scrape time: pool use, the change listener, the play outbox's lag, deposits
 * and withdrawals by state, and the process's own metrics. Once per process (the registry is the
 * process's); a cluster worker registers them too, the primary adds pool use up across workers and
 * takes one worker's answer for the database-wide figures.
 */
export function registerServerMetrics(db: Database, reads: ServerMetricReads): void {
  if (registered) return;
  registered = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'khel_' });

  new Gauge({
    name: 'khel_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total (open), idle, waiting (requests queued for one)',
    labelNames: ['state'] as const,
    registers: [metricsRegistry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'khel_change_listener_up',
    help: '1 while the LISTEN connection that keeps cached answers fresh is connected, else 0',
    registers: [metricsRegistry],
    aggregator: 'min',
    collect() {
      this.set(db.changesLive ? 1 : 0);
    },
  });

  const outboxAge = cachedRead(reads.playOutboxAgeSeconds, 0);
  new Gauge({
    name: 'khel_play_outbox_lag_seconds',
    help: 'Age of the oldest settled round whose valid bet is not yet counted (0 when none waits)',
    registers: [metricsRegistry],
    aggregator: 'max',
    async collect() {
      this.set(await outboxAge());
    },
  });

  const byState = (name: string, help: string, states: readonly string[], read: () => Promise<Map<string, number>>) =>
    new Gauge({
      name,
      help,
      labelNames: ['state'] as const,
      registers: [metricsRegistry],
      // Every worker reads the same table: the cluster's figure is one worker's, not their sum.
      aggregator: 'first',
      async collect() {
        const now = await read();
        for (const state of states) this.set({ state }, now.get(state) ?? 0);
      },
    });
  byState('khel_deposits', 'Deposit orders by state', reads.depositStates, cachedRead(reads.depositsByState, new Map<string, number>()));
  byState('khel_withdrawals', 'Withdrawals by state', reads.withdrawalStates, cachedRead(reads.withdrawalsByState, new Map<string, number>()));
}

/** What the endpoint serves: this process's registry, or in a cluster's primary its AggregatorRegistry's clusterMetrics. */
export interface MetricsSource {
  metrics(): Promise<string>;
  readonly contentType: string;
}

/** Opens the metrics listener unless off or in a cluster worker; resolves with the server to close, or null. */
export async function startMetricsEndpoint(
  options: { host: string; port: number } | undefined,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  source: MetricsSource = metricsRegistry,
): Promise<Server | null> {
  if (!options || cluster.isWorker) return null;
  const server = createServer((request, response) => {
    // The path alone, exactly: a query string, another path or another method reads nothing.
    if (request.url !== '/metrics') return void response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return void response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed\n');
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType }).end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  // Scrapers are few and quick: idle connections need not be held open for them.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  log.info({ host: options.host, port: options.port }, 'metrics listening');
  return server;
}
