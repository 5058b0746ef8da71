// A graceful stop on SIGTERM/SIGINT: readiness turns 503 'draining' at once, the listener stops
// accepting connections, and in-flight requests (provider callbacks) and jobs finish (app.close
// waits for both). If they take longer than the grace period the process exits anyway, with
// status 1 and an error in the log, so a supervisor's own kill deadline is never what ends it.
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  graceMs: number;
  /** Closes what the app does not own (the database, the metrics listener), after the app. */
  afterClose(): Promise<void>;
  exit?: (code: number) => void;
}

export function drainOnSignals(app: FastifyInstance, options: DrainOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    app.lifecycle.draining();
    const started = performance.now();
    app.log.info({ signal, graceMs: options.graceMs }, 'draining: not ready, finishing in-flight requests and jobs');
    const cutOff = setTimeout(() => {
      app.log.error({ signal, graceMs: options.graceMs }, 'shutdown grace ran out: in-flight requests or jobs were cut off');
      exit(1);
    }, options.graceMs);
    try {
      await app.close();
      await options.afterClose();
    } catch (error) {
      clearTimeout(cutOff);
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
      return;
    }
    clearTimeout(cutOff);
    app.log.info({ signal, ms: Math.round(performance.now() - started) }, 'drained; exiting');
    exit(0);
  };
  process.on('SIGINT', () => void drain('SIGINT'));
  process.on('SIGTERM', () => void drain('SIGTERM'));
}
