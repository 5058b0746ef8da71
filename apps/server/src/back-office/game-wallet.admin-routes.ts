// The console's list of 9WICKETS transfer cases (books that disagree with the provider's).
import { listGameTransferCases } from '@khel/contracts/admin/game-wallet';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { listTransferCases } from '../features/game-wallet/transfer-reconcile.ts';

export function registerGameWalletAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminRoute(app, ctx.authorizeOperator, listGameTransferCases, async ({ input }) => ({ list: await listTransferCases(ctx.db, input.state) }));
}
