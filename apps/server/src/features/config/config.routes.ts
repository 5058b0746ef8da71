import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { sendNotFound } from '../../platform/reply.ts';
import { configDocument, isConfigDocumentName } from './config.service.ts';

/**
 * GET /config/<Name>.json. With ?v=<updateTime> the URL names one version, so it is cached for a
 * day; updateTime itself and unversioned reads are revalidated every minute.
 */
export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/config/:file',
    { schema: { summary: 'Spec §7 config documents (plain JSON, not wire-encoded)', tags: ['config'] } },
    async (request, reply) => {
      const name = request.params.file.replace(/\.json$/, '');
      const body = isConfigDocumentName(name) ? await configDocument(ctx.db, name) : null;
      if (body === null) return sendNotFound(request, reply);
      const versioned = name !== 'updateTime' && request.query.v !== undefined;
      return reply
        .header('cache-control', versioned ? 'public, max-age=86400' : 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(body));
    },
  );
}
