// Sign-up, login, logout, password change and recovery, phone binding (docs/requirements/accounts.md).
import { ErrorCode } from '@khel/contracts/error-codes';
import type { LoginCommand, LoginRequest, LoginResponse } from '@khel/contracts/endpoints/auth';
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { normalizePhone } from '@khel/contracts/rules';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { bindPhone, createPlayer, findPlayerForLogin, getPlayer, popupList, type PlayerRecord } from '../players/players.service.ts';
import { insertCredentials, selectPasswordHash, updatePasswordHash } from './auth.repository.ts';
import { codeLimits, loginLimits, passwordChangeLimits, signUpLimits } from './auth.limits.ts';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../../platform/password-hashing.ts';
import { endOtherSessions, endSession, startSession, type DeviceInfo } from './sessions.service.ts';

// Sessions as other features see them (reality checks, operators' player view and freeze).
export {
  endOtherSessions,
  liveSessionStart,
  playerSessions,
  playersOnDevices,
  sessionDevicesOf,
  sessionStartedAt,
  sharedLogins,
} from './sessions.service.ts';
import { redeemCode } from './verification-codes.service.ts';

/**
 * What sign-in asks of features that rank above auth (player protection, the player-info read
 * model), handed in by app.ts so auth imports none of them (docs/architecture/tiers.md).
 */
export interface AuthHooks {
  /** Player protection's door at sign-up, inside its transaction: a refusal rolls the account back. */
  admitNewPlayer(tx: Queryable, playerId: number, person: { phone: string | null; deviceId: string }, now: Date): Promise<void>;
  /** Player protection's door at each login, once the password is right. */
  admitLogin(db: Queryable, playerId: number, deviceId: string, now: Date): Promise<void>;
  /** The player as the app shows them (features/player-info). */
  playerInfo(db: Queryable, playerId: number): Promise<PlayerInfo>;
}

export type AuthContext = Pick<AppContext, 'db' | 'clock' | 'limiter' | 'config'> & { hooks: AuthHooks };
type Ctx = AuthContext;

async function loginResponse(
  ctx: Ctx,
  player: PlayerRecord,
  device: DeviceInfo,
  registered: boolean,
): Promise<{ body: LoginResponse; token: string }> {
  const token = await startSession(ctx.db, ctx.clock, ctx.config.sessionTtlMs, player.id, device);
  const info = await ctx.hooks.playerInfo(ctx.db, player.id);
  return {
    token,
    body: {
      playerInfo: {
        playerIcon: { name: info.name, playerId: info.playerId, showId: info.showId, vip: info.vip, icon: info.icon },
        gold: info.gold,
        vipExperience: info.vipExperience,
      },
      token,
      account: info.account,
      deviceId: device.deviceId,
      firstPayState: info.firstPayState,
      popupList: await popupList(ctx.db, info, ctx.clock.now()),
      registered,
    },
  };
}

export async function signUp(
  ctx: Ctx,
  command: Extract<LoginCommand, { kind: 'signUpAccount' | 'signUpEmail' }>,
  request: LoginRequest,
  device: DeviceInfo,
) {
  await ctx.limiter.hit(signUpLimits.ip(device.ip, ctx.config.signUpsPerIpPerHour));
  const passwordHash = await hashPassword(command.token);
  const player = await ctx.db.transaction(async (tx) => {
    const created = await createPlayer(tx, {
      account: command.kind === 'signUpAccount' ? command.account : null,
      email: command.kind === 'signUpEmail' ? command.account : null,
      phone: command.kind === 'signUpAccount' ? command.telephone : null,
      agentId: request.agentId,
      deviceId: device.deviceId,
      h5Param: request.h5Param,
    });
    await insertCredentials(tx, created.id, passwordHash);
    // Exclusions bind the person, and the national register (docs/compliance/exclusions.md).
    await ctx.hooks.admitNewPlayer(tx, created.id, { phone: command.kind === 'signUpAccount' ? command.telephone : null, deviceId: device.deviceId }, ctx.clock.now());
    return created;
  });
  return loginResponse(ctx, player, device, true);
}

/**
 * The identity the failure limits count against, the same however it is typed: a phone in the
 * account field (any number of leading zeros) is the phone, so spellings cannot reset the count.
 */
function loginKey(command: Extract<LoginCommand, { kind: 'loginPhone' | 'loginAccount' | 'loginEmail' }>): string {
  if (command.kind === 'loginPhone') return `phone:${command.phone}`;
  if (command.kind === 'loginAccount' && /^\d+$/.test(command.account)) return `phone:${normalizePhone(command.account)}`;
  return `${command.kind === 'loginEmail' ? 'email' : 'account'}:${command.account.toLowerCase()}`;
}

