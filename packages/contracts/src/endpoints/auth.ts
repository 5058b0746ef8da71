// POST /usercenter/game/login: login (type 0) and sign-up (type 2) with its payload (docs/requirements/accounts.md#4-login).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { PlayerIcon, hundredths } from '../player.ts';
import {
  accountName,
  ageConfirmation,
  emailAddress,
  enteredPassword,
  mobileNumber,
  newPassword,
  phoneNumber,
  requiredText,
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
export const LoginByPhone = z.object({
  phone: phoneNumber('userPhoneRequired'),
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
