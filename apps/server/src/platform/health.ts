import { HealthResponse, ReadinessResponse } from '@khel/contracts/endpoints/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';
import { RETRY_AFTER_SECONDS } from './database-unavailable.ts';
import { Lifecycle } from './lifecycle.ts';
import { currentVersion } from './migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starting, serving or draining: what /health/ready says, and what a shutdown turns (server.ts). */
    lifecycle: Lifecycle;
  }
}

/**
 * GET /health: the database kind and migration version, for load balancers and operators.
 * GET /health/live: the process runs (a supervisor restarts it only when this fails).
 * GET /health/ready: the process serves, the database answers and the change listener is
 * connected; 503 with the reason while starting, while draining for a shutdown, and during an
 * outage, so a load balancer sends traffic elsewhere until the process has reconnected by itself.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  // Every plugin and route is loaded once onReady runs (listen and inject both wait for it).
  app.addHook('onReady', async () => lifecycle.serving());
  app.get('/health', { schema: { summary: 'Liveness, database kind and migration version', tags: ['platform'] } }, async () =>
    HealthResponse.parse({ status: 'ok', database: db.kind, migration: await currentVersion(db) }),
  );
  app.get('/health/live', { schema: { summary: 'The process runs', tags: ['platform'] } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { schema: { summary: 'The process serves and the database and its change listener are up (503 with the reason while not)', tags: ['platform'] } }, async (_request, reply) => {
    const phase = lifecycle.phase;
    // A draining process answers at once: its database may be closing, and the answer is no anyway.
    const { database, changes } = phase === 'draining' ? { database: db.changesLive, changes: db.changesLive } : await db.ready();
    const reason = phase !== 'serving' ? phase : !database ? 'database' : !changes ? 'changes' : undefined;
    if (reason) reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return ReadinessResponse.parse({ status: reason ? 'unavailable' : 'ready', database, changes, ...(reason ? { reason } : {}) });
  });
}
