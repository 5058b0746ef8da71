// Operator HTTP (plain JSON): login/logout, who am I, the operators list and changes (admin only),
// and the audit log viewer. Every change is audited with its before and after.
import { OperatorLoginReply, OperatorLoginRequest, createOperator, listAudit, listOperators, me, updateOperator } from '@khel/contracts/admin/operators';
import { permissionsOf } from '@khel/contracts/admin/roles';
import type { FastifyInstance } from 'fastify';
import { adminRoute, operatorTokenOf } from '../../platform/admin-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { invalid } from '../../platform/errors.ts';
import { parseInput } from '../../platform/route.ts';
import * as operators from './operators.service.ts';

const loginLimit = (ip: string) => ({ key: `operator-login:ip:${ip}`, max: 10, windowSeconds: 900 });

export function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;

  app.post('/admin/api/login', { schema: { summary: 'Operator login: username + password + TOTP code → x-operator-token', tags: ['admin'] } }, async (request) => {
    const input = parseInput(OperatorLoginRequest, request.body);
    await ctx.limiter.hit(loginLimit(request.ip));
    return OperatorLoginReply.parse(await operators.loginOperator(ctx.db, ctx.clock, { ...input, ip: request.ip }));
  });

  app.post('/admin/api/logout', { schema: { summary: 'Revoke the operator session', tags: ['admin'] } }, async (request) => {
    const operator = await authorize(operatorTokenOf(request), 'dashboard.read');
    await operators.logoutOperator(ctx.db, ctx.clock, operatorTokenOf(request)!);
    await operators.audit(ctx.db, { operatorId: operator.operatorId, action: 'operator.logout', target: '', ip: request.ip });
    return { ok: true };
  });

  adminRoute(app, authorize, me, async ({ operator }) => ({ ...operator, permissions: permissionsOf(operator.role) }));

  adminRoute(app, authorize, listOperators, async () => ({ items: await operators.listOperators(ctx.db) }));

  adminRoute(app, authorize, createOperator, async ({ input, operator, request }) => {
    const created = await ctx.db.transaction(async (tx) => {
      try {
        return await operators.createOperator(tx, input, { operatorId: operator.operatorId, ip: request.ip });
      } catch (error) {
        // The service's own checks (a taken name) come back as RangeError: bad input here.
        if (error instanceof RangeError) throw Object.assign(invalid('invalidRequest'), { issues: [{ path: 'username', message: error.message }] });
        throw error;
      }
    });
    const view = (await operators.getOperatorView(ctx.db, created.operatorId))!;
    return { operator: view, totpSecret: created.secret, otpauthUrl: created.otpauthUrl };
  });

  adminRoute(app, authorize, updateOperator, async ({ input, operator, request }) =>
    operators.updateOperator(ctx.db, ctx.clock, { operatorId: operator.operatorId, ip: request.ip }, input.id, {
      role: input.role,
      status: input.status,
    }),
  );

  adminRoute(app, authorize, listAudit, async ({ input }) => operators.auditPage(ctx.db, input));
}
