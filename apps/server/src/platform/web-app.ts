// Serves the built player app: hashed assets cached for a year, the HTML shell and the service
// worker never cached (so a deploy is picked up at once), and every app route falls back to it.
// The back-office console (apps/admin) is served the same way under /admin.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './reply.ts';

const API_PREFIXES = ['/usercenter', '/config', '/hooks', '/docs', '/dev', '/health', '/admin/api'];
const ADMIN_PREFIX = '/admin';

/** The console under /admin/: its assets, and its HTML shell for every console route. */
async function registerAdminApp(app: FastifyInstance, adminDist: string): Promise<string | null> {
  if (!existsSync(join(adminDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: join(adminDist, 'assets'),
    prefix: `${ADMIN_PREFIX}/assets/`,
    decorateReply: false,
    wildcard: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  return readFileSync(join(adminDist, 'index.html'), 'utf8');
}

export async function registerWebApp(app: FastifyInstance, webDist: string, adminDist?: string): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(webDist, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const adminShell = adminDist ? await registerAdminApp(app, adminDist) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const path = request.url.split('?')[0] ?? '';
    const consoleRoute = path === ADMIN_PREFIX || (path.startsWith(`${ADMIN_PREFIX}/`) && !path.startsWith(`${ADMIN_PREFIX}/assets/`));
    if (adminShell !== null && !isApi && request.method === 'GET' && consoleRoute) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(adminShell);
    }
    if (hasBuild && !isApi && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(request, reply);
  });
}
