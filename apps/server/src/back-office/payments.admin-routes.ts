// Operator HTTP for deposits (plain JSON): the orders list and re-inquiry (deposits.read /
// deposits.inquire). A re-inquiry is audited with the state before and after.
import { inquireDeposit, listDeposits } from '@khel/contracts/admin/payments';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { FastifyInstance } from 'fastify';
import type { PaymentGateways } from '../adapters/payments/registry.ts';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { audit } from '../features/operators/operators.service.ts';
import { adminDeposit, adminDepositView, depositsPage } from '../features/payments/deposit-admin.ts';
import { reconcile } from '../features/payments/deposit-settlement.ts';

export function registerPaymentAdminRoutes(app: FastifyInstance, ctx: AppContext, options: { gateways: PaymentGateways }): void {
  const authorize = ctx.authorizeOperator;
  const deps = { db: ctx.db, gateways: options.gateways, now: () => ctx.clock.now() };

  adminRoute(app, authorize, listDeposits, async ({ input }) => depositsPage(ctx.db, input));

  adminRoute(app, authorize, inquireDeposit, async ({ input, operator, request }) => {
    const before = await adminDeposit(ctx.db, input.id);
    if (!before) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/deposits/${input.id}` });
    const outcome = await reconcile(deps, before);
    const after = (await adminDeposit(ctx.db, input.id))!;
    await audit(ctx.db, {
      operatorId: operator.operatorId,
      action: 'deposit.inquire',
      target: `deposit:${before.orderNo}`,
      detail: { outcome, before: { state: before.state }, after: { state: after.state } },
      ip: request.ip,
    });
    return { outcome, deposit: adminDepositView(after) };
  });
}
