import * as z from 'zod/mini';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.int().check(z.describe('the highest applied migration number')),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
