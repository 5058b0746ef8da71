// HMAC-SHA256 signatures over the raw body, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function signatureMatches(secret: string, body: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(hmacHex(secret, body), 'utf8');
  const actual = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A shared secret sent as is (PG's secret_key, CQ9's wtoken, Evolution's authToken), compared in constant time. */
export function secretMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = createHmac('sha256', 'khel-compare').update(expected, 'utf8').digest();
  const b = createHmac('sha256', 'khel-compare').update(given, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** The fields of an application/x-www-form-urlencoded body (the vendors that post forms). */
export function formFields(rawBody: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(rawBody));
}
