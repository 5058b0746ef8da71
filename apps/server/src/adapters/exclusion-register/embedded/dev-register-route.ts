// Dev-only (DEV_TOOLS, never in production): add a person to the embedded demo register, or make
// it unreachable, so a developer or a test can see sign-up and login refused.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { EmbeddedRegister } from './embedded-register.ts';

const Body = z.union([
  z.object({ kind: z.enum(['phone', 'cnic']), value: z.string().check(z.regex(/^\d{10,13}$/)), reference: z.string().check(z.minLength(1), z.maxLength(40)) }),
  z.object({ reachable: z.boolean() }),
]);

export function registerDevExclusionRegisterRoute(app: FastifyInstance, register: EmbeddedRegister): void {
  app.post('/dev/exclusion-register', { schema: { hide: true } }, async (request, reply) => {
    const parsed = z.safeParse(Body, request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'expected {kind: phone|cnic, value: digits, reference} or {reachable}' });
    if ('reachable' in parsed.data) register.setReachable(parsed.data.reachable);
    else register.add(parsed.data);
    return { ok: true };
  });
}