export async function logIn(
  ctx: Ctx,
  command: Extract<LoginCommand, { kind: 'loginPhone' | 'loginAccount' | 'loginEmail' }>,
  device: DeviceInfo,
) {
  const key = loginKey(command);
  await ctx.limiter.hit(loginLimits.ip(device.ip));
  await ctx.limiter.check(loginLimits.accountIpFailures(key, device.ip), loginLimits.accountFailures(key));

  const player = await findPlayerForLogin(
    ctx.db,
    command.kind === 'loginPhone'
      ? { phone: command.phone }
      : command.kind === 'loginEmail'
        ? { email: command.account }
        : { account: command.account },
  );
  const passwordHash = player ? await selectPasswordHash(ctx.db, player.id) : null;
  const ok = passwordHash ? await verifyPassword(passwordHash, command.token) : await verifyAgainstNothing(command.token);
  if (!player || !ok) {
    await ctx.limiter.record(loginLimits.accountIpFailures(key, device.ip), loginLimits.accountFailures(key));
    throw new AppError(ErrorCode.wrongCredentials);
  }
  if (player.status !== 'active') throw new AppError(ErrorCode.accountBlocked);
  await ctx.hooks.admitLogin(ctx.db, player.id, device.deviceId, ctx.clock.now());
  if (passwordHash && needsRehash(passwordHash)) {
    await updatePasswordHash(ctx.db, player.id, await hashPassword(command.token), ctx.clock.now());
  }
  return loginResponse(ctx, player, device, false);
}

export async function logOut(ctx: Ctx, sessionId: number): Promise<void> {
  await endSession(ctx.db, ctx.clock, sessionId);
}

export async function changePassword(
  ctx: Ctx,
  session: { playerId: number; sessionId: number },
  change: { oldPassword: string; newPassword: string },
): Promise<void> {
  const limit = passwordChangeLimits.player(session.playerId);
  await ctx.limiter.check(limit);
  const current = await selectPasswordHash(ctx.db, session.playerId);
  if (!current || !(await verifyPassword(current, change.oldPassword))) {
    await ctx.limiter.record(limit);
    throw new AppError(ErrorCode.currentPasswordWrong);
  }
  if (change.oldPassword === change.newPassword) throw new AppError(ErrorCode.samePassword);
  const next = await hashPassword(change.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, session.playerId, next, ctx.clock.now());
    await endOtherSessions(tx, ctx.clock, session.playerId, session.sessionId);
  });
}

/** True when `password` is the player's current one (features that ask for it again, e.g. self-exclusion). */
export async function verifyPlayerPassword(db: Queryable, playerId: number, password: string): Promise<boolean> {
  const current = await selectPasswordHash(db, playerId);
  return current ? verifyPassword(current, password) : verifyAgainstNothing(password);
}

/** Password recovery: the code proves the phone; every session of the player ends. */
export async function resetPassword(
  ctx: Ctx,
  request: { phone: string; verifyCode: string; token: string },
  ip: string,
): Promise<void> {
  await ctx.limiter.hit(codeLimits.ip(ip));
  await ctx.limiter.check(codeLimits.verifyFailures(request.phone));
  const player = await findPlayerForLogin(ctx.db, { phone: request.phone });
  try {
    await redeemCode(ctx.db, ctx.clock, { phone: request.phone, purpose: 'recover', code: request.verifyCode });
  } catch (error) {
    await ctx.limiter.record(codeLimits.verifyFailures(request.phone));
    throw error;
  }
  // A code is only ever sent to a registered phone, so a redeemed code implies a player.
  if (!player) throw new AppError(ErrorCode.codeInvalid);
  const next = await hashPassword(request.token);
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, player.id, next, ctx.clock.now());
    await endOtherSessions(tx, ctx.clock, player.id, null);
  });
}

export async function bindVerifiedPhone(
  ctx: Ctx,
  playerId: number,
  request: { phone: string; verifyCode: string },
): Promise<PlayerInfo> {
  const player = await getPlayer(ctx.db, playerId);
  if (player.phone) throw new AppError(ErrorCode.phoneAlreadyBound);
  await ctx.limiter.check(codeLimits.verifyFailures(request.phone));
  try {
    const redeemed = await redeemCode(ctx.db, ctx.clock, {
      phone: request.phone,
      purpose: 'bind',
      code: request.verifyCode,
    });
    if (redeemed.playerId !== playerId) throw new AppError(ErrorCode.codeInvalid);
  } catch (error) {
    await ctx.limiter.record(codeLimits.verifyFailures(request.phone));
    throw error;
  }
  await bindPhone(ctx.db, playerId, request.phone);
  return ctx.hooks.playerInfo(ctx.db, playerId);
}
