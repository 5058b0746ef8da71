// A graceful stop on SIGTERM/SIGINT: readiness turns 503 'draining' at once; the background jobs
// stop and their runs under way finish while the listener still answers, because a job's in-house
// settlement calls this server's own hooks over HTTP and a closing Fastify refuses every request
// (503); then the listener stops accepting connections and in-flight requests (provider callbacks)
// finish (app.close waits for them). If that takes longer than the grace period the process exits
// anyway, with status 1 and an error in the log, so a supervisor's own kill deadline is never what
// ends it.
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  graceMs: number;
  /** Stops what must finish before the listener closes (the background jobs). */
  beforeClose(): Promise<void>;
  /** Closes what the app does not own (the database, the metrics listener), after the app. */
  afterClose(): Promise<void>;
  exit?: (code: number) => void;
}

/** The stop itself (drainOnSignals runs it once, on the first signal). */
export async function drain(app: FastifyInstance, signal: string, options: DrainOptions): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  app.lifecycle.draining();
  const started = performance.now();
  app.log.info({ signal, graceMs: options.graceMs }, 'draining: not ready, finishing in-flight requests and jobs');
  const cutOff = setTimeout(() => {
    app.log.error({ signal, graceMs: options.graceMs }, 'shutdown grace ran out: in-flight requests or jobs were cut off');
    exit(1);
  }, options.graceMs);
  try {
    await options.beforeClose();
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
}

export function drainOnSignals(app: FastifyInstance, options: DrainOptions): void {
  let draining = false;
  const once = (signal: string) => {
    if (draining) return;
    draining = true;
    void drain(app, signal, options);
  };
  process.on('SIGINT', () => once('SIGINT'));
  process.on('SIGTERM', () => once('SIGTERM'));
}
