// Serves the built player app: hashed assets and versioned images cached for a year, the HTML
// shell and the service worker never used without asking (so a deploy is picked up at once), and
// every app route falls back to the shell. The back-office console (apps/admin) is served the same way under /admin.
// Text files go out as the build's brotli/gzip copies (file.br, file.gz beside each one) chosen by
// Accept-Encoding, with `Vary: accept-encoding`; what has no copy is compressed on the fly
// (compression.ts). Each shell goes out with its own Content-Security-Policy (security-headers.ts):
// the player app's inline boot script is allowed by its hash, taken from the built file at start-up.
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isServerPath } from '@khel/contracts/server-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from './reply.ts';
import { BASE_CSP, cspHeader, inlineScriptHashes } from './security-headers.ts';

const ADMIN_PREFIX = '/admin';
/** Under /admin, the operator API and the console's files are never its HTML shell. */
const CONSOLE_NON_PAGES = /^\/admin\/(assets|api)(\/|$)/;
/** For URLs that name one version of a file (a content hash, an image version). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (ETag/Last-Modified) before each use. */
const REVALIDATE = 'no-cache';

/**
 * The player app: its boot script by hash; game tiles and banners may come from https hosts; a
 * game runs in a frame from its vendor (https) or from Khel's own demo vendors; the service worker
 * and the manifest from Khel.
 */
function playerAppCsp(shell: string): string {
  return cspHeader({
    ...BASE_CSP,
    'script-src': ["'self'", ...inlineScriptHashes(shell)],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  });
}

/**
 * The console: the strict default, with its own inline scripts (none today) by hash, and
 * 'unsafe-eval': the config editor's form validator (ajv, through @rjsf/validator-ajv8) compiles each
 * document's JSON Schema into a function at run time and cannot validate without it. Script sources
 * stay the console's own files and no inline script runs; replacing ajv with a validator that needs
 * no eval removes this (docs/hardening/headers-and-budget.md). The player app never gets it.
 */
function consoleCsp(shell: string): string {
  return cspHeader({ ...BASE_CSP, 'script-src': ["'self'", "'unsafe-eval'", ...inlineScriptHashes(shell)], 'img-src': ["'self'", 'data:', 'blob:'] });
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|svg|ico)(\.br|\.gz)?$/;

/**
 * Hashed build assets, and public images asked for with the build's image version (`?v=`, see
 * apps/web/vite/images-version.ts), are new URLs whenever they change: cached for a year. The
 * rest (the shell, the service worker, the manifest, an unversioned image) is revalidated.
 */
function cacheControlFor(hashedAssetsDir: string, shellFile: string, shellCsp: string) {
  return (reply: FastifyReply, path: string) => {
    const hashed = path.startsWith(hashedAssetsDir + sep);
    const versionedImage = IMAGE_FILE.test(path) && typeof (reply.request.query as Record<string, unknown>).v === 'string';
    reply.header('cache-control', hashed || versionedImage ? IMMUTABLE : REVALIDATE);
    // /index.html itself (the service worker precaches it) is the shell too.
    if (path === shellFile || path.startsWith(`${shellFile}.`)) reply.header('content-security-policy', shellCsp);
  };
}

/** The console under /admin/: its assets, and its HTML shell for every console route. */
async function registerAdminApp(app: FastifyInstance, adminDist: string): Promise<string | null> {
  if (!existsSync(join(adminDist, 'index.html'))) return null;
  const assets = join(adminDist, 'assets');
  await app.register(fastifyStatic, {
    root: assets,
    prefix: `${ADMIN_PREFIX}/assets/`,
    decorateReply: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  return readFileSync(join(adminDist, 'index.html'), 'utf8');
}

export async function registerWebApp(app: FastifyInstance, webDist: string, adminDist?: string): Promise<void> {
  const shellFile = join(webDist, 'index.html');
  const hasBuild = existsSync(shellFile);
  const shellCsp = hasBuild ? playerAppCsp(readFileSync(shellFile, 'utf8')) : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      setHeaders: cacheControlFor(join(webDist, 'assets'), shellFile, shellCsp),
    });
  }
  const adminShell = adminDist ? await registerAdminApp(app, adminDist) : null;
  const adminCsp = adminShell === null ? '' : consoleCsp(adminShell);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const consoleRoute = (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) && !CONSOLE_NON_PAGES.test(path);
    if (adminDist && adminShell !== null && request.method === 'GET' && consoleRoute) {
      reply.header('cache-control', REVALIDATE).header('content-security-policy', adminCsp);
      // From its .br/.gz copy when the player app's static handler is there to send it (the
      // not-found handler is outside @fastify/compress's routes, so a string would go out whole).
      if (hasBuild) return reply.sendFile('index.html', adminDist);
      return reply.type('text/html; charset=utf-8').send(adminShell);
    }
    if (hasBuild && !isServerPath(path) && wantsPage) {
      return reply.header('cache-control', REVALIDATE).header('content-security-policy', shellCsp).sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
}
