import { HealthResponse, ReadinessResponse } from '@khel/contracts/endpoints/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';
import { RETRY_AFTER_SECONDS } from './database-unavailable.ts';
import { currentVersion } from './migrate.ts';

/**
 * GET /health: the database kind and migration version, for load balancers and operators.
 * GET /health/live: the process runs (a supervisor restarts it only when this fails).
 * GET /health/ready: the database answers and the change listener is connected; 503 during an
 * outage, so a load balancer sends traffic elsewhere until the process has reconnected by itself.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/health', { schema: { summary: 'Liveness, database kind and migration version', tags: ['platform'] } }, async () =>
    HealthResponse.parse({ status: 'ok', database: db.kind, migration: await currentVersion(db) }),
  );
  app.get('/health/live', { schema: { summary: 'The process runs', tags: ['platform'] } }, async () => ({ status: 'ok' }));
  app.get('/health/ready', { schema: { summary: 'The database and its change listener are up (503 while not)', tags: ['platform'] } }, async (_request, reply) => {
    const { database, changes } = await db.ready();
    const ready = database && changes;
    if (!ready) reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return ReadinessResponse.parse({ status: ready ? 'ready' : 'unavailable', database, changes });
  });
}
