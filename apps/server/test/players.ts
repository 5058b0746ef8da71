// Test players created through the real sign-up endpoint.
import type { FastifyInstance } from 'fastify';
import { call } from './test-app.ts';

let counter = 0;

export function uniquePhone(): string {
  counter += 1;
  return `3${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter % 1000).padStart(3, '0')}`;
}

export function uniqueAccount(): string {
  counter += 1;
  return `p${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 11);
}

export interface SignedUp {
  token: string;
  playerId: number;
  showId: string;
  account: string;
  phone: string;
  password: string;
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ account: string; phone: string; password: string; agentId: string; ip: string }> = {},
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
      deviceId: 'test-device',
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
