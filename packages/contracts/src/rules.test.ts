// The validation rules (docs/requirements/accounts.md#2-sign-up) with their exact English messages. The server answers with the first
// issue's message, so that is the one checked here.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AVATAR_NUMBERS, avatarFileName, avatarNumberFromPath } from './limits.ts';
import { en } from './messages/en.ts';
import { isMessageKey, pickLanguage, translate } from './messages/languages.ts';
import {
  accountName,
  ageConfirmation,
  avatarNumber,
  digitsOnly,
  emailAddress,
  enteredPassword,
  mobileNumber,
  newPassword,
  nickname,
  normalizePhone,
  passwordHasLetterAndDigit,
  phoneNumber,
  verifyCode,
} from './rules.ts';

/** The English message the server would show for `value`, or null when it is accepted. */
function firstMessage(schema: z.core.$ZodType, value: unknown): string | null {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return null;
  const key = parsed.error.issues[0]?.message ?? '';
  return isMessageKey(key) ? en[key] : `not a message key: ${key}`;
}

describe('phone numbers', () => {
  const phone = phoneNumber('userPhoneRequired');

  it('drop their leading zeros', () => {
    expect(normalizePhone('03001234567')).toBe('3001234567');
    expect(normalizePhone('003001234567')).toBe('3001234567');
    expect(phone.parse('03001234567')).toBe('3001234567');
    expect(phone.parse('3001234567')).toBe('3001234567');
  });

  it('are required with the message of the form', () => {
    expect(firstMessage(phone, '')).toBe('User Phone is required');
    expect(firstMessage(phone, '   ')).toBe('User Phone is required');
    expect(firstMessage(phone, undefined)).toBe('User Phone is required');
    expect(firstMessage(phoneNumber('phoneRequired'), '')).toBe('Phone is required');
  });

  it('refuse non-digits and more than 11 digits', () => {
    const format = 'Enter a valid mobile number (10 digits starting with 3)';
    expect(firstMessage(phone, '300-1234567')).toBe(format);
    expect(firstMessage(phone, '30012345a7')).toBe(format);
    expect(firstMessage(phone, '+923001234567')).toBe(format);
    expect(firstMessage(phone, '030012345678')).toBe(format);
    expect(firstMessage(phone, '03001234567')).toBeNull();
  });

  it('for sign-up and binding are Pakistani mobiles: 10 digits starting with 3', () => {
    const mobile = mobileNumber('phoneRequired');
    expect(mobile.parse('03001234567')).toBe('3001234567');
    expect(firstMessage(mobile, '')).toBe('Phone is required');
    expect(firstMessage(mobile, '2001234567')).toBe('Enter a valid mobile number (10 digits starting with 3)');
    expect(firstMessage(mobile, '300123456')).toBe('Enter a valid mobile number (10 digits starting with 3)');
  });
});

describe('digitsOnly', () => {
  it('keeps the digits of what is typed or pasted, truncated to the field length', () => {
    expect(digitsOnly('0300-12a34 567', 11)).toBe('03001234567');
    expect(digitsOnly('+92 300 1234567', 11)).toBe('92300123456');
    expect(digitsOnly('abc', 11)).toBe('');
    expect(digitsOnly('12345', 3)).toBe('123');
  });
});

describe('passwords', () => {
  const password = newPassword();

  it("are 6 to 12 characters: 'At least 6-12 characters'", () => {
    expect(firstMessage(password, 'a'.repeat(5))).toBe('At least 6-12 characters');
    expect(firstMessage(password, 'a'.repeat(13))).toBe('At least 6-12 characters');
    expect(firstMessage(password, 'a'.repeat(21))).toBe('At least 6-12 characters');
    expect(firstMessage(password, 'a'.repeat(6))).toBeNull();
    expect(firstMessage(password, 'a'.repeat(12))).toBeNull();
  });

  it('are never trimmed nor truncated', () => {
    expect(password.parse(' abc1 ')).toBe(' abc1 ');
    expect(firstMessage(password, '  abcd  ')).toBeNull();
    expect(firstMessage(password, ` ${'a'.repeat(12)} `)).toBe('At least 6-12 characters');
    expect(firstMessage(password, '    a')).toBe('At least 6-12 characters');
  });

  it('are required with the message of the form', () => {
    expect(firstMessage(newPassword(), '')).toBe('Password cannot be empty');
    expect(firstMessage(newPassword('passwordRequired'), '')).toBe('Password is required');
    expect(firstMessage(newPassword('fieldCannotBeEmpty'), undefined)).toBe('Field cannot be empty');
  });

  it('entered at login are only required and at most 20 characters', () => {
    expect(firstMessage(enteredPassword('passwordRequired'), '')).toBe('Password is required');
    expect(firstMessage(enteredPassword(), '')).toBe('Password cannot be empty');
    expect(firstMessage(enteredPassword(), 'abc')).toBeNull();
    expect(firstMessage(enteredPassword(), 'a'.repeat(20))).toBeNull();
    expect(firstMessage(enteredPassword(), 'a'.repeat(21))).toBe('At least 6-12 characters');
  });

  it('get a letter-and-digit hint that never blocks', () => {
    expect(passwordHasLetterAndDigit('abc123')).toBe(true);
    expect(passwordHasLetterAndDigit('abcdef')).toBe(false);
    expect(passwordHasLetterAndDigit('123456')).toBe(false);
    expect(firstMessage(password, 'abcdef')).toBeNull();
  });
});

