import type { LoginResponse } from '@khel/contracts/endpoints/auth';
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, signUpByEmail, uniqueAccount, uniqueEmail, uniqueIp, uniquePhone } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';

const TABLES = ['players', 'player_credentials', 'sessions', 'ledger_accounts'];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function register(body: Record<string, unknown>, ip = uniqueIp()) {
  return call<LoginResponse>(t.app, 'POST', '/usercenter/game/login', { type: 2, ageConfirmed: true, ...body }, { ip });
}

const byAccount = () => ({ loginType: 64, account: uniqueAccount(), telephone: uniquePhone(), token: 'secret12' });
const byEmail = () => ({ loginType: 32, account: uniqueEmail(), token: 'secret12' });

async function playerRow(playerId: number) {
  const rows = await t.db.query<{ phone: string | null; email: string | null; inviter_id: number | null }>(
    'SELECT phone, email, inviter_id FROM players WHERE id = $1',
    [playerId],
  );
  return rows[0];
}

/** Expects the sign-up to be refused with `msg` and to leave every table as it was. */
async function expectRefused(body: Record<string, unknown>, msg: string, code = 1001) {
  const before = await rowCounts(t.db, TABLES);
  const result = await register(body);
  expect({ status: result.status, code: result.code, msg: result.msg }).toEqual({ status: 200, code, msg });
  expect(result.data).toBeUndefined();
  expect(result.headers.satoken).toBeUndefined();
  expect(await rowCounts(t.db, TABLES)).toEqual(before);
}

describe('sign-up by account and phone', () => {
  it('creates the player with ₨0.00 and logs them in', async () => {
    const form = byAccount();
    const result = await register({ ...form, deviceId: 'fp-123' });
    expect(result.code).toBe(1);
    const data = result.data;
    expect(data).toEqual({
      playerInfo: {
        playerIcon: {
          name: form.account.slice(0, 10),
          playerId: expect.any(Number) as number,
          showId: expect.stringMatching(/^\d{8}$/) as string,
          vip: 0,
          icon: expect.any(Number) as number,
        },
        gold: 0,
        vipExperience: 0,
      },
      token: expect.any(String) as string,
      account: form.account,
      deviceId: 'fp-123',
      firstPayState: 0,
      popupList: '2,1',
      registered: true,
    });
    expect(data.playerInfo.playerIcon.icon).toBeGreaterThanOrEqual(2001);
    expect(data.playerInfo.playerIcon.icon).toBeLessThanOrEqual(2040);
    expect(result.headers.satoken).toBe(data.token);

    const info = await call<PlayerInfo>(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token: data.token });
    expect(info.data).toMatchObject({
      playerId: data.playerInfo.playerIcon.playerId,
      account: form.account,
      phone: form.telephone,
      email: '',
      gold: 0,
      usericonimg: `head_${data.playerInfo.playerIcon.icon}.png`,
    });
  });

  it("stores '03001234567' as '3001234567', which logs in in either form", async () => {
    const national = uniquePhone();
    const player = await signUp(t.app, { phone: `0${national}` });
    expect((await playerRow(player.playerId))?.phone).toBe(national);
    for (const phone of [national, `0${national}`]) {
      const login = await logIn(t.app, { phone, password: player.password });
      expect(login.code).toBe(1);
      expect(login.data.playerInfo.playerIcon.playerId).toBe(player.playerId);
    }
  });

  it('stores the password only as an argon2id hash', async () => {
    const player = await signUp(t.app, { password: 'Lahore786' });
    const rows = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM player_credentials WHERE player_id = $1',
      [player.playerId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(rows[0]!.password_hash).not.toContain('Lahore786');
  });
});

describe('sign-up by email', () => {
  it('uses the email as the account, lower-cased, with no phone', async () => {
    const email = uniqueEmail();
    const result = await register({ loginType: 32, account: email.toUpperCase(), token: 'secret12' });
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({ account: email, registered: true, playerInfo: { gold: 0 } });
    const info = await call<PlayerInfo>(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token: result.data.token });
    expect(info.data).toMatchObject({ account: email, email, phone: '0', gold: 0 });
    expect(await playerRow(result.data.playerInfo.playerIcon.playerId)).toMatchObject({ email, phone: null });
  });
});

