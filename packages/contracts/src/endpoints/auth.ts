// The auth feature's player API: login (type 0) and sign-up (type 2) with its payload
// (docs/requirements/accounts.md#4-login), logout, password change, phone binding, verification codes
// and password recovery. zod/mini: the player app's first screen loads it
// (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { hundredths } from '../money.ts';
import { PlayerInfo } from './player-info.ts';
import {
  accountName,
  ageConfirmation,
  emailAddress,
  enteredPassword,
  mobileNumber,
  newPassword,
  requiredText,
  verifyCode,
} from '../rules.ts';

export const LoginFormType = { login: 0, register: 2 } as const;
export const LoginType = { phone: 2, email: 32, account: 64 } as const;

const shortText = () => z.optional(z.string().check(z.maxLength(64)));

const DeviceDetail = z.object({
  systemVersion: shortText(),
  brand: shortText(),
  browser: shortText(),
});

const H5Param = z.object({
  pixelId: shortText(),
  urlId: shortText(),
  linkId: shortText(),
  uuid: shortText(),
});

/** A text field that may be left out: '' when it is. */
function text(maxLength: number) {
  return z._default(z.string().check(z.maxLength(maxLength)), '');
}

/** The wire shape; `parseLogin` applies the rules of the form that `type`/`loginType` name. */
export const LoginRequest = z.object({
  agentId: text(32),
  deviceType: z._default(z.catch(z.enum(['iOS', 'Android', 'unknown']), 'unknown'), 'unknown'),
  type: z.union([z.literal(LoginFormType.login), z.literal(LoginFormType.register)], { error: 'invalidRequest' }),
  loginType: z.union([z.literal(LoginType.phone), z.literal(LoginType.email), z.literal(LoginType.account)], {
    error: 'invalidRequest',
  }),
  token: text(200).check(z.describe('the password')),
  verifyCode: text(16),
  account: text(200),
  telephone: text(200).check(z.describe('sign-up phone, without +92')),
  phone: text(200).check(z.describe('login phone')),
  ageConfirmed: z._default(z.boolean(), false).check(z.describe('sign-up: the player confirmed being 18 or older')),
  h5Param: z._default(H5Param, {}),
  deviceId: text(128),
  deviceDetail: z._default(DeviceDetail, {}),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SignUpByAccount = z.object({
  account: accountName('accountRequired'),
  telephone: mobileNumber('phoneRequired'),
  token: newPassword(),
  ageConfirmed: ageConfirmation,
});
export const SignUpByEmail = z.object({
  account: emailAddress('fieldCannotBeEmpty'),
  token: newPassword('fieldCannotBeEmpty'),
  ageConfirmed: ageConfirmation,
});
// Every phone an account holds passed mobileNumber (sign-up, binding), so a shorter or foreign one is
// refused as mistyped, before any lookup, and the auth popup says so without sending it.
export const LoginByPhone = z.object({
  phone: mobileNumber('userPhoneRequired'),
  token: enteredPassword('passwordRequired'),
});
export const LoginByAccount = z.object({
  account: requiredText('phoneOrUsernameRequired'),
  token: enteredPassword('passwordCannotBeEmpty'),
});
export const LoginByEmail = z.object({
  account: emailAddress('fieldCannotBeEmpty'),
  token: enteredPassword('fieldCannotBeEmpty'),
});

export type LoginCommand =
  | ({ kind: 'signUpAccount' } & z.infer<typeof SignUpByAccount>)
  | ({ kind: 'signUpEmail' } & z.infer<typeof SignUpByEmail>)
  | ({ kind: 'loginPhone' } & z.infer<typeof LoginByPhone>)
  | ({ kind: 'loginAccount' } & z.infer<typeof LoginByAccount>)
  | ({ kind: 'loginEmail' } & z.infer<typeof LoginByEmail>);

/** The rules of the form a login request comes from, by its type and loginType. */
export function loginRules(request: LoginRequest) {
  if (request.type === LoginFormType.register) {
    return request.loginType === LoginType.email
      ? { kind: 'signUpEmail' as const, schema: SignUpByEmail }
      : { kind: 'signUpAccount' as const, schema: SignUpByAccount };
  }
  if (request.loginType === LoginType.phone) return { kind: 'loginPhone' as const, schema: LoginByPhone };
  if (request.loginType === LoginType.email) return { kind: 'loginEmail' as const, schema: LoginByEmail };
  return { kind: 'loginAccount' as const, schema: LoginByAccount };
}

/** The reduced card inside the login response (playerIcon). */
export const PlayerIcon = z.object({
  name: z.string(),
  playerId: z.int(),
  showId: z.string(),
  vip: z.int(),
  icon: z.int(),
});

export const LoginResponse = z.object({
  playerInfo: z.object({ playerIcon: PlayerIcon, gold: hundredths, vipExperience: z.int() }),
  token: z.string(),
  account: z.string(),
  deviceId: z.string(),
  firstPayState: z.int(),
  popupList: z.string().check(z.describe("comma codes: '2' first-deposit popup, '1' agency popup")),
  registered: z.boolean().check(z.describe('true when this call created the account')),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const login = endpoint({
  method: 'POST',
  path: '/usercenter/game/login',
  auth: false,
  summary: 'Log in (type 0) or sign up (type 2); the session token is in data.token and the satoken header',
  request: LoginRequest,
  response: LoginResponse,
});

// The signed-in player's credentials: password, phone, session.
const Empty = z._default(z.object({}), {});
export const OkResponse = z.object({ ok: z.literal(true) });

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

// Verification codes and password recovery (/repassword, /login/restore).
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
