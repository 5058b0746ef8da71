// Operator HTTP for AML cases and flags (permission aml.review: admin, compliance); the scan job is aml.jobs.ts.
import { getAmlCase, listAmlCases, listAmlFlags, resolveAmlCase, resolveAmlFlag, scanAml } from '@khel/contracts/admin/aml';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { audit } from '../features/operators/operators.service.ts';
import * as aml from '../features/aml/aml.service.ts';
import { largePaidDeposits, paidDepositsOfActive } from '../features/payments/payments.service.ts';

export function registerAmlAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  adminRoute(app, authorize, listAmlFlags, async ({ input }) => aml.flagsPage(ctx.db, input));
  adminRoute(app, authorize, resolveAmlFlag, async ({ input, operator, request }) =>
    aml.resolve(ctx.db, ctx.clock, input.id, input.note, { operatorId: operator.operatorId, ip: request.ip }),
  );
  adminRoute(app, authorize, listAmlCases, async ({ input }) => aml.casesPage(ctx.db, input));
  adminRoute(app, authorize, getAmlCase, async ({ input }) => aml.getCase(ctx.db, input.id));
  adminRoute(app, authorize, resolveAmlCase, async ({ input, operator, request }) =>
    aml.resolveCase(ctx.db, ctx.clock, input.id, input.note, { operatorId: operator.operatorId, ip: request.ip }),
  );
  adminRoute(app, authorize, scanAml, async ({ operator, request }) => {
    const created = await aml.scan(ctx.db, ctx.clock, { paidDepositsOfActive, largePaidDeposits });
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'aml.scan', target: '', detail: { created }, ip: request.ip });
    return { created };
  });
}
