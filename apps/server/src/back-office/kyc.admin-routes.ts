// Operator HTTP for identity verification and account closures (permission kyc.review: admin, compliance).
import { decideClosureReview, getKyc, getKycDocument, listClosures, listKyc, reopenAccount, reviewKyc } from '@khel/contracts/admin/kyc';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { payerPhoneTailsOf, playersByPayerPhoneTails } from '../features/payments/payments.service.ts';
import { boundAccountOf } from '../features/withdrawals/withdrawals.service.ts';
import * as kyc from '../features/kyc/kyc.service.ts';

export function registerKycAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;
  adminRoute(app, authorize, listKyc, async ({ input }) => kyc.kycQueue(ctx.db, input));
  adminRoute(app, authorize, getKyc, async ({ input, operator, request }) => {
    const detail = await kyc.kycDetail({ ...ctx, payers: { payerPhoneTailsOf, playersByPayerPhoneTails } }, input.id, { operatorId: operator.operatorId, ip: request.ip });
    // The CNIC the player gave for their withdrawal account, compared (it is sealed too).
    const account = await boundAccountOf(ctx, detail.playerId);
    return {
      ...detail,
      withdrawalAccount: account ? { name: account.name, bankName: account.bankName, cnicMatches: account.cnic === detail.cnic } : null,
    };
  });
  // The photo itself: never cached by a browser or proxy, shown inline, its type fixed (nosniff).
  adminRoute(app, authorize, getKycDocument, async ({ input, operator, request, reply }) => {
    const document = await kyc.kycDocument(ctx, input.id, input.kind, { operatorId: operator.operatorId, ip: request.ip });
    return reply
      .header('content-type', document.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .send(document.bytes);
  });
  adminRoute(app, authorize, reviewKyc, async ({ input, operator, request }) =>
    kyc.reviewKyc(ctx, input.id, { state: input.decision, note: input.note, override: input.override, dateOfBirth: input.dateOfBirth }, { operatorId: operator.operatorId, ip: request.ip }),
  );
  adminRoute(app, authorize, listClosures, async ({ input }) => kyc.closureList(ctx.db, input));
  adminRoute(app, authorize, decideClosureReview, async ({ input, operator, request }) =>
    kyc.decideClosureReview(ctx, input.id, { state: input.decision, note: input.note }, { operatorId: operator.operatorId, ip: request.ip }),
  );
  adminRoute(app, authorize, reopenAccount, async ({ input, operator, request }) =>
    kyc.reopenAccount(ctx, input.id, input.note, { operatorId: operator.operatorId, ip: request.ip }),
  );
}
