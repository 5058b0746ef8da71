// The validation rules (docs/requirements/accounts.md#2-sign-up), with the language-table key of each message. The server and the
// apps use these same schemas, so both refuse the same input with the same words. zod/mini: the
// player app's first screen loads them (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { LIMITS } from './limits.ts';
import type { MessageKey } from './messages/en.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const PK_MOBILE = /^3\d{9}$/;

/** Leading zeros are stripped from phone numbers: 03001234567 → 3001234567. */
export function normalizePhone(raw: string): string {
  return raw.replace(/^0+/, '');
}

/** What numeric inputs keep of what is typed or pasted (strip non-digits, truncate). */
export function digitsOnly(raw: string, maxLength: number): string {
  return raw.replace(/\D/g, '').slice(0, maxLength);
}

export function requiredText(key: MessageKey) {
  return z.string({ error: key }).check(z.trim(), z.minLength(1, key));
}

/** A phone number as typed: required, numeric, at most 11 digits; leading zeros dropped. */
export function phoneNumber(requiredKey: MessageKey) {
  return z.pipe(
    requiredText(requiredKey).check(z.maxLength(LIMITS.phoneMaxLength, 'phoneFormat'), z.regex(/^\d+$/, 'phoneFormat')),
    z.transform(normalizePhone),
  );
}

/** A Pakistani mobile number (+92): 10 digits starting with 3 once leading zeros are dropped. */
export function mobileNumber(requiredKey: MessageKey) {
  return phoneNumber(requiredKey).check(z.refine((value) => PK_MOBILE.test(value), 'phoneFormat'));
}

/** A password being chosen: 6–12 characters (never trimmed, never truncated). */
export function newPassword(requiredKey: MessageKey = 'passwordCannotBeEmpty') {
  return z
    .string({ error: requiredKey })
    .check(
      z.minLength(1, requiredKey),
      z.maxLength(LIMITS.passwordMaxLength, 'passwordLength'),
      z.refine((value) => value.length >= LIMITS.passwordMinValid && value.length <= LIMITS.passwordMaxValid, 'passwordLength'),
    );
}

/** A password being entered to log in: present and within the input's 20 characters. */
export function enteredPassword(requiredKey: MessageKey = 'passwordCannotBeEmpty') {
  return z.string({ error: requiredKey }).check(z.minLength(1, requiredKey), z.maxLength(LIMITS.passwordMaxLength, 'passwordLength'));
}

/** The non-blocking hint: shown under the field, never stops a submit. */
export function passwordHasLetterAndDigit(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value);
}

export function accountName(requiredKey: MessageKey = 'accountRequired') {
  return requiredText(requiredKey).check(
    z.minLength(LIMITS.accountMinLength, 'accountFormat'),
    z.maxLength(LIMITS.accountMaxLength, 'accountFormat'),
    z.regex(ACCOUNT_NAME, 'accountFormat'),
  );
}

export function emailAddress(requiredKey: MessageKey = 'fieldCannotBeEmpty') {
  return z.pipe(
    requiredText(requiredKey).check(z.maxLength(LIMITS.emailMaxLength, 'invalidEmail'), z.regex(EMAIL, 'invalidEmail')),
    z.transform((value) => value.toLowerCase()),
  );
}

export const nickname = requiredText('nicknameRequired').check(z.maxLength(LIMITS.nicknameMaxLength, 'nicknameTooLong'));

export const avatarNumber = z
  .int({ error: 'avatarInvalid' })
  .check(z.minimum(LIMITS.avatarFirst, 'avatarInvalid'), z.maximum(LIMITS.avatarLast, 'avatarInvalid'));

export const verifyCode = requiredText('verifyCodeRequired').check(z.regex(/^\d{6}$/, 'verifyCodeFormat'));

export const ageConfirmation = z.literal(true, { error: 'ageConfirmationRequired' });

function digitTypeAsNumber(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && /^\d$/.test(type) ? { ...value, type: Number(type) } : value;
}

/**
 * A type-switched request whose `type` may arrive as a digit string, as the app's calls allow.
 * zod/mini has no `preprocess`: a transform piped into the schema is what classic builds for it.
 */
export function typeAsNumber<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(z.transform(digitTypeAsNumber), schema);
}
