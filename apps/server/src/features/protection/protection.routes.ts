// Player endpoints of player protection: the status, a time-out, a self-exclusion, asking to come
// back after one, reality checks.
import { protectionStatus, realityCheck, requestReturn, selfExclude, setRealityCheck, startTimeOut } from '@khel/contracts/endpoints/protection';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { playerRoute } from '../../platform/route.ts';
import { verifyPlayerPassword } from '../auth/auth.service.ts';
import * as protection from './protection.service.ts';
import * as reality from './reality-check.ts';

export function registerProtectionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { playInSession: reality.PlayInSession; accounts: protection.PersonAccounts },
): void {
  const linking = { ...ctx, accounts: deps.accounts };
  playerRoute(app, protectionStatus, ctx.authenticate, ({ session }) => protection.protectionStatus(ctx.db, session.playerId, ctx.clock.now()));
  playerRoute(app, startTimeOut, ctx.authenticate, ({ input, session }) => protection.startTimeOut(linking, session.playerId, input.period, ctx.clock.now()));
  const verifyPassword = (playerId: number, password: string) => verifyPlayerPassword(ctx.db, playerId, password);
  playerRoute(app, selfExclude, ctx.authenticate, ({ input, session }) =>
    protection.selfExclude({ ...linking, verifyPassword }, session.playerId, input, ctx.clock.now()),
  );
  playerRoute(app, requestReturn, ctx.authenticate, ({ session }) => protection.requestReturn(ctx.db, session.playerId, ctx.clock.now()));
  playerRoute(app, realityCheck, ctx.authenticate, ({ session }) => reality.realityCheck(ctx.db, deps.playInSession, session, ctx.clock.now()));
  playerRoute(app, setRealityCheck, ctx.authenticate, ({ input, session }) =>
    reality.setRealityCheck(ctx.db, deps.playInSession, session, input.intervalMinutes, ctx.clock.now()),
  );
}
