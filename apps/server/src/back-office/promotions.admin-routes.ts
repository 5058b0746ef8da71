// Operator HTTP for gift codes (plain JSON; permission gift-codes.manage: admin, finance — a code
// is money handed out, the same trust as approving withdrawals): single codes (create, list, end
// now) and batches (create, list, CSV export). Every creation is audited in its transaction.
import {
  createGiftCode,
  createGiftCodeBatch,
  decideGiftCode,
  decideGiftCodeBatch,
  expireGiftCode,
  giftCodeBatchCsv,
  listGiftCodeBatches,
  listGiftCodes,
} from '@khel/contracts/admin/promotions';
import type { OperatorRole } from '@khel/contracts/admin/operators-roles';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { sendCsv } from '../platform/csv.ts';
import { AppError } from '../platform/errors.ts';
import { batchCodes, batchExists, batchesPage, createBatch, decideBatch, giftCodesPage } from '../features/promotions/gift-code-batches.ts';
import { createGiftCode as create, decideGiftCode as decide, expireGiftCodeNow } from '../features/promotions/gift-codes.ts';

const actor = (operator: { operatorId: number; role: OperatorRole }, ip: string) => ({ operatorId: operator.operatorId, role: operator.role, ip });

export function registerPromotionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;

  adminRoute(app, authorize, createGiftCode, async ({ input, operator, request }) => create(ctx, actor(operator, request.ip), input));
  adminRoute(app, authorize, decideGiftCode, async ({ input, operator, request }) => decide(ctx, actor(operator, request.ip), input));
  adminRoute(app, authorize, listGiftCodes, async ({ input }) => giftCodesPage(ctx.db, input));
  adminRoute(app, authorize, expireGiftCode, async ({ input, operator, request }) => expireGiftCodeNow(ctx, actor(operator, request.ip), input.code));

  adminRoute(app, authorize, createGiftCodeBatch, async ({ input, operator, request }) => createBatch(ctx, actor(operator, request.ip), input));
  adminRoute(app, authorize, decideGiftCodeBatch, async ({ input, operator, request }) => decideBatch(ctx, actor(operator, request.ip), input));
  adminRoute(app, authorize, listGiftCodeBatches, async ({ input }) => batchesPage(ctx.db, input.cursor, input.limit));
  adminRoute(app, authorize, giftCodeBatchCsv, async ({ input, reply }) => {
    if (!(await batchExists(ctx.db, input.id))) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `gift-code-batch ${input.id}` });
    async function* rows() {
      for await (const code of batchCodes(ctx.db, input.id)) yield [code.code, code.amount, code.wagerMulti, code.totalUses, code.used, code.expiresAt];
    }
    return sendCsv(reply, `gift-codes-batch-${input.id}.csv`, ['code', 'amount', 'wager_multi', 'total_uses', 'used', 'expires_at'], rows());
  });
}
