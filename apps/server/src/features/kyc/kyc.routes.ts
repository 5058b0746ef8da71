// Player endpoints of identity verification (the status and a submission) and account closure.
import { closeAccount, kycStatus, kycSubmit } from '@khel/contracts/endpoints/kyc';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import * as kyc from './kyc.service.ts';

export function registerKycRoutes(app: FastifyInstance, ctx: AppContext): void {
  playerRoute(app, kycStatus, ctx.authenticate, ({ session }) => kyc.kycStatus(ctx.db, session.playerId));
  playerRoute(app, kycSubmit, ctx.authenticate, ({ input, session }) => kyc.submitKyc(ctx, session.playerId, input));
  playerRoute(app, closeAccount, ctx.authenticate, ({ input, session }) => kyc.closeOwnAccount(ctx, session.playerId, input.password));
}
