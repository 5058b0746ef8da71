// The back office: the console's operator API (/admin/api), composed from the features' services as
// the web app's app/ composes its screens. Nothing below imports from here; a route file may use any
// feature, which is why these live above the features and not inside them (docs/architecture/tiers.md).
import type { FastifyInstance } from 'fastify';
import type { PaymentGateways } from '../adapters/payments/registry.ts';
import type { Sportsbook } from '../features/sportsbook/sportsbook.service.ts';
import type { AppContext } from '../platform/context.ts';
import { registerAdjustmentAdminRoutes } from './adjustments.admin-routes.ts';
import { registerAmlAdminRoutes } from './aml.admin-routes.ts';
import { registerComplaintAdminRoutes } from './complaints.admin-routes.ts';
import { registerConfigAdminRoutes } from './config.admin-routes.ts';
import { registerGameWalletAdminRoutes } from './game-wallet.admin-routes.ts';
import { registerHarmMarkerAdminRoutes } from './harm-markers.admin-routes.ts';
import { registerKycAdminRoutes } from './kyc.admin-routes.ts';
import { registerLimitAdminRoutes } from './limits.admin-routes.ts';
import { registerMailboxAdminRoutes } from './mailbox.admin-routes.ts';
import { registerOperatorAdminRoutes } from './operators.admin-routes.ts';
import { registerPaymentAdminRoutes } from './payments.admin-routes.ts';
import { registerPlayerAdminRoutes } from './players.admin-routes.ts';
import { registerPromotionAdminRoutes } from './promotions.admin-routes.ts';
import { registerProtectionAdminRoutes } from './protection.admin-routes.ts';
import { registerReportAdminRoutes } from './reports.admin-routes.ts';
import { registerSportsbookAdminRoutes } from './sportsbook.admin-routes.ts';
import { registerSupportAdminRoutes } from './support.admin-routes.ts';
import { registerWithdrawalAdminRoutes } from './withdrawals.admin-routes.ts';

export function registerBackOffice(app: FastifyInstance, ctx: AppContext, deps: { gateways: PaymentGateways; sportsbook: Sportsbook }): void {
  registerOperatorAdminRoutes(app, ctx);
  registerPlayerAdminRoutes(app, ctx);
  registerKycAdminRoutes(app, ctx);
  registerLimitAdminRoutes(app, ctx);
  registerProtectionAdminRoutes(app, ctx);
  registerPaymentAdminRoutes(app, ctx, { gateways: deps.gateways });
  registerWithdrawalAdminRoutes(app, ctx);
  registerAdjustmentAdminRoutes(app, ctx);
  registerGameWalletAdminRoutes(app, ctx);
  registerConfigAdminRoutes(app, ctx);
  registerMailboxAdminRoutes(app, ctx);
  registerPromotionAdminRoutes(app, ctx);
  registerSupportAdminRoutes(app, ctx);
  registerComplaintAdminRoutes(app, ctx);
  registerAmlAdminRoutes(app, ctx);
  registerHarmMarkerAdminRoutes(app, ctx);
  registerReportAdminRoutes(app, ctx);
  registerSportsbookAdminRoutes(app, ctx, deps.sportsbook.trading);
}
