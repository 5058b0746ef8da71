// The e2e operators (created by playwright.config.ts through the operator CLI) on the operator API
// and in the console.
import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export type E2eOperator = 'e2e_finance' | 'e2e_payer' | 'e2e_admin' | 'e2e_admin2';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** An operator's password and current TOTP code (each code is accepted once per operator). */
export function operatorCredentials(username: E2eOperator): { username: string; password: string; code: () => string } {
  const all = JSON.parse(process.env.E2E_OPERATORS ?? '{}') as Record<string, { password: string; secret: string }>;
  const found = all[username];
  if (!found) throw new Error(`no e2e operator ${username}`);
  return { username, password: found.password, code: () => totp(found.secret) };
}

/** Waits for the next TOTP step (a code already used by this operator is refused). */
export const nextTotpStep = () => new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));

/**
 * Tokens this worker already holds: each TOTP code is accepted once per operator, so a second
 * login within the same 30 s step had to wait for the next one. A kept token is used while the
 * server still knows it (`/admin/api/me`).
 */
const tokens = new Map<E2eOperator, string>();

async function stillValid(request: APIRequestContext, token: string): Promise<boolean> {
  return (await request.get('/admin/api/me', { headers: { 'x-operator-token': token } })).ok();
}

/** An operator's token on the operator API: the one this worker holds, else a new login. */
export async function operatorLogin(request: APIRequestContext, username: E2eOperator = 'e2e_finance'): Promise<string> {
  const kept = tokens.get(username);
  if (kept && (await stillValid(request, kept))) return kept;
  const token = await freshOperatorLogin(request, username);
  tokens.set(username, token);
  return token;
}

/** Logs an operator in; a second login in the same step waits for the next. */
async function freshOperatorLogin(request: APIRequestContext, username: E2eOperator): Promise<string> {
  const who = operatorCredentials(username);
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await request.post('/admin/api/login', { data: { username: who.username, password: who.password, code: who.code() } });
    if (reply.ok()) return ((await reply.json()) as { token: string }).token;
    await nextTotpStep();
  }
  throw new Error('operator login failed');
}