describe('duplicates', () => {
  it('an account name taken in any letter case → 1003', async () => {
    const first = await signUp(t.app, { account: `Dup${uniqueAccount().slice(-6)}` });
    await expectRefused(
      { ...byAccount(), account: first.account.toLowerCase() },
      'This account name is already registered',
      1003,
    );
    await expectRefused({ ...byAccount(), account: first.account.toUpperCase() }, 'This account name is already registered', 1003);
  });

  it('a phone already registered → 1004, also written with a leading zero', async () => {
    const first = await signUp(t.app);
    await expectRefused({ ...byAccount(), telephone: first.phone }, 'This phone number is already registered', 1004);
    await expectRefused({ ...byAccount(), telephone: `0${first.phone}` }, 'This phone number is already registered', 1004);
  });

  it('an email already registered → 1005, in any letter case', async () => {
    const first = await signUpByEmail(t.app);
    await expectRefused({ ...byEmail(), account: first.account }, 'This email is already registered', 1005);
    await expectRefused({ ...byEmail(), account: first.account.toUpperCase() }, 'This email is already registered', 1005);
  });
});

describe('refused sign-ups create nothing', () => {
  it('without the 18+ confirmation', async () => {
    await expectRefused({ ...byAccount(), ageConfirmed: false }, 'Please confirm that you are 18 or older');
    // Left out altogether (JSON drops undefined), as an old client would send it.
    await expectRefused({ ...byEmail(), ageConfirmed: undefined }, 'Please confirm that you are 18 or older');
    await expectRefused({ ...byEmail(), ageConfirmed: 'yes' }, 'Request error');
  });

  it.each([
    [{ account: '' }, 'account is required'],
    [{ account: 'ab' }, 'Account must be 4-11 letters, digits or _ and start with a letter'],
    [{ account: '1player' }, 'Account must be 4-11 letters, digits or _ and start with a letter'],
    [{ telephone: '' }, 'Phone is required'],
    [{ telephone: '300123456a' }, 'Enter a valid mobile number (10 digits starting with 3)'],
    [{ telephone: '300123456789' }, 'Enter a valid mobile number (10 digits starting with 3)'],
    [{ telephone: '2001234567' }, 'Enter a valid mobile number (10 digits starting with 3)'],
    [{ token: '' }, 'Password cannot be empty'],
    [{ token: '12345' }, 'At least 6-12 characters'],
    [{ token: '1234567890123' }, 'At least 6-12 characters'],
  ])('by account %o → %s', async (change, msg) => {
    await expectRefused({ ...byAccount(), ...change }, msg);
  });

  it.each([
    [{ account: '' }, 'Field cannot be empty'],
    [{ account: 'ali@khel' }, 'invalid email'],
    [{ account: 'ali khan@khel.pk' }, 'invalid email'],
    [{ account: 'ali@@khel.pk' }, 'invalid email'],
    [{ token: '' }, 'Field cannot be empty'],
    [{ token: '12345' }, 'At least 6-12 characters'],
  ])('by email %o → %s', async (change, msg) => {
    await expectRefused({ ...byEmail(), ...change }, msg);
  });

  it('a 12-character password is accepted and not truncated', async () => {
    const player = await signUp(t.app, { password: 'abcdef123456' });
    expect((await logIn(t.app, { account: player.account, password: 'abcdef123456' })).code).toBe(1);
    expect((await logIn(t.app, { account: player.account, password: 'abcdef12345' })).code).toBe(1002);
  });
});

describe('invitation codes (agentId)', () => {
  it("'KH' + the inviter's show id links the inviter", async () => {
    const inviter = await signUp(t.app);
    const invited = await signUp(t.app, { agentId: `KH${inviter.showId}` });
    expect((await playerRow(invited.playerId))?.inviter_id).toBe(inviter.playerId);
    const lowerCase = await signUp(t.app, { agentId: `kh${inviter.showId}` });
    expect((await playerRow(lowerCase.playerId))?.inviter_id).toBe(inviter.playerId);
  });

  it('an unknown or malformed code is ignored and the sign-up goes through', async () => {
    for (const agentId of ['KH00000000', '12345678', 'KH', 'XX12345678']) {
      const player = await signUp(t.app, { agentId });
      expect((await playerRow(player.playerId))?.inviter_id, agentId).toBeNull();
    }
  });
});
