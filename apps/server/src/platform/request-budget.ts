// The general request budget of the player and operator APIs (docs/hardening/headers-and-budget.md):
// per address and per session, counted in this process's memory by @fastify/rate-limit, so it
// costs no database query; over budget is a 429 with Retry-After in the usual error envelope
// (reply.ts). Provider and payment callbacks (/hooks), the apps' files and the pages are outside
// it. The exact, shared limits (login, sign-up, codes, rewards) stay in the database (rate-limit.ts).
import { OPERATOR_TOKEN_HEADER } from '@khel/contracts/admin/admin-endpoint';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitedError } from './errors.ts';

export interface RequestBudget {
  perAddressPerMinute: number;
  perSessionPerMinute: number;
}

const BUDGETED_PREFIXES = ['/usercenter/', '/admin/api/', '/config/'];
const WINDOW_MS = 60_000;
/** Addresses and sessions remembered per budget (least recently seen forgotten first). */
const REMEMBERED = 100_000;
/** A token longer than any real one is cut: a client cannot grow the map's keys. */
const MAX_TOKEN_KEY = 128;

export function isBudgetedPath(url: string): boolean {
  return BUDGETED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.satoken ?? request.headers[OPERATOR_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token ? token.slice(0, MAX_TOKEN_KEY) : undefined;
}

export async function registerRequestBudget(app: FastifyInstance, budget: RequestBudget): Promise<void> {
  await app.register(rateLimit, { global: false });
  // Each budget's own store takes its size from these options (the library reads `cache` at run
  // time; its types list it for the plugin's options only).
  const remembered: object = { cache: REMEMBERED };
  // IPv6 addresses count per /64 (the library's default): one subscriber's whole prefix.
  const perAddress = app.createRateLimit({ max: budget.perAddressPerMinute, timeWindow: WINDOW_MS, ...remembered });
  const perSession = app.createRateLimit({
    max: budget.perSessionPerMinute,
    timeWindow: WINDOW_MS,
    ...remembered,
    keyGenerator: (request) => `session:${sessionTokenOf(request) ?? ''}`,
    // Without a token there is no session to count (the address budget still applies).
    allowList: (request) => sessionTokenOf(request) === undefined,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isBudgetedPath(request.url)) return;
    let retryAfter = 0;
    for (const result of [await perAddress(request), await perSession(request)]) {
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds, 1);
    }
    if (retryAfter === 0) return;
    // A refusal is about this client now: no cache may hand it to anyone else.
    reply.header('cache-control', 'no-store');
    throw new RateLimitedError(retryAfter);
  });
}
