import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, uniqueIp, uniquePhone, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, latestSmsCode, smsCount, type TestApp } from '../../../test/test-app.ts';

const INVALID_CODE = { code: 1008, msg: 'Invalid or expired verification code' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function requestCode(phone: string) {
  const result = await call(t.app, 'GET', `/usercenter/verifycode/${phone}?purpose=recover`, undefined, { ip: uniqueIp() });
  return { status: result.status, code: result.code, msg: result.msg, data: result.data };
}

async function findPassword(phone: string, verifyCode: string, token: string) {
  const result = await call(t.app, 'POST', '/usercenter/game/findPassword', { phone, verifyCode, token }, { ip: uniqueIp() });
  return { code: result.code, msg: result.msg, data: result.data };
}

/** A code the player did not get (differs from the real one). */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeFor(player: SignedUp): Promise<string> {
  expect((await requestCode(player.phone)).code).toBe(1);
  const code = await latestSmsCode(t.db, player.phone);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const canLogIn = async (player: SignedUp, password: string) =>
  (await logIn(t.app, { account: player.account, password })).code === 1;

describe('asking for a code', () => {
  it('answers the same for a registered and an unregistered phone; only the registered one gets an SMS', async () => {
    const player = await signUp(t.app);
    const stranger = uniquePhone();
    const forPlayer = await requestCode(player.phone);
    const forStranger = await requestCode(stranger);
    expect(forPlayer).toEqual(forStranger);
    expect(forPlayer).toEqual({ status: 200, code: 1, msg: '', data: { sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 } });
    expect(await smsCount(t.db, player.phone)).toBe(1);
    expect(await smsCount(t.db, stranger)).toBe(0);
  });

  it('the SMS holds a 6-digit code, and the code is stored only as a hash', async () => {
    const player = await signUp(t.app);
    const code = await codeFor(player);
    const rows = await t.db.query<{ code_hash: Uint8Array }>('SELECT code_hash FROM verification_codes WHERE phone = $1', [player.phone]);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.code_hash).toString('latin1')).not.toContain(code);
  });

  it('a phone written with its leading zero is the same phone', async () => {
    const player = await signUp(t.app);
    expect((await requestCode(`0${player.phone}`)).code).toBe(1);
    expect(await smsCount(t.db, player.phone)).toBe(1);
  });

  it.each([
    ['3001234a67', 'Enter a valid mobile number (10 digits starting with 3)'],
    ['123', 'Enter a valid mobile number (10 digits starting with 3)'],
  ])('a malformed phone %s → %s, and no SMS', async (phone, msg) => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_outbox');
    expect(await requestCode(phone)).toMatchObject({ code: 1001, msg });
    expect(await t.db.query('SELECT count(*)::int AS n FROM sms_outbox')).toEqual(before);
  });
});

describe('findPassword', () => {
  it('a wrong code → 1008 and the password stays', async () => {
    const player = await signUp(t.app);
    const code = await codeFor(player);
    expect(await findPassword(player.phone, wrongCode(code), 'newpass77')).toMatchObject(INVALID_CODE);
    expect(await canLogIn(player, player.password)).toBe(true);
    expect(await canLogIn(player, 'newpass77')).toBe(false);
  });

  it('the right code resets the password and ends every session of the player', async () => {
    const player = await signUp(t.app);
    const other = await logIn(t.app, { account: player.account, password: player.password });
    const code = await codeFor(player);

    expect(await findPassword(`0${player.phone}`, code, 'newpass77')).toEqual({ code: 1, msg: '', data: { ok: true } });
    for (const token of [player.token, other.data.token]) {
      expect((await call<PlayerInfo>(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token })).status).toBe(401);
    }
    expect(await canLogIn(player, 'newpass77')).toBe(true);
    expect(await canLogIn(player, player.password)).toBe(false);

    // The code is single use.
    expect(await findPassword(player.phone, code, 'another88')).toMatchObject(INVALID_CODE);
    expect(await canLogIn(player, 'newpass77')).toBe(true);
  });

  it('a code older than 5 minutes → 1008', async () => {
    const player = await signUp(t.app);
    const code = await codeFor(player);
    t.clock.advance(5 * 60_000 + 1000);
    expect(await findPassword(player.phone, code, 'newpass77')).toMatchObject(INVALID_CODE);
    expect(await canLogIn(player, player.password)).toBe(true);
  });

  it('a code still works just before its 5 minutes are up', async () => {
    const player = await signUp(t.app);
    const code = await codeFor(player);
    t.clock.advance(5 * 60_000 - 1000);
    expect((await findPassword(player.phone, code, 'newpass77')).code).toBe(1);
  });

  it('after 5 wrong tries the right code no longer works; a new code does', async () => {
    const player = await signUp(t.app);
    const code = await codeFor(player);
    for (let i = 0; i < 5; i++) {
      expect(await findPassword(player.phone, wrongCode(code), 'newpass77')).toMatchObject(INVALID_CODE);
    }
    expect(await findPassword(player.phone, code, 'newpass77')).toMatchObject(INVALID_CODE);
    expect(await canLogIn(player, player.password)).toBe(true);

    t.clock.advance(61_000);
    const fresh = await codeFor(player);
    expect((await findPassword(player.phone, fresh, 'newpass77')).code).toBe(1);
  });

  it('only the newest code counts: an earlier one never comes back into use', async () => {
    const player = await signUp(t.app);
    const first = await codeFor(player);
    t.clock.advance(61_000);
    const second = await codeFor(player);
    expect(second).not.toBe(first);
    expect((await findPassword(player.phone, second, 'newpass77')).code).toBe(1);
    expect(await findPassword(player.phone, first, 'hijack999')).toMatchObject(INVALID_CODE);
    expect(await canLogIn(player, 'newpass77')).toBe(true);
  });

  it('an unregistered phone never resets anything', async () => {
    expect(await findPassword(uniquePhone(), '123456', 'newpass77')).toMatchObject(INVALID_CODE);
  });

  it.each([
    [{ phone: '' }, 'Phone number cannot be empty'],
    [{ verifyCode: '' }, 'Verification code is required'],
    [{ verifyCode: '12345' }, 'The verification code has 6 digits'],
    [{ token: '' }, 'Password is required'],
    [{ token: '12345' }, 'At least 6-12 characters'],
  ])('%o → %s', async (change, msg) => {
    const body = { phone: '3001234567', verifyCode: '123456', token: 'newpass77', ...change };
    expect(await findPassword(body.phone, body.verifyCode, body.token)).toMatchObject({ code: 1001, msg });
  });
});
