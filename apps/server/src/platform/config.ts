// Environment parsed once at boot; a bad value stops the server with a readable message.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { GameEnv, gamePlatformsConfig, gameProductionProblems, type GamePlatformsConfig } from './game-config.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

// A fixed key for development and tests only; production must set its own (productionProblems).
const DEV_PII_KEY = Buffer.alloc(32, 'khel-dev-pii-key').toString('base64');

/** An http(s) origin, optionally with a trailing '/': the only form a site address may take. */
function isSiteOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.pathname === '/' && !/[?#]/.test(value);
  } catch {
    return false;
  }
}

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
  // The Prometheus endpoint's own listener (platform/metrics-endpoint.ts), never the public port;
  // off unless METRICS_PORT is set. docs/operations/observability.md lists the metrics.
  METRICS_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a port number')
    .min(1, 'must be a port number from 1 to 65535')
    .max(65535, 'must be a port number from 1 to 65535')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_HOST: z.string().min(1, 'must name an interface, e.g. 127.0.0.1').default('127.0.0.1'),
  // How long a shutdown waits for in-flight requests and jobs before it cuts them off (server.ts).
  SHUTDOWN_GRACE_MS: z.coerce.number({ message: 'must be milliseconds' }).int().min(0).max(600_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  // In-house rounds left pending/settling this long count as abandoned by a crash (round-recovery.ts).
  INHOUSE_ROUND_ABANDONED_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  ADMIN_DIST: z.string().default(join(REPO_ROOT, 'apps/admin/dist')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  DEV_TOOLS: z.enum(['on', 'off']).optional(),
  /** National multi-operator exclusion register (adapters/exclusion-register): the embedded demo list, or off. */
  EXCLUSION_REGISTER: z.enum(['embedded', 'off']).default('embedded'),
  /** The sportsbook's data feed (adapters/sports-feeds): the embedded demo feed, or off (no events). */
  SPORTS_FEED: z.enum(['demo', 'off']).default('demo'),
  // Sign-ups per IP address and hour. Pakistani mobile carriers put many phones behind one
  // address (CGNAT), so an operator may need to raise it; the browser tests do too.
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  // The general request budget of the player and operator APIs (platform/request-budget.ts): per
  // address, room for some 500 players playing at once behind one carrier address (CGNAT); per
  // session, 10 a second, several times the busiest play (crash polled each second in a few tabs).
  REQUEST_BUDGET_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  REQUEST_BUDGET_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  // /docs: on in development and tests, off in production unless API_DOCS=on.
  API_DOCS: z.enum(['on', 'off']).optional(),
  // The demo game pages' test tools (a lost wallet answer, a game failure): off unless asked for,
  // so nobody playing a demo game sees them; refused in production.
  DEMO_TEST_TOOLS: z.enum(['on', 'off']).default('off'),
  // Payments (features/payments/README.md): which gateway serves each payment type, and credentials.
  PAYMENT_GATEWAY_JAZZCASH: z.enum(['sandbox', 'jazzcash']).default('sandbox'),
  PAYMENT_GATEWAY_EASYPAISA: z.enum(['sandbox', 'easypaisa']).default('sandbox'),
  SANDBOX_GATEWAY_SECRET: z.string().min(16).default('khel-sandbox-gateway-secret'),
  PII_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .default(DEV_PII_KEY),
  PAY_LINK_SECRET: z.string().min(16).default('khel-pay-link-secret-dev-only'),
  // The site's own origin (links, launch return addresses: platform/public-origin.ts); required in production.
  PUBLIC_BASE_URL: z
    .string()
    .refine(isSiteOrigin, 'must be the site\'s origin: http(s)://host[:port], no path, query or credentials')
    .transform((v) => new URL(v).origin)
    .optional(),
  JAZZCASH_MERCHANT_ID: z.string().default(''),
  JAZZCASH_PASSWORD: z.string().default(''),
  JAZZCASH_INTEGRITY_SALT: z.string().default(''),
  JAZZCASH_BASE_URL: z.string().url().default('https://sandbox.jazzcash.com.pk'),
  EASYPAY_STORE_ID: z.string().default(''),
  EASYPAY_HASH_KEY: z.string().default(''),
  EASYPAY_USERNAME: z.string().default(''),
  EASYPAY_PASSWORD: z.string().default(''),
  EASYPAY_ACCOUNT_NUM: z.string().default(''),
  EASYPAY_BASE_URL: z.string().url().default('https://easypaystg.easypaisa.com.pk'),
  EASYPAY_NOTIFY_HOSTS: z.string().default('easypay.easypaisa.com.pk,easypaystg.easypaisa.com.pk'),
  // Game providers (features/game-wallet/README.md): the in-house and generic secrets here, each
  // third-party platform's GAME_<PLATFORM>_* credentials in game-config.ts.
  GAME_INHOUSE_SECRET: z.string().min(16).default('khel-inhouse-provider-secret-dev'),
  GAME_GENERIC_SECRET: z.string().min(16).optional(),
  GAME_INHOUSE_LAUNCH_URL: z.string().default('/game/inhouse'),
  GAME_GENERIC_LAUNCH_URL: z.string().default('/game/generic'),
}).extend(GameEnv.shape);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** METRICS_PORT/METRICS_HOST: the Prometheus endpoint's own listener, or undefined when off. */
  metrics: { host: string; port: number } | undefined;
  /** SHUTDOWN_GRACE_MS: how long a shutdown waits for in-flight work. */
  shutdownGraceMs: number;
  sessionTtlMs: number;
  /** When an unfinished in-house round counts as abandoned and the recovery job finishes it. */
  inhouseRoundAbandonedMs: number;
  webDist: string;
  /** The built back-office console, served at /admin. */
  adminDist: string;
  trustProxy: boolean;
  /**
   * PUBLIC_BASE_URL (normalised to its origin): the site's public address, required in production.
   * Player links (share link, QR, download site, payment return, game home) use it, else the
   * server's own address, never the request's Host (platform/public-origin.ts); gateways post
   * notifications to it, else to http://127.0.0.1:PORT.
   */
  publicBaseUrl: string | undefined;
  signUpsPerIpPerHour: number;
  requestBudget: { perAddressPerMinute: number; perSessionPerMinute: number };
  /** The player API's OpenAPI document at /docs. */
  apiDocs: boolean;
  /** The dev SMS outbox page and other developer aids; never on in production. */
  devTools: boolean;
  /** DEMO_TEST_TOOLS=on: the demo game pages' failure simulations (adapters/game-providers/README.md). */
  demoTestTools: boolean;
  /** Key of the personal data sealed at rest (platform/field-encryption.ts). */
  piiKey: Buffer;
  /** EXCLUSION_REGISTER: which national exclusion register sign-up and login ask. */
  exclusionRegister: 'embedded' | 'off';
  /** SPORTS_FEED: where the sportsbook's fixtures, prices and results come from. */
  sportsFeed: 'demo' | 'off';
  payments: PaymentsConfig;
  games: GameProvidersConfig;
}

