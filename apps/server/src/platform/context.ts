// What app.ts hands every feature: shared infrastructure, nothing feature-specific. Adapters a single
// feature uses (SMS for auth, the exclusion register for protection) are handed to that feature alone.
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorAuthorizer } from './admin-route.ts';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db.ts';
import type { FieldCipher } from './field-encryption.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Authenticator } from './session.ts';

export interface AppContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  authenticate: Authenticator;
  /** Operators on /admin/api: the token's operator, checked for one permission (features/operators). */
  authorizeOperator: OperatorAuthorizer;
  /** Seals personal data at rest (platform/field-encryption.ts). */
  cipher: FieldCipher;
}
