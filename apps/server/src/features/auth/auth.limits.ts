// Rate limits of the account endpoints (docs/requirements/accounts.md#8-rate-limits): per IP, per account+IP and per
// account. Failed passwords count per account+IP, so a guesser is slowed down while the owner,
// from another address, still gets in; the per-account ceiling only stops wide distributed runs.
import type { Limit } from '../../platform/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;

export const loginLimits = {
  ip: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowSeconds: 10 * MINUTE }),
  accountIpFailures: (account: string, ip: string): Limit => ({
    key: `login:fail:${account}:${ip}`,
    max: 5,
    windowSeconds: 15 * MINUTE,
  }),
  accountFailures: (account: string): Limit => ({ key: `login:fail:${account}`, max: 50, windowSeconds: HOUR }),
};

export const signUpLimits = {
  /** `max` is config (SIGNUPS_PER_IP_PER_HOUR, default 10). */
  ip: (ip: string, max: number): Limit => ({ key: `signup:ip:${ip}`, max, windowSeconds: HOUR }),
};

export const codeLimits = {
  ip: (ip: string): Limit => ({ key: `code:ip:${ip}`, max: 10, windowSeconds: HOUR }),
  phone: (phone: string): Limit => ({ key: `code:phone:${phone}`, max: 5, windowSeconds: HOUR }),
  resend: (phone: string): Limit => ({ key: `code:resend:${phone}`, max: 1, windowSeconds: MINUTE }),
  /** Wrong codes entered for a phone (reset or bind), across all codes sent to it. */
  verifyFailures: (phone: string): Limit => ({ key: `code:fail:${phone}`, max: 10, windowSeconds: HOUR }),
};

export const passwordChangeLimits = {
  player: (playerId: number): Limit => ({ key: `password:player:${playerId}`, max: 10, windowSeconds: 15 * MINUTE }),
};
