// POST /usercenter/game/login: login (type 0) and sign-up (type 2) with the spec §3 payload.
import { z } from 'zod';
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

const DeviceDetail = z.object({
  systemVersion: z.string().max(64).optional(),
  brand: z.string().max(64).optional(),
  browser: z.string().max(64).optional(),
});

const H5Param = z.object({
  pixelId: z.string().max(64).optional(),
  urlId: z.string().max(64).optional(),
  linkId: z.string().max(64).optional(),
  uuid: z.string().max(64).optional(),
});

/** The wire shape; `parseLogin` applies the rules of the form that `type`/`loginType` name. */
export const LoginRequest = z.object({
  agentId: z.string().max(32).default(''),
  deviceType: z.enum(['iOS', 'Android', 'unknown']).catch('unknown').default('unknown'),
  type: z.union([z.literal(LoginFormType.login), z.literal(LoginFormType.register)], { error: 'invalidRequest' }),
  loginType: z.union([z.literal(LoginType.phone), z.literal(LoginType.email), z.literal(LoginType.account)], {
    error: 'invalidRequest',
  }),
  token: z.string().max(200).default('').describe('the password'),
  verifyCode: z.string().max(16).default(''),
  account: z.string().max(200).default(''),
  telephone: z.string().max(200).default('').describe('sign-up phone, without +92'),
  phone: z.string().max(200).default('').describe('login phone'),
  ageConfirmed: z.boolean().default(false).describe('sign-up: the player confirmed being 18 or older'),
  h5Param: H5Param.default({}),
  deviceId: z.string().max(128).default(''),
  deviceDetail: DeviceDetail.default({}),
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
  playerInfo: z.object({ playerIcon: PlayerIcon, gold: hundredths, vipExperience: z.number().int() }),
  token: z.string(),
  account: z.string(),
  deviceId: z.string(),
  firstPayState: z.number().int(),
  popupList: z.string().describe("comma codes: '2' first-deposit popup, '1' agency popup"),
  registered: z.boolean().describe('true when this call created the account'),
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
