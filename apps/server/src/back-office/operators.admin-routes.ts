// Operator HTTP (plain JSON): login/logout, who am I, the operators list and changes (admin only),
// and the audit log viewer. Every change is audited with its before and after.
import {
  OperatorLoginReply,
  OperatorLoginRequest,
  SetupFinishReply,
  SetupFinishRequest,
  SetupStartReply,
  SetupStartRequest,
  activateOperator,
  createOperator,
  decideOperatorReset,
  listAudit,
  listOperatorResets,
  listOperators,
  me,
  requestOperatorReset,
  updateOperator,
} from '@khel/contracts/admin/operators';
import { permissionsOf } from '@khel/contracts/admin/operators-roles';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { FastifyInstance } from 'fastify';
import { adminRoute, operatorTokenOf } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { AppError, invalid } from '../platform/errors.ts';
import { parseInput } from '../platform/route.ts';
import * as setup from '../features/operators/operator-setup.ts';
import * as operators from '../features/operators/operators.service.ts';

// Failed logins only (an office behind one address logs in many times a day): 5 per account and
// 20 per address in 15 minutes; once either is used up, every try for it is refused until the window ends.
const LOGIN_WINDOW_SECONDS = 900;
const loginFailureLimits = (username: string, ip: string) => [
  { key: `operator-login-failed:user:${username.toLowerCase()}`, max: 5, windowSeconds: LOGIN_WINDOW_SECONDS },
  { key: `operator-login-failed:ip:${ip}`, max: 20, windowSeconds: LOGIN_WINDOW_SECONDS },
];
// Wrong or stale setup codes, per address: the code is 192 random bits, this only stops hammering.
const setupFailureLimit = (ip: string) => ({ key: `operator-setup-failed:ip:${ip}`, max: 20, windowSeconds: LOGIN_WINDOW_SECONDS });

export function registerOperatorAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;

  app.post('/admin/api/login', { schema: { summary: 'Operator login: username + password + TOTP code → x-operator-token', tags: ['admin'] } }, async (request) => {
    const input = parseInput(OperatorLoginRequest, request.body);
    const limits = loginFailureLimits(input.username, request.ip);
    await ctx.limiter.check(...limits);
    try {
      return OperatorLoginReply.parse(await operators.loginOperator(ctx.db, ctx.clock, { ...input, ip: request.ip }));
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.operatorUnauthorized) await ctx.limiter.record(...limits);
      throw error;
    }
  });

  const guardSetup = async <T>(ip: string, step: () => Promise<T>): Promise<T> => {
    await ctx.limiter.check(setupFailureLimit(ip));
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.operatorSetupCodeInvalid) await ctx.limiter.record(setupFailureLimit(ip));
      throw error;
    }
  };

  app.post('/admin/api/setup/start', { schema: { summary: 'First login step 1: setup code → a fresh TOTP secret for the operator', tags: ['admin'] } }, async (request) => {
    const input = parseInput(SetupStartRequest, request.body);
    return SetupStartReply.parse(await guardSetup(request.ip, () => setup.startSetup(ctx.db, ctx.clock, input.setupCode)));
  });

  app.post('/admin/api/setup/finish', { schema: { summary: 'First login step 2: own password + a current TOTP code; uses the setup code up', tags: ['admin'] } }, async (request) => {
    const input = parseInput(SetupFinishRequest, request.body);
    return SetupFinishReply.parse(await guardSetup(request.ip, () => setup.finishSetup(ctx.db, ctx.clock, { ...input, ip: request.ip })));
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
        return await operators.createOperatorWithSetup(tx, ctx.clock, input, { operatorId: operator.operatorId, ip: request.ip });
      } catch (error) {
        // The service's own checks (a taken name) come back as RangeError: bad input here.
        if (error instanceof RangeError) throw Object.assign(invalid('invalidRequest'), { issues: [{ path: 'username', message: error.message }] });
        throw error;
      }
    });
    const view = (await operators.getOperatorView(ctx.db, created.operatorId))!;
    return { operator: view, setupCode: created.setupCode, expiresAt: created.expiresAt };
  });

  adminRoute(app, authorize, requestOperatorReset, async ({ input, operator, request }) =>
    setup.requestReset(ctx.db, ctx.clock, { operatorId: operator.operatorId, ip: request.ip }, input.id, input.reason),
  );
  adminRoute(app, authorize, listOperatorResets, async () => ({ items: await setup.pendingResets(ctx.db) }));
  adminRoute(app, authorize, decideOperatorReset, async ({ input, operator, request }) =>
    setup.decideReset(ctx.db, ctx.clock, { operatorId: operator.operatorId, ip: request.ip }, input.id, input.approve),
  );

  adminRoute(app, authorize, activateOperator, async ({ input, operator, request }) =>
    operators.activateOperator(ctx.db, ctx.clock, { operatorId: operator.operatorId, ip: request.ip }, input.id),
  );

  adminRoute(app, authorize, updateOperator, async ({ input, operator, request }) =>
    operators.updateOperator(ctx.db, ctx.clock, { operatorId: operator.operatorId, ip: request.ip }, input.id, {
      role: input.role,
      status: input.status,
    }),
  );

  adminRoute(app, authorize, listAudit, async ({ input }) => operators.auditPage(ctx.db, input));
}
