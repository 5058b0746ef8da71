// JazzCash pp_SecureHash: HMAC-SHA256 keyed by the integrity salt over the salt, '&', and the
// non-empty values of every pp* field except pp_SecureHash, sorted by field name, joined by '&';
// uppercase hex.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function jazzcashHashInput(fields: Record<string, string>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith('pp') && name !== 'pp_SecureHash' && fields[name] !== '')
    .sort()
    .map((name) => fields[name]);
  return [integritySalt, ...values].join('&');
}

export function jazzcashSecureHash(fields: Record<string, string>, integritySalt: string): string {
  return createHmac('sha256', integritySalt).update(jazzcashHashInput(fields, integritySalt), 'utf8').digest('hex').toUpperCase();
}

export function jazzcashHashValid(fields: Record<string, string>, integritySalt: string): boolean {
  const given = Buffer.from((fields.pp_SecureHash ?? '').toUpperCase(), 'utf8');
  const expected = Buffer.from(jazzcashSecureHash(fields, integritySalt), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Response codes: 000 and 121 paid; 124 and 157 pending (awaiting the payer / in process); else failed. */
export function classifyJazzcashCode(code: string): 'paid' | 'pending' | 'failed' {
  if (code === '000' || code === '121') return 'paid';
  if (code === '124' || code === '157') return 'pending';
  return 'failed';
}
