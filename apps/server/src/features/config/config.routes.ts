import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { publicOrigin } from '../../platform/public-origin.ts';
import { sendNotFound } from '../../platform/reply.ts';
import { withSiteLinks } from './client-links.ts';
import { configDocument, isConfigDocumentName } from './config.service.ts';

/**
 * GET /config/<Name>.json. With ?v=<updateTime> the URL names one version, so it is cached for a
 * day; updateTime itself and unversioned reads are revalidated every minute. ClientParamConf's site
 * links are served absolute, on this site's public origin (client-links.ts).
 */
export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/config/:file',
    { schema: { summary: 'Config documents (plain JSON, not wire-encoded)', tags: ['config'] } },
    async (request, reply) => {
      const name = request.params.file.replace(/\.json$/, '');
      const stored = isConfigDocumentName(name) ? await configDocument(ctx.db, name) : null;
      if (stored === null) return sendNotFound(request, reply);
      const body = name === 'ClientParamConf' ? withSiteLinks(stored, publicOrigin(request, ctx.config)) : stored;
      const versioned = name !== 'updateTime' && request.query.v !== undefined;
      return reply
        .header('cache-control', versioned ? 'public, max-age=86400' : 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(body));
    },
  );
}
