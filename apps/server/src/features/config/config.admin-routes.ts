// Operator HTTP for config documents (plain JSON; admin role): list, read, replace. Every offer's
// rules live in these documents, so this is how an operator changes them. A replacement is checked
// against the document's schema first — a refused body changes nothing — and audited in the same
// transaction as the change.
import { EDITABLE_CONFIG, isEditableConfig } from '@khel/contracts/config-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { sendNotFound } from '../../platform/reply.ts';
import { hasNulCharacter } from '../../platform/route.ts';
import { OPERATOR_TOKEN_HEADER, audit, requireOperator } from '../operators/operators.service.ts';
import { configDocument, configDocumentList, saveConfigDocument } from './config.service.ts';

const token = (request: FastifyRequest) => {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
};

export function registerConfigAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const adminOf = (request: FastifyRequest) => requireOperator(ctx.db, ctx.clock, token(request), []);

  app.get('/admin/api/config', { schema: { summary: 'Config documents: name, editable, last change', tags: ['admin'] } }, async (request) => {
    await adminOf(request);
    const documents = await configDocumentList(ctx.db);
    return { items: documents.map((d) => ({ name: d.name, editable: isEditableConfig(d.name), updatedAt: d.updatedAt.toISOString() })) };
  });

  app.get<{ Params: { name: string } }>(
    '/admin/api/config/:name',
    { schema: { summary: 'One config document as stored', tags: ['admin'] } },
    async (request, reply) => {
      await adminOf(request);
      const { name } = request.params;
      if (!isEditableConfig(name)) return sendNotFound(request, reply);
      return { name, body: await configDocument(ctx.db, name) };
    },
  );

  app.put<{ Params: { name: string } }>(
    '/admin/api/config/:name',
    { schema: { summary: "Replace a config document; refused (400, with the schema's issues) unless it fits", tags: ['admin'] } },
    async (request, reply) => {
      const operator = await adminOf(request);
      const { name } = request.params;
      if (!isEditableConfig(name)) return sendNotFound(request, reply);
      const parsed = EDITABLE_CONFIG[name].safeParse(request.body);
      if (!parsed.success || hasNulCharacter(request.body)) {
        const issues = parsed.success
          ? [{ path: '', message: 'text cannot contain U+0000' }]
          : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return reply.code(400).send({ error: 'invalid_document', issues });
      }
      await ctx.db.transaction(async (tx) => {
        await saveConfigDocument(tx, name, request.body, ctx.clock.now());
        await audit(tx, { operatorId: operator.operatorId, action: 'config.replace', target: `config:${name}`, detail: { body: request.body }, ip: request.ip });
      });
      return { name, body: request.body };
    },
  );
}
