// Environment parsed once at boot; a bad value stops the server with a readable message.
import { join, resolve } from 'node:path';
import { z } from 'zod';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  DEV_TOOLS: z.enum(['on', 'off']).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  sessionTtlMs: number;
  webDist: string;
  trustProxy: boolean;
  /** The dev SMS outbox page and other developer aids; never on in production. */
  devTools: boolean;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    webDist: resolve(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
    devTools: env.NODE_ENV !== 'production' && env.DEV_TOOLS !== 'off',
  };
}