describe('account names', () => {
  const account = accountName();

  it("are required: 'account is required'", () => {
    expect(firstMessage(account, '')).toBe('account is required');
    expect(firstMessage(account, '  ')).toBe('account is required');
  });

  it('are 4–11 letters, digits or _ starting with a letter', () => {
    const format = 'Account must be 4-11 letters, digits or _ and start with a letter';
    expect(firstMessage(account, 'ali_99')).toBeNull();
    expect(firstMessage(account, 'abc')).toBe(format);
    expect(firstMessage(account, 'a'.repeat(12))).toBe(format);
    expect(firstMessage(account, '9lives')).toBe(format);
    expect(firstMessage(account, 'ali khan')).toBe(format);
  });
});

describe('email addresses', () => {
  const email = emailAddress();

  it("need no spaces, one @ and a dot in the domain: 'invalid email'", () => {
    for (const bad of ['ali', 'ali@khel', 'ali khan@khel.pk', 'ali@kh el.pk', 'ali@@khel.pk', 'a@b@khel.pk', '@khel.pk']) {
      expect(firstMessage(email, bad), bad).toBe('invalid email');
    }
    expect(firstMessage(email, 'ali@khel.pk')).toBeNull();
  });

  it("are required: 'Field cannot be empty', and kept lower-cased", () => {
    expect(firstMessage(email, '')).toBe('Field cannot be empty');
    expect(email.parse('Ali@Khel.PK')).toBe('ali@khel.pk');
  });
});

describe('nickname and avatar', () => {
  it('nickname is at most 10 characters and not empty', () => {
    expect(firstMessage(nickname, 'a'.repeat(10))).toBeNull();
    expect(firstMessage(nickname, 'a'.repeat(11))).toBe('Nickname can be at most 10 characters');
    expect(firstMessage(nickname, '')).toBe('Nickname cannot be empty');
    expect(firstMessage(nickname, '   ')).toBe('Nickname cannot be empty');
  });

  it('avatar is one of 2001–2040', () => {
    expect(AVATAR_NUMBERS).toHaveLength(40);
    for (const ok of [2001, 2020, 2040]) expect(firstMessage(avatarNumber, ok)).toBeNull();
    for (const bad of [2000, 2041, 2005.5, '2005', null]) {
      expect(firstMessage(avatarNumber, bad), String(bad)).toBe('Choose one of the avatars shown');
    }
  });

  it('avatar paths must match head_{number}.png', () => {
    expect(avatarNumberFromPath('head_2005.png')).toBe(2005);
    expect(avatarNumberFromPath('/img/avatars/head_2040.png')).toBe(2040);
    expect(avatarFileName(2005)).toBe('head_2005.png');
    for (const bad of ['head_2000.png', 'head_2041.png', 'head_2005.jpg', 'head_205.png', 'xhead_2005.png', 'head_2005.png?x', '']) {
      expect(avatarNumberFromPath(bad), bad).toBeNull();
    }
  });
});

describe('codes and confirmations', () => {
  it('verification codes have 6 digits', () => {
    expect(firstMessage(verifyCode, '012345')).toBeNull();
    expect(firstMessage(verifyCode, '')).toBe('Verification code is required');
    expect(firstMessage(verifyCode, '12345')).toBe('The verification code has 6 digits');
    expect(firstMessage(verifyCode, '12345a')).toBe('The verification code has 6 digits');
  });

  it('sign-up needs the 18+ confirmation', () => {
    expect(firstMessage(ageConfirmation, true)).toBeNull();
    expect(firstMessage(ageConfirmation, false)).toBe('Please confirm that you are 18 or older');
    expect(firstMessage(ageConfirmation, undefined)).toBe('Please confirm that you are 18 or older');
  });
});

describe('languages', () => {
  it('pickLanguage takes the first supported language of an Accept-Language value', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('ur-PK,ur;q=0.9,en;q=0.8')).toBe('ur');
    expect(pickLanguage('fr-FR,zh_CN;q=0.8')).toBe('zh');
    expect(pickLanguage('fr-FR, de')).toBe('en');
    expect(pickLanguage('EN-us')).toBe('en');
  });

  it('translate fills {{params}} and leaves plain messages as they are', () => {
    expect(translate('en', 'http404', { url: '/usercenter/x' })).toBe('Request address error: /usercenter/x');
    expect(translate('en', 'http404')).toBe('Request address error: ');
    expect(translate('en', 'passwordLength')).toBe('At least 6-12 characters');
    expect(translate('ur', 'userPhoneRequired')).toBe('صارف کا فون نمبر درکار ہے');
  });
});
