import * as z from 'zod/mini';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.int().check(z.describe('the highest applied migration number')),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /health/ready: 200 when the process serves, the database answers and its change listener is connected, else 503. */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.boolean(),
  changes: z.boolean().check(z.describe('the change listener that keeps cached answers fresh is connected')),
  reason: z
    .optional(z.enum(['starting', 'draining', 'database', 'changes']))
    .check(z.describe('why not ready: still starting, draining for a shutdown, no database, or no change listener')),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