export interface GameProvidersConfig {
  inhouseSecret: string;
  inhouseLaunchUrl: string;
  /** A third party on the generic seamless protocol; off unless its secret is set. */
  genericSecret: string | undefined;
  genericLaunchUrl: string;
  /** Each catalogue platform: the real vendor (credentials), the embedded demo vendor, or off. */
  platforms: GamePlatformsConfig;
  /** Key of the embedded demo vendors (their credentials and page sessions derive from it). */
  demoSecret: string;
}

export interface PaymentsConfig {
  gateways: { Jazzcash: 'sandbox' | 'jazzcash'; Easypaisa: 'sandbox' | 'easypaisa' };
  sandboxSecret: string;
  /** Keys the pay page link (param2). */
  payLinkSecret: string;
  jazzcash: { merchantId: string; password: string; integritySalt: string; baseUrl: string };
  easypay: { storeId: string; hashKey: string; username: string; password: string; accountNum: string; baseUrl: string; notifyHosts: string[] };
}

const DEV_SECRETS = new Set([
  'khel-sandbox-gateway-secret',
  'khel-pay-link-secret-dev-only',
  'khel-inhouse-provider-secret-dev',
]);

/** Production never runs on the sandbox gateway, demo game vendors, dev secrets or missing credentials. */
function productionProblems(env: z.infer<typeof Env>, games: GamePlatformsConfig): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.PAYMENT_GATEWAY_JAZZCASH === 'sandbox') problems.push('PAYMENT_GATEWAY_JAZZCASH: the sandbox gateway is for development');
  if (env.PAYMENT_GATEWAY_EASYPAISA === 'sandbox') problems.push('PAYMENT_GATEWAY_EASYPAISA: the sandbox gateway is for development');
  if (DEV_SECRETS.has(env.PAY_LINK_SECRET)) problems.push('PAY_LINK_SECRET: set a secret of your own');
  if (env.PII_ENCRYPTION_KEY === DEV_PII_KEY) problems.push('PII_ENCRYPTION_KEY: set a key of your own');
  if (!env.PUBLIC_BASE_URL) problems.push("PUBLIC_BASE_URL: required in production (the site's own origin, e.g. https://khel.pk; links never follow the request's Host)");
  else if (!env.PUBLIC_BASE_URL.startsWith('https://')) problems.push('PUBLIC_BASE_URL: must be https in production');
  if (env.DEMO_TEST_TOOLS === 'on') problems.push('DEMO_TEST_TOOLS: the demo games\' test tools are for development; remove it');
  if (DEV_SECRETS.has(env.GAME_INHOUSE_SECRET)) problems.push('GAME_INHOUSE_SECRET: set a secret of your own');
  // The embedded register is a demo list that nothing fills in production: saying "not on the
  // register" from it would be a false answer. A jurisdiction without a register says so with off.
  if (env.EXCLUSION_REGISTER === 'embedded') {
    problems.push("EXCLUSION_REGISTER: the embedded register is a demo; set off (no national register) or plug in the register's adapter");
  }
  // Simulated matches must never take real money: production plugs in a real feed's adapter, or off.
  if (env.SPORTS_FEED === 'demo') problems.push("SPORTS_FEED: the demo feed simulates matches; set off or plug in a real feed's adapter");
  problems.push(...gameProductionProblems(games));
  const required: [string, string][] = [
    ['JAZZCASH_MERCHANT_ID', env.JAZZCASH_MERCHANT_ID],
    ['JAZZCASH_PASSWORD', env.JAZZCASH_PASSWORD],
    ['JAZZCASH_INTEGRITY_SALT', env.JAZZCASH_INTEGRITY_SALT],
    ['EASYPAY_STORE_ID', env.EASYPAY_STORE_ID],
    ['EASYPAY_HASH_KEY', env.EASYPAY_HASH_KEY],
  ];
  for (const [name, value] of required) if (!value) problems.push(`${name}: required in production`);
  return problems;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Players reach the public port: the metrics there would be theirs to read.
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new Error('Invalid environment:\n  METRICS_PORT: must differ from PORT (the metrics listener is never the public one)');
  }
  const games = gamePlatformsConfig(source);
  if (games.problems.length > 0) throw new Error(`Invalid environment:\n${games.problems.map((l) => `  ${l}`).join('\n')}`);
  const unsafe = productionProblems(env, games.platforms);
  if (unsafe.length > 0) throw new Error(`Invalid environment for production:\n${unsafe.map((l) => `  ${l}`).join('\n')}`);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    metrics: env.METRICS_PORT === undefined ? undefined : { host: env.METRICS_HOST, port: env.METRICS_PORT },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    inhouseRoundAbandonedMs: env.INHOUSE_ROUND_ABANDONED_SECONDS * 1_000,
    webDist: resolve(env.WEB_DIST),
    adminDist: resolve(env.ADMIN_DIST),
    trustProxy: env.TRUST_PROXY,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    signUpsPerIpPerHour: env.SIGNUPS_PER_IP_PER_HOUR,
    requestBudget: {
      perAddressPerMinute: env.REQUEST_BUDGET_PER_ADDRESS_PER_MINUTE,
      perSessionPerMinute: env.REQUEST_BUDGET_PER_SESSION_PER_MINUTE,
    },
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== 'production' : env.API_DOCS === 'on',
    devTools: env.NODE_ENV !== 'production' && env.DEV_TOOLS !== 'off',
    demoTestTools: env.DEMO_TEST_TOOLS === 'on',
    piiKey: Buffer.from(env.PII_ENCRYPTION_KEY, 'base64'),
    exclusionRegister: env.EXCLUSION_REGISTER,
    sportsFeed: env.SPORTS_FEED,
    payments: {
      gateways: { Jazzcash: env.PAYMENT_GATEWAY_JAZZCASH, Easypaisa: env.PAYMENT_GATEWAY_EASYPAISA },
      sandboxSecret: env.SANDBOX_GATEWAY_SECRET,
      payLinkSecret: env.PAY_LINK_SECRET,
      jazzcash: {
        merchantId: env.JAZZCASH_MERCHANT_ID,
        password: env.JAZZCASH_PASSWORD,
        integritySalt: env.JAZZCASH_INTEGRITY_SALT,
        baseUrl: env.JAZZCASH_BASE_URL,
      },
      easypay: {
        storeId: env.EASYPAY_STORE_ID,
        hashKey: env.EASYPAY_HASH_KEY,
        username: env.EASYPAY_USERNAME,
        password: env.EASYPAY_PASSWORD,
        accountNum: env.EASYPAY_ACCOUNT_NUM,
        baseUrl: env.EASYPAY_BASE_URL,
        notifyHosts: env.EASYPAY_NOTIFY_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
      },
    },
    games: {
      inhouseSecret: env.GAME_INHOUSE_SECRET,
      inhouseLaunchUrl: env.GAME_INHOUSE_LAUNCH_URL,
      genericSecret: env.GAME_GENERIC_SECRET,
      genericLaunchUrl: env.GAME_GENERIC_LAUNCH_URL,
      platforms: games.platforms,
      demoSecret: env.GAME_DEMO_SECRET,
    },
  };
}
