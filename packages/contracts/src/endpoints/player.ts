// The signed-in player's own account: read, profile, password, phone binding, logout. zod/mini: the
// player app's first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { PlayerInfo } from '../player.ts';
import { avatarNumber, enteredPassword, mobileNumber, newPassword, nickname, verifyCode } from '../rules.ts';

const Empty = z._default(z.object({}), {});
export const OkResponse = z.object({ ok: z.literal(true) });

export const playerInfo = endpoint({
  method: 'POST',
  path: '/usercenter/game/playerInfo',
  auth: true,
  summary: "The signed-in player's information",
  request: Empty,
  response: PlayerInfo,
});

export const ProfileRequest = z
  .object({ name: z.optional(nickname), icon: z.optional(avatarNumber) })
  .check(z.refine((value) => value.name !== undefined || value.icon !== undefined, 'nicknameRequired'));

export const profile = endpoint({
  method: 'POST',
  path: '/usercenter/game/profile',
  auth: true,
  summary: 'Change nickname (at most 10 characters) and/or avatar (2001–2040)',
  request: ProfileRequest,
  response: PlayerInfo,
});

export const ModifyPasswordRequest = z.object({
  oldPassword: enteredPassword('passwordRequired'),
  newPassword: newPassword('passwordRequired'),
});

export const modifyPassword = endpoint({
  method: 'POST',
  path: '/usercenter/game/modifyPassword',
  auth: true,
  summary: "Change the password (needs the current one); the player's other sessions are revoked",
  request: ModifyPasswordRequest,
  response: OkResponse,
});

export const BindPhoneRequest = z.object({
  phone: mobileNumber('phoneCannotBeEmpty'),
  verifyCode,
});

export const bindPhone = endpoint({
  method: 'POST',
  path: '/usercenter/game/bindAccount',
  auth: true,
  summary: 'Bind a phone number (+92) proven by a code from /usercenter/verifycode/{phone}?purpose=bind',
  request: BindPhoneRequest,
  response: PlayerInfo,
});

export const logout = endpoint({
  method: 'POST',
  path: '/usercenter/game/logout',
  auth: true,
  summary: 'Revoke the current session',
  request: Empty,
  response: OkResponse,
});
