// Operator HTTP for config documents (plain JSON): list, read, replace (strict), versions, diff,
// rollback, and proposals for the documents that need a second operator. Reading needs config.read
// (admin, compliance); writing config.write (admin). Every write is audited with the document
// before and after, in the same transaction as the change.
import { diffConfig, getConfig, getConfigVersion, listConfig, listConfigVersions, putConfig, rollbackConfig } from '@khel/contracts/admin/config';
import { getCatalogue } from '@khel/contracts/admin/games';
import {
  approveConfigProposal,
  getConfigProposal,
  listConfigProposals,
  proposeConfig,
  proposeConfigRollback,
  rejectConfigProposal,
  withdrawConfigProposal,
} from '@khel/contracts/admin/config-proposals';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { CATALOGUE_DOCUMENT, catalogueGames } from '../features/games/games.service.ts';
import * as editor from '../features/config/config-editor.ts';
import * as proposals from '../features/config/config-proposals.ts';

export function registerConfigAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  const actor = (operatorId: number, ip: string) => ({ operatorId, ip });

  adminRoute(app, authorize, listConfig, async () => ({ items: await editor.listEditable(ctx.db) }));
  adminRoute(app, authorize, getConfig, async ({ input }) => editor.readEditable(ctx.db, editor.requireConfigName(input.name)));
  adminRoute(app, authorize, putConfig, async ({ input, operator, request }) =>
    editor.replaceDocument(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), editor.requireConfigName(input.name), input.body),
  );
  adminRoute(app, authorize, listConfigVersions, async ({ input }) =>
    editor.versionsPage(ctx.db, editor.requireConfigName(input.name), input.cursor, input.limit),
  );
  adminRoute(app, authorize, getConfigVersion, async ({ input }) => editor.versionOf(ctx.db, editor.requireConfigName(input.name), input.version));
  adminRoute(app, authorize, diffConfig, async ({ input }) => editor.diffVersions(ctx.db, editor.requireConfigName(input.name), input.from, input.to));
  adminRoute(app, authorize, rollbackConfig, async ({ input, operator, request }) =>
    editor.rollbackDocument(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), editor.requireConfigName(input.name), input.version),
  );
  // The Catalogue page: the games with their names beside GameCatalogueConf's version (saved through PUT above).
  adminRoute(app, authorize, getCatalogue, async () => {
    const [games, document] = await Promise.all([catalogueGames(ctx.db), editor.readEditable(ctx.db, CATALOGUE_DOCUMENT)]);
    return { version: document.version, games };
  });

  adminRoute(app, authorize, proposeConfig, async ({ input, operator, request }) =>
    proposals.proposeChange(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.name, input.body),
  );
  adminRoute(app, authorize, proposeConfigRollback, async ({ input, operator, request }) =>
    proposals.proposeRollback(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.name, input.version),
  );
  adminRoute(app, authorize, listConfigProposals, async ({ input }) => proposals.proposalsPage(ctx.db, input));
  adminRoute(app, authorize, getConfigProposal, async ({ input }) => proposals.proposalDetail(ctx.db, input.id));
  adminRoute(app, authorize, approveConfigProposal, async ({ input, operator, request }) =>
    proposals.approve(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.id, input.note),
  );
  adminRoute(app, authorize, rejectConfigProposal, async ({ input, operator, request }) =>
    proposals.reject(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.id, input.note),
  );
  adminRoute(app, authorize, withdrawConfigProposal, async ({ input, operator, request }) =>
    proposals.withdraw(ctx.db, ctx.clock, actor(operator.operatorId, request.ip), input.id),
  );
}
