// Verification codes and password recovery (/repassword, /login/restore).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { mobileNumber, newPassword, verifyCode } from '../rules.ts';
import { OkResponse } from './player.ts';

export const CodePurpose = z.enum(['recover', 'bind']);
export type CodePurpose = z.infer<typeof CodePurpose>;

export const VerifyCodeRequest = z.object({
  phone: mobileNumber('phoneCannotBeEmpty'),
  purpose: z._default(CodePurpose, 'recover'),
});

export const VerifyCodeResponse = z.object({
  sent: z.literal(true).check(z.describe('the same answer whether or not the phone is registered')),
  expiresInSeconds: z.int(),
  resendAfterSeconds: z.int(),
});

export const verifyCodeEndpoint = endpoint({
  method: 'GET',
  path: '/usercenter/verifycode/:phone',
  auth: false,
  summary: 'Send a one-time 6-digit code by SMS (purpose=recover, or bind for a signed-in player)',
  request: VerifyCodeRequest,
  response: VerifyCodeResponse,
});

export const FindPasswordRequest = z.object({
  phone: mobileNumber('phoneCannotBeEmpty'),
  verifyCode,
  token: newPassword('passwordRequired').check(z.describe('the new password')),
});

export const findPassword = endpoint({
  method: 'POST',
  path: '/usercenter/game/findPassword',
  auth: false,
  summary: 'Reset the password with a code sent to the bound phone; every session of the player is revoked',
  request: FindPasswordRequest,
  response: OkResponse,
});
