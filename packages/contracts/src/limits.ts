// Constants and limits (docs/requirements/README.md) shared by the server and the apps.
export const LIMITS = {
  phoneMaxLength: 11,
  passwordMaxLength: 20,
  passwordMinValid: 6,
  passwordMaxValid: 12,
  accountMinLength: 4,
  accountMaxLength: 11,
  emailMaxLength: 64,
  nicknameMaxLength: 10,
  avatarFirst: 2001,
  avatarLast: 2040,
  verifyCodeLength: 6,
  submitDebounceMs: 500,
  carouselMs: 3000,
  refreshMs: 30_000,
  badgeDelayMs: 1500,
  badgeMax: 7,
  signUpCountryCode: '+92',
  loginCountryCode: '+83',
} as const;

/**
 * The agency invitation code is the inviter's show id behind this fixed prefix
 * (docs/requirements/agency.md#1-invitation-code-and-share-link).
 */
export const AGENT_ID_PREFIX = 'KH';

export const AVATAR_NUMBERS: readonly number[] = Array.from(
  { length: LIMITS.avatarLast - LIMITS.avatarFirst + 1 },
  (_, i) => LIMITS.avatarFirst + i,
);

export function avatarFileName(icon: number): string {
  return `head_${icon}.png`;
}

/** Returns the avatar number of a `head_{n}.png` path, or null when it is not a valid avatar. */
export function avatarNumberFromPath(path: string): number | null {
  const match = /(?:^|\/)head_(\d{4})\.png$/.exec(path);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= LIMITS.avatarFirst && n <= LIMITS.avatarLast ? n : null;
}
