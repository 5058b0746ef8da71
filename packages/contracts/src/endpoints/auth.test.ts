// The login/sign-up payload: which form's rules apply, and the exact message each form shows.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { en } from '../messages/en.ts';
import { isMessageKey } from '../messages/languages.ts';
import { LoginRequest, loginRules } from './auth.ts';

function firstMessage(schema: z.ZodMiniType, value: unknown): string | null {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return null;
  const key = parsed.error.issues[0]?.message ?? '';
  return isMessageKey(key) ? en[key] : `not a message key: ${key}`;
}

/** What the server does: the wire shape first, then the rules of the form it names. */
function check(body: Record<string, unknown>) {
  const request = z.parse(LoginRequest, body);
  const rules = loginRules(request);
  const parsed = z.safeParse(rules.schema, request);
  return { kind: rules.kind, message: firstMessage(rules.schema, request), data: parsed.data as Record<string, unknown> | undefined };
}

const signUp = { type: 2, loginType: 64, account: 'ali_99', telephone: '3001234567', token: 'secret12', ageConfirmed: true };
const signUpEmail = { type: 2, loginType: 32, account: 'ali@khel.pk', token: 'secret12', ageConfirmed: true };

describe('the wire shape', () => {
  it('fills the published defaults', () => {
    const request = z.parse(LoginRequest, { type: 0, loginType: 2 });
    expect(request).toMatchObject({ agentId: '', deviceType: 'unknown', token: '', phone: '', deviceId: '', ageConfirmed: false });
    expect(request.h5Param).toEqual({});
    expect(z.parse(LoginRequest, { type: 0, loginType: 2, deviceType: 'Windows Phone' }).deviceType).toBe('unknown');
  });

  it("refuses unknown form codes with 'Request error'", () => {
    expect(firstMessage(LoginRequest, { type: 1, loginType: 2 })).toBe('Request error');
    expect(firstMessage(LoginRequest, { type: 0, loginType: 4 })).toBe('Request error');
    expect(firstMessage(LoginRequest, { type: '0', loginType: 2 })).toBe('Request error');
  });

  it('drops fields it does not know', () => {
    expect(z.parse(LoginRequest, { type: 0, loginType: 2, playerId: 7 })).not.toHaveProperty('playerId');
  });
});

describe('loginRules picks the form by type and loginType', () => {
  it.each([
    [{ type: 2, loginType: 64 }, 'signUpAccount'],
    [{ type: 2, loginType: 2 }, 'signUpAccount'],
    [{ type: 2, loginType: 32 }, 'signUpEmail'],
    [{ type: 0, loginType: 2 }, 'loginPhone'],
    [{ type: 0, loginType: 64 }, 'loginAccount'],
    [{ type: 0, loginType: 32 }, 'loginEmail'],
  ])('%o → %s', (body, kind) => {
    expect(loginRules(z.parse(LoginRequest, body)).kind).toBe(kind);
  });
});

describe('sign-up by account and phone', () => {
  it('accepts a valid form and strips the phone’s leading zeros', () => {
    const result = check({ ...signUp, telephone: '03001234567' });
    expect(result.message).toBeNull();
    expect(result.data).toMatchObject({ account: 'ali_99', telephone: '3001234567', token: 'secret12' });
  });

  it.each([
    [{ account: '' }, 'account is required'],
    [{ telephone: '' }, 'Phone is required'],
    [{ telephone: '3001234567890' }, 'Enter a valid mobile number (10 digits starting with 3)'],
    [{ token: '' }, 'Password cannot be empty'],
    [{ token: '12345' }, 'At least 6-12 characters'],
    [{ token: '1234567890123' }, 'At least 6-12 characters'],
    [{ ageConfirmed: false }, 'Please confirm that you are 18 or older'],
  ])('%o → %s', (change, message) => {
    expect(check({ ...signUp, ...change }).message).toBe(message);
  });
});

describe('sign-up by email', () => {
  it.each([
    [{ account: '' }, 'Field cannot be empty'],
    [{ account: 'ali@khel' }, 'invalid email'],
    [{ account: 'ali khan@khel.pk' }, 'invalid email'],
    [{ token: '' }, 'Field cannot be empty'],
    [{ token: '12345' }, 'At least 6-12 characters'],
    [{ ageConfirmed: false }, 'Please confirm that you are 18 or older'],
  ])('%o → %s', (change, message) => {
    expect(check({ ...signUpEmail, ...change }).message).toBe(message);
  });

  it('keeps the email lower-cased', () => {
    expect(check({ ...signUpEmail, account: 'Ali@Khel.PK' }).data).toMatchObject({ account: 'ali@khel.pk' });
  });
});

describe('login forms', () => {
  it("login popup (phone): 'User Phone is required', 'Password is required'", () => {
    expect(check({ type: 0, loginType: 2, phone: '', token: 'x' }).message).toBe('User Phone is required');
    expect(check({ type: 0, loginType: 2, phone: '3001234567', token: '' }).message).toBe('Password is required');
    expect(check({ type: 0, loginType: 2, phone: '03001234567', token: 'x' }).data).toMatchObject({ phone: '3001234567' });
  });

  it("auth popup (account): 'Please enter Phone number/Username', 'Password cannot be empty'", () => {
    expect(check({ type: 0, loginType: 64, account: '', token: 'x' }).message).toBe('Please enter Phone number/Username');
    expect(check({ type: 0, loginType: 64, account: 'ali_99', token: '' }).message).toBe('Password cannot be empty');
    expect(check({ type: 0, loginType: 64, account: 'ali_99', token: 'x' }).message).toBeNull();
  });

  it("other form (email): 'Field cannot be empty', 'invalid email'", () => {
    expect(check({ type: 0, loginType: 32, account: '', token: 'x' }).message).toBe('Field cannot be empty');
    expect(check({ type: 0, loginType: 32, account: 'ali@khel.pk', token: '' }).message).toBe('Field cannot be empty');
    expect(check({ type: 0, loginType: 32, account: 'ali.khel.pk', token: 'x' }).message).toBe('invalid email');
  });

  it('a login password is not held to the 6–12 rule (old passwords still log in)', () => {
    expect(check({ type: 0, loginType: 2, phone: '3001234567', token: 'abc' }).message).toBeNull();
  });
});
