// Starts Khel: migrate and seed the database, build the app, listen, and drain gracefully on
// SIGTERM/SIGINT (platform/lifecycle-drain.ts). Traces load before this file (`node --import
// ./src/platform/tracing.ts`) when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations/observability.md).
import { buildApp } from './app.ts';
import { seedConfigDocuments } from './features/config/config.service.ts';
import { playOutboxAgeSeconds } from './features/game-wallet/game-wallet.service.ts';
import { DEPOSIT_STATES, depositsByState } from './features/payments/payments.service.ts';
import { WITHDRAWAL_STATES, withdrawalsByState } from './features/withdrawals/withdrawals.service.ts';
import { loadConfig } from './platform/config.ts';
import { openConfiguredDatabase } from './platform/database.ts';
import { drainOnSignals } from './platform/lifecycle-drain.ts';
import { flushTraces } from './platform/tracing-flush.ts';
import { registerServerMetrics, startMetricsEndpoint } from './platform/metrics-endpoint.ts';

const config = loadConfig();
const { db, migration } = await openConfiguredDatabase(config);
await seedConfigDocuments(db);
const app = await buildApp({ config, db });
// The database-wide gauges read through their owners (docs/architecture/table-ownership.md).
registerServerMetrics(db, {
  playOutboxAgeSeconds: () => playOutboxAgeSeconds(db),
  depositStates: DEPOSIT_STATES,
  depositsByState: () => depositsByState(db),
  withdrawalStates: WITHDRAWAL_STATES,
  withdrawalsByState: () => withdrawalsByState(db),
});
const metricsServer = await startMetricsEndpoint(config.metrics, app.log);

drainOnSignals(app, {
  graceMs: config.shutdownGraceMs,
  // The cut-off timer bounds the whole stop; the jobs may use all of it.
  beforeClose: () => app.jobs.stop(config.shutdownGraceMs),
  async afterClose() {
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await db.close();
    await flushTraces();
  },
});

await app.listen({ host: config.host, port: config.port });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  `\nKhel is ready at http://${shown}:${port}  (database: ${db.kind}, migration ${migration}${config.apiDocs ? '; API docs at /docs' : ''})\n`,
);
