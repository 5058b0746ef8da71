// OpenTelemetry traces, loaded before the server with `node --import ./src/platform/tracing.ts`
// (the start scripts do). Unless OTEL_EXPORTER_OTLP_ENDPOINT is set it does nothing and loads
// nothing, so a default start is not slowed. When set, spans of incoming and outgoing HTTP, of each
// Fastify route and hook, and of each PostgreSQL statement go over OTLP HTTP to that endpoint; the
// standard OTEL_* variables (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_TRACES_SAMPLER, ...) tune it.
// docs/operations/observability.md describes the setup.
import { register, registerHooks } from 'node:module';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // The workspace's install leaves an older @opentelemetry/api at its root, where
  // instrumentation-pg resolves it and fails; every import of the API resolves from here instead
  // (this package's own, the version the SDK wants), so all of OpenTelemetry shares one API.
  registerHooks({
    resolve(specifier, context, next) {
      return next(specifier, specifier === '@opentelemetry/api' ? { ...context, parentURL: import.meta.url } : context);
    },
  });
  // The server is ES modules: pg and http are patched as they are imported, through this hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ FastifyOtelInstrumentation }, { HttpInstrumentation }, { PgInstrumentation }, { NodeSDK }] = await Promise.all([
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/sdk-node'),
  ]);
  new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'khel-server',
    instrumentations: [
      new HttpInstrumentation(),
      // Registers itself on every Fastify instance as it is created: app.ts needs no change.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Statements keep their $1.. placeholders; parameter values (player data) never reach a span.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  }).start();
}
