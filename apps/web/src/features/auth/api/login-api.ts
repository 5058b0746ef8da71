// The login/sign-up call (POST /usercenter/game/login) with its payload (docs/requirements/accounts.md#4-login).
import type { LoginType} from '@khel/contracts/endpoints/auth';
import { LoginFormType, login, type LoginResponse } from '@khel/contracts/endpoints/auth';
import type * as z from 'zod/mini';
import { callApi } from '../../../lib/api-client.ts';
import { currentAgentId, currentH5Param } from '../../../lib/attribution.ts';
import { deviceDetail, deviceType, ensureDeviceId } from '../../../lib/device.ts';

export type LoginTypeCode = (typeof LoginType)[keyof typeof LoginType];

/** What a form contributes; the rest of the payload is the same for every form. */
export type LoginInput =
  | { form: 'login'; loginType: typeof LoginType.phone; phone: string; password: string }
  | { form: 'login'; loginType: typeof LoginType.account | typeof LoginType.email; account: string; password: string }
  | { form: 'signup'; loginType: typeof LoginType.account; account: string; telephone: string; password: string; ageConfirmed: boolean }
  | { form: 'signup'; loginType: typeof LoginType.email; account: string; password: string; ageConfirmed: boolean };

export type LoginPayload = z.input<typeof login.request>;

export async function buildLoginPayload(input: LoginInput): Promise<LoginPayload> {
  return {
    agentId: currentAgentId(),
    deviceType: deviceType(),
    type: input.form === 'signup' ? LoginFormType.register : LoginFormType.login,
    loginType: input.loginType,
    token: input.password,
    verifyCode: '',
    account: 'account' in input ? input.account : '',
    telephone: 'telephone' in input ? input.telephone : '',
    phone: 'phone' in input ? input.phone : '',
    ageConfirmed: input.form === 'signup' ? input.ageConfirmed : false,
    h5Param: currentH5Param(),
    deviceId: await ensureDeviceId(),
    deviceDetail: deviceDetail(),
  };
}

export interface LoginResult {
  reply: LoginResponse;
  /** The phone the player typed (sign-up telephone or login phone), for the stored telephone. */
  telephone: string;
}

export async function loginRequest(input: LoginInput): Promise<LoginResult> {
  const reply = await callApi(login, await buildLoginPayload(input));
  const telephone = 'telephone' in input ? input.telephone : 'phone' in input ? input.phone : '';
  return { reply, telephone };
}
