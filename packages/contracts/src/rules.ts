// The spec §5 validation rules, with the language-table key of each message. The server and the
// apps use these same schemas, so both refuse the same input with the same words.
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import type { MessageKey } from './messages/en.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const PK_MOBILE = /^3\d{9}$/;

/** Leading zeros are stripped from phone numbers (spec §5): 03001234567 → 3001234567. */
export function normalizePhone(raw: string): string {
  return raw.replace(/^0+/, '');
}

/** What numeric inputs keep of what is typed or pasted (spec §5: strip non-digits, truncate). */
export function digitsOnly(raw: string, maxLength: number): string {
  return raw.replace(/\D/g, '').slice(0, maxLength);
}

export function requiredText(key: MessageKey) {
  return z.string({ error: key }).trim().min(1, key);
}

/** A phone number as typed: required, numeric, at most 11 digits; leading zeros dropped. */
export function phoneNumber(requiredKey: MessageKey) {
  return requiredText(requiredKey)
    .max(LIMITS.phoneMaxLength, 'phoneFormat')
    .regex(/^\d+$/, 'phoneFormat')
    .transform(normalizePhone);
}

/** A Pakistani mobile number (+92): 10 digits starting with 3 once leading zeros are dropped. */
export function mobileNumber(requiredKey: MessageKey) {
  return phoneNumber(requiredKey).refine((value) => PK_MOBILE.test(value), 'phoneFormat');
}

/** A password being chosen: 6–12 characters (never trimmed, never truncated). */
export function newPassword(requiredKey: MessageKey = 'passwordCannotBeEmpty') {
  return z
    .string({ error: requiredKey })
    .min(1, requiredKey)
    .max(LIMITS.passwordMaxLength, 'passwordLength')
    .refine(
      (value) => value.length >= LIMITS.passwordMinValid && value.length <= LIMITS.passwordMaxValid,
      'passwordLength',
    );
}

/** A password being entered to log in: present and within the input's 20 characters. */
export function enteredPassword(requiredKey: MessageKey = 'passwordCannotBeEmpty') {
  return z.string({ error: requiredKey }).min(1, requiredKey).max(LIMITS.passwordMaxLength, 'passwordLength');
}

/** The non-blocking hint of spec §5: shown under the field, never stops a submit. */
export function passwordHasLetterAndDigit(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value);
}

export function accountName(requiredKey: MessageKey = 'accountRequired') {
  return requiredText(requiredKey)
    .min(LIMITS.accountMinLength, 'accountFormat')
    .max(LIMITS.accountMaxLength, 'accountFormat')
    .regex(ACCOUNT_NAME, 'accountFormat');
}

export function emailAddress(requiredKey: MessageKey = 'fieldCannotBeEmpty') {
  return requiredText(requiredKey)
    .max(LIMITS.emailMaxLength, 'invalidEmail')
    .regex(EMAIL, 'invalidEmail')
    .transform((value) => value.toLowerCase());
}

export const nickname = requiredText('nicknameRequired').max(LIMITS.nicknameMaxLength, 'nicknameTooLong');

export const avatarNumber = z
  .number({ error: 'avatarInvalid' })
  .int('avatarInvalid')
  .min(LIMITS.avatarFirst, 'avatarInvalid')
  .max(LIMITS.avatarLast, 'avatarInvalid');

export const verifyCode = requiredText('verifyCodeRequired').regex(/^\d{6}$/, 'verifyCodeFormat');

export const ageConfirmation = z.literal(true, { error: 'ageConfirmationRequired' });
