// Operator TOTP parameters (RFC 6238 defaults every authenticator app reads from the otpauth:// URL).
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD = 30;
const ISSUER = 'Khel';

export function totpFor(username: string, secret: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });
}
