import { HealthResponse } from '@khel/contracts/endpoints/health';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db.ts';
import { currentVersion } from './migrate.ts';

/** GET /health: the database kind and migration version, for load balancers and operators. */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/health', { schema: { summary: 'Liveness, database kind and migration version', tags: ['platform'] } }, async () =>
    HealthResponse.parse({ status: 'ok', database: db.kind, migration: await currentVersion(db) }),
  );
}
