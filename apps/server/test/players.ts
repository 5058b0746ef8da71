// Test players created through the real sign-up endpoint, and the login calls tests make.
import type { LoginResponse } from '@khel/contracts/endpoints/auth';
import type { FastifyInstance } from 'fastify';
import { call, type CallResult } from './test-app.ts';

let counter = 0;

export function uniquePhone(): string {
  counter += 1;
  return `3${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter % 1000).padStart(3, '0')}`;
}

export function uniqueAccount(): string {
  counter += 1;
  return `p${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 11);
}

export function uniqueEmail(): string {
  counter += 1;
  return `e${Date.now().toString(36).slice(-6)}${counter}@khel.example`;
}

let ipCounter = 0;

/** A remote address no other test in the file uses, so rate limits do not bleed between tests. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.200.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** The test person's own device id (one per sign-up name; the same at every login). */
export function deviceOf(name: string): string {
  return `test-device-${name.toLowerCase()}`;
}

export interface SignedUp {
  token: string;
  playerId: number;
  showId: string;
  account: string;
  /** The national number as stored, or '' for an email sign-up. */
  phone: string;
  password: string;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ account: string; phone: string; password: string; agentId: string; ip: string; deviceId: string }> = {},
): Promise<SignedUp> {
  const account = overrides.account ?? uniqueAccount();
  const phone = overrides.phone ?? uniquePhone();
  const password = overrides.password ?? 'secret12';
  const result = await call<{ token: string; playerInfo: { playerIcon: { playerId: number; showId: string } } }>(
    app,
    'POST',
    '/usercenter/game/login',
    {
      type: 2,
      loginType: 64,
      account,
      telephone: phone,
      token: password,
      ageConfirmed: true,
      agentId: overrides.agentId ?? '',
      // Each test person has a device of their own: exclusions bind the device (player protection).
      deviceId: overrides.deviceId ?? deviceOf(account),
    },
    { ip: overrides.ip ?? `10.1.${counter % 250}.${(counter * 7) % 250}` },
  );
  if (result.code !== 1) throw new Error(`sign-up failed: ${result.code} ${result.msg}`);
  return {
    token: result.data.token,
    playerId: result.data.playerInfo.playerIcon.playerId,
    showId: result.data.playerInfo.playerIcon.showId,
    account,
    phone,
    password,
  };
}

/** Signs up with an email address (loginType 32: the email goes in `account`, no phone). */
export async function signUpByEmail(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; ip: string }> = {},
): Promise<SignedUp> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'secret12';
  const result = await call<LoginResponse>(
    app,
    'POST',
    '/usercenter/game/login',
    { type: 2, loginType: 32, account: email, token: password, ageConfirmed: true, deviceId: deviceOf(email) },
    { ip: overrides.ip ?? uniqueIp() },
  );
  if (result.code !== 1) throw new Error(`email sign-up failed: ${result.code} ${result.msg}`);
  return {
    token: result.data.token,
    playerId: result.data.playerInfo.playerIcon.playerId,
    showId: result.data.playerInfo.playerIcon.showId,
    account: email.toLowerCase(),
    phone: '',
    password,
  };
}

export type LoginBy =
  | { phone: string; password: string }
  | { account: string; password: string }
  | { email: string; password: string };

/** Logs in through the form the credentials belong to (loginType 2 phone, 64 account, 32 email). */
export function logIn(
  app: FastifyInstance,
  by: LoginBy,
  options: { ip?: string; deviceId?: string; deviceDetail?: Record<string, string> } = {},
): Promise<CallResult<LoginResponse>> {
  const form =
    'phone' in by
      ? { loginType: 2, phone: by.phone }
      : 'email' in by
        ? { loginType: 32, account: by.email }
        : { loginType: 64, account: by.account };
  return call<LoginResponse>(
    app,
    'POST',
    '/usercenter/game/login',
    {
      type: 0,
      ...form,
      token: by.password,
      deviceId: options.deviceId ?? deviceOf('phone' in by ? by.phone : 'email' in by ? by.email : by.account),
      ...(options.deviceDetail ? { deviceDetail: options.deviceDetail } : {}),
    },
    { ip: options.ip ?? uniqueIp() },
  );
}
