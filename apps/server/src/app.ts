// Builds the Khel server, registering in this visible order: platform, adapters, features.
// No autoloading: grep finds every route.
import Fastify, { type FastifyInstance } from 'fastify';
import { createOutboxSms, registerOutboxPage } from './adapters/sms/outbox/outbox-sms.ts';
import type { SmsSender } from './adapters/sms/port.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { sessionAuthenticator } from './features/auth/sessions.service.ts';
import { registerConfigRoutes } from './features/config/config.routes.ts';
import { registerPlayerRoutes } from './features/players/players.routes.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db.ts';
import { registerHealth } from './platform/health.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { RateLimiter } from './platform/rate-limit.ts';
import { registerErrorHandling, sendFrameworkError } from './platform/reply.ts';
import { registerWebApp } from './platform/web-app.ts';
import { registerWireBodies } from './platform/wire-body.ts';

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  sms?: SmsSender;
}

const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: sendFrameworkError,
    logger: {
      level: config.logLevel,
      // Secrets and personal data never reach the log.
      redact: ['req.headers.satoken', 'req.headers.authorization', 'req.headers.cookie', 'res.headers.satoken'],
    },
  });

  // Platform: the contracts (zod) validate inside the route helper, so Fastify's own JSON-schema
  // validation and serialisation are off; the schemas it holds feed /docs.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  registerWireBodies(app);
  await registerOpenApi(app);
  registerHealth(app, db);

  // Adapters.
  const sms = deps.sms ?? createOutboxSms(db, app.log);
  if (config.devTools) registerOutboxPage(app, db);

  // Features.
  const clock = deps.clock ?? systemClock;
  const ctx: AppContext = {
    config,
    db,
    clock,
    log: app.log,
    limiter: new RateLimiter(db, clock),
    sms,
    authenticate: sessionAuthenticator(db, clock),
  };
  registerAuthRoutes(app, ctx);
  registerPlayerRoutes(app, ctx);
  registerConfigRoutes(app, ctx);

  await registerWebApp(app, config.webDist);
  return app;
}
