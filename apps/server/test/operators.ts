// Operators for integration tests: created by the real service, logged in through the operator API.
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { createOperator, type OperatorRole } from '../src/features/operators/operators.service.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { Queryable } from '../src/platform/db.ts';

/** Creates an operator and logs it in through the operator API; returns the x-operator-token. */
export async function operatorToken(app: FastifyInstance, db: Queryable, clock: Clock, username: string, role: OperatorRole): Promise<string> {
  const password = 'correct horse battery';
  const { secret } = await createOperator(db, { username, password, role });
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() });
  const reply = await app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password, code } });
  if (reply.statusCode !== 200) throw new Error(`operator login failed: ${reply.body}`);
  return reply.json<{ token: string }>().token;
}
