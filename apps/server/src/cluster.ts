// npm run start:production — Khel on PostgreSQL in N processes on one port (node:cluster).
// The primary serves no requests: it migrates and seeds once, forks WEB_CONCURRENCY workers (the
// CPUs by default), restarts one that dies (with backoff), passes SIGTERM/SIGINT on and exits once
// they have drained, and serves their summed Prometheus metrics on METRICS_PORT when set. Each
// worker is the ordinary server (server.ts); its own migrate finds the schema current and waits
// its turn on migrate's advisory lock. Separate single-process servers behind a reverse proxy are
// the alternative (deploy/compose.yaml does both); docs/operations/runbook.md.
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import { availableParallelism, hostname } from 'node:os';
import { AggregatorRegistry } from 'prom-client';
import { seedConfigDocuments } from './features/config/config.service.ts';
import { loadConfig } from './platform/config.ts';
import { openConfiguredDatabase } from './platform/database.ts';
import { startMetricsEndpoint } from './platform/metrics-endpoint.ts';
import { metricsRegistry } from './platform/metrics.ts';

// A worker that lived this long crashed for a new reason: its restart waits the shortest delay again.
const STABLE_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
// Beyond the workers' own drain time: the primary's last resort against a worker that hangs.
const DRAIN_MARGIN_MS = 5_000;

/** One JSON line in pino's shape, so the primary's lines sit in the same log stream as the workers'. */
function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const levels = { info: 30, warn: 40, error: 50 };
  console.log(JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, hostname: hostname(), role: 'primary', msg, ...fields }));
}

function integerFrom(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`Invalid environment:\n  ${name}: must be an integer of at least ${min} (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

async function runPrimary(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'start:production needs PostgreSQL: set DATABASE_URL. The embedded database (PGlite) lives inside one process, ' +
        'so it cannot be shared by several; run `npm start` for the one-process server on it.',
    );
    process.exit(1);
  }
  const workers = integerFrom('WEB_CONCURRENCY', Math.max(1, availableParallelism()), 1);
  const drainMs = config.shutdownGraceMs + DRAIN_MARGIN_MS;

  const { db, migration } = await openConfiguredDatabase(config);
  try {
    await seedConfigDocuments(db);
  } finally {
    await db.close();
  }
  log('info', 'database migrated and seeded; starting workers', { migration, workers });

  const startedAt = new Map<number, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let failuresInARow = 0;
  let stopping: NodeJS.Signals | null = null;
  let exitCode = 0;
  let metricsServer: Server | null = null;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    log('info', 'worker started', { worker: worker.id, workerPid: worker.process.pid });
  };

  const finishWhenDrained = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    log('info', 'all workers stopped; exiting', { exitCode });
    metricsServer?.close();
    process.exit(exitCode);
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      log('info', 'worker stopped', { worker: worker.id, workerPid: worker.process.pid, code, signal });
      finishWhenDrained();
      return;
    }
    if (lived >= STABLE_AFTER_MS) failuresInARow = 0;
    const delay = Math.min(LONGEST_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** failuresInARow);
    failuresInARow += 1;
    log('error', 'worker died; restarting it', { worker: worker.id, workerPid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay });
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    log('info', 'stopping: passing the signal to the workers', { signal });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      log('error', 'workers still running after the drain time; killing them', { drainMs });
      exitCode = 1;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, drainMs).unref();
    finishWhenDrained();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // The primary takes the workers' place on METRICS_PORT (a worker opens no listener) and serves
  // what each worker's registry answers over the cluster channel, summed.
  const aggregator = new AggregatorRegistry();
  metricsServer = await startMetricsEndpoint(
    config.metrics,
    { info: (fields: object, msg?: string) => log('info', msg ?? '', { ...fields }), error: (fields: object, msg?: string) => log('error', msg ?? '', { ...fields }) },
    { metrics: () => aggregator.clusterMetrics(), contentType: aggregator.contentType },
  );

  for (let i = 0; i < workers; i += 1) fork();
}

if (cluster.isPrimary) {
  await runPrimary();
} else {
  // The primary asks each worker for its registry's metrics over the cluster channel; constructing
  // the aggregator installs the worker's answering side, and setRegistries names Khel's registry.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metricsRegistry]);
  await import('./server.ts');
}
