import {
  bindPhone,
  findPassword,
  login,
  loginRules,
  logout,
  modifyPassword,
  verifyCodeEndpoint,
  type LoginCommand,
} from '@khel/contracts/endpoints/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { parseInput, playerRoute, publicRoute, authenticateRequest } from '../../platform/route.ts';
import { SESSION_HEADER } from '../../platform/session.ts';
import type { SmsSender } from '../../adapters/sms/port.ts';
import { bindVerifiedPhone, changePassword, logIn, logOut, resetPassword, signUp, type AuthHooks } from './auth.service.ts';
import { codeLimits } from './auth.limits.ts';
import { findPlayerByPhone } from '../players/players.service.ts';
import type { DeviceInfo } from './sessions.service.ts';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS, issueCode } from './verification-codes.service.ts';
import { randomUUID } from 'node:crypto';

function deviceOf(request: FastifyRequest, body: { deviceId: string; deviceType: string; deviceDetail: Record<string, string | undefined> }): DeviceInfo {
  return {
    // Devices that could not fingerprint themselves get an id from the server
    // (deviceId; docs/requirements/accounts.md#9-device-and-telemetry).
    deviceId: body.deviceId || `srv-${randomUUID()}`,
    deviceType: body.deviceType,
    deviceDetail: body.deviceDetail,
    ip: request.ip,
  };
}

export function registerAuthRoutes(app: FastifyInstance, appContext: AppContext, deps: { sms: SmsSender; hooks: AuthHooks }): void {
  const ctx = { ...appContext, hooks: deps.hooks };
  publicRoute(app, login, async ({ input, request, reply }) => {
    const rules = loginRules(input);
    // The schema picked by loginRules produces exactly the fields of its `kind`.
    const command = { kind: rules.kind, ...(parseInput(rules.schema, input) as object) } as LoginCommand;
    const device = deviceOf(request, input);
    const result =
      command.kind === 'signUpAccount' || command.kind === 'signUpEmail'
        ? await signUp(ctx, command, input, device)
        : await logIn(ctx, command, device);
    reply.header(SESSION_HEADER, result.token);
    return result.body;
  });

  playerRoute(app, logout, ctx.authenticate, async ({ session }) => {
    await logOut(ctx, session.sessionId);
    return { ok: true as const };
  });

  playerRoute(app, modifyPassword, ctx.authenticate, async ({ session, input }) => {
    await changePassword(ctx, session, input);
    return { ok: true as const };
  });

  playerRoute(app, bindPhone, ctx.authenticate, ({ session, input }) =>
    bindVerifiedPhone(ctx, session.playerId, input),
  );

  publicRoute(app, findPassword, async ({ input, request }) => {
    await resetPassword(ctx, input, request.ip);
    return { ok: true as const };
  });

  publicRoute(app, verifyCodeEndpoint, async ({ input, request }) => {
    await ctx.limiter.hit(codeLimits.ip(request.ip), codeLimits.phone(input.phone), codeLimits.resend(input.phone));
    const owner = await findPlayerByPhone(ctx.db, input.phone);
    if (input.purpose === 'recover' && owner) {
      await issueCode(ctx.db, ctx.clock, deps.sms, { phone: input.phone, purpose: 'recover', playerId: owner.id });
    }
    if (input.purpose === 'bind' && request.headers[SESSION_HEADER]) {
      const session = await authenticateRequest(request, ctx.authenticate);
      // A phone bound to someone else gets no code; the answer stays the same.
      if (!owner) await issueCode(ctx.db, ctx.clock, deps.sms, { phone: input.phone, purpose: 'bind', playerId: session.playerId });
    }
    return { sent: true as const, expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
  });
}
