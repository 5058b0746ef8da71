// The e2e operator (created by playwright.config.ts through the operator CLI) on the operator API.
import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret. */
function totp(secret: string, at = Date.now()): string {
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

/** Logs the e2e operator in; a TOTP code is accepted once, so a second login in the same step waits for the next. */
export async function operatorLogin(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await request.post('/admin/api/login', {
      data: { username: process.env.E2E_OPERATOR_USER, password: process.env.E2E_OPERATOR_PASSWORD, code: totp(process.env.E2E_OPERATOR_SECRET ?? '') },
    });
    if (reply.ok()) return ((await reply.json()) as { token: string }).token;
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
  throw new Error('operator login failed');
}
