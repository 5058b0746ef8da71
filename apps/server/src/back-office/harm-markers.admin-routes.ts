// Operator HTTP for customer interactions (permission harm.review: admin, compliance); the scan job is harm-markers.jobs.ts.
import { listInteractions, scanHarm, updateInteraction } from '@khel/contracts/admin/harm-markers';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { audit } from '../features/operators/operators.service.ts';
import { playByKarachiHour, playersWithRounds, settledLossesIn } from '../features/game-wallet/game-wallet.service.ts';
import { interactionsPage, moveInteraction, scanHarmMarkers } from '../features/harm-markers/harm-markers.service.ts';
import { paidDepositsOfActive } from '../features/payments/payments.service.ts';

export function registerHarmMarkerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  adminRoute(app, authorize, listInteractions, async ({ input }) => interactionsPage(ctx.db, input));
  adminRoute(app, authorize, updateInteraction, async ({ input, operator, request }) =>
    moveInteraction(ctx.db, ctx.clock, input.id, { state: input.state, note: input.note }, { operatorId: operator.operatorId, ip: request.ip }),
  );
  adminRoute(app, authorize, scanHarm, async ({ operator, request }) => {
    const created = await scanHarmMarkers(ctx.db, ctx.clock, { paidDepositsOfActive, settledLossesIn, playersWithRounds, playByKarachiHour });
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'harm.scan', target: '', detail: { created }, ip: request.ip });
    return { created };
  });
}
