import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migration: z.number().int().describe('the highest applied migration number'),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
