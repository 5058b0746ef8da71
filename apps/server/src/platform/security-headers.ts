// Security headers on every answer (docs/hardening/headers-and-budget.md): helmet sets a strict
// default Content-Security-Policy (no script at all, no framing) with nosniff, Referrer-Policy and
// its other headers; the pages that need more (the player app's shell, the console, the demo game
// pages) replace only the CSP with their own policy. HSTS only over TLS (request.protocol follows
// X-Forwarded-Proto only with TRUST_PROXY), and the player and operator APIs' answers are never
// stored by a browser or a proxy.
import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

export type CspDirectives = Record<string, string[]>;

/** What any server-made answer may do: same-origin everything, no script, never framed. */
export const BASE_CSP: CspDirectives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // antd's and antd-mobile's styles are injected at run time, and the shells' own <style> paints
  // the skeleton: inline styles are allowed, never inline script (see the decisions doc).
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The API answers: personal data, never kept in a cache (every player and operator call: docs/hardening/headers-and-budget.md). */
const NO_STORE_PREFIXES = ['/usercenter/', '/admin/api/'];
const HSTS = 'max-age=31536000; includeSubDomains';

/** Written as helmet writes the default policy, so every policy reads alike. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/** A CSP hash source for an inline script's exact text. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash source of every inline <script> (one without src) in a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1] ?? '')) hashes.push(sha256Source(match[2] ?? ''));
  }
  return hashes;
}

export function isNoStorePath(url: string): boolean {
  return NO_STORE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * helmet's headers, decided once: its policy is the same for every request, so it is run a single
 * time against a blank response and each answer gets the resulting headers (a few µs per request
 * less than running helmet on each; @fastify/helmet even rebuilds helmet per request), which
 * matters on the provider callbacks' hot path.
 */
function helmetHeaders(): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: BASE_CSP },
    // DENY, as frame-ancestors 'none' says, for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app opens 9WICKETS (and the demo sportsbook) in a window it watches; 'same-origin'
    // would cut that window off from it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Set below, over TLS only: a plain-HTTP answer cannot promise HTTPS.
    strictTransportSecurity: false,
  })(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

const HEADERS = helmetHeaders();

/**
 * The headers of every answer. The hook below sets them; Fastify's refusals before routing (a
 * badly encoded URL: its `frameworkErrors` option, app.ts) skip hooks and call this themselves.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(HEADERS);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  if (isNoStorePath(request.url)) reply.header('cache-control', 'no-store');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
  // onSend, so errors (401, 429, 500) are covered too and no route can make an answer cacheable.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isNoStorePath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
