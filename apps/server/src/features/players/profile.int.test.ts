import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpByEmail, uniqueIp, uniquePhone } from '../../../test/players.ts';
import { call, createTestApp, latestSmsCode, smsCount, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const whoAmI = async (token: string) =>
  (await call<PlayerInfo>(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token })).data;

const changeProfile = (token: string, body: Record<string, unknown>) =>
  call<PlayerInfo>(t.app, 'POST', '/usercenter/game/profile', body, { token });

const requestBindCode = (phone: string, token?: string) =>
  call(t.app, 'GET', `/usercenter/verifycode/${phone}?purpose=bind`, undefined, { token, ip: uniqueIp() });

const bind = (token: string, phone: string, verifyCode: string) =>
  call<PlayerInfo>(t.app, 'POST', '/usercenter/game/bindAccount', { phone, verifyCode }, { token });

describe('nickname', () => {
  it('changes to anything of at most 10 characters', async () => {
    const player = await signUp(t.app);
    for (const name of ['Ali Khan', 'علی', 'a'.repeat(10)]) {
      const result = await changeProfile(player.token, { name });
      expect(result.code).toBe(1);
      expect(result.data.name).toBe(name);
      expect((await whoAmI(player.token)).name).toBe(name);
    }
  });

  it.each([
    ['a'.repeat(11), 'Nickname can be at most 10 characters'],
    ['', 'Nickname cannot be empty'],
    ['   ', 'Nickname cannot be empty'],
    [42, 'Nickname cannot be empty'],
  ])('%j is refused with %s and nothing changes', async (name, msg) => {
    const player = await signUp(t.app);
    const before = await whoAmI(player.token);
    const result = await changeProfile(player.token, { name });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 1001, msg });
    expect(await whoAmI(player.token)).toEqual(before);
  });
});

describe('avatar', () => {
  it.each([2001, 2005, 2040])('%i is accepted and shown as its head_{n}.png', async (icon) => {
    const player = await signUp(t.app);
    const result = await changeProfile(player.token, { icon });
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({ icon, usericonimg: `head_${icon}.png` });
    expect(await whoAmI(player.token)).toMatchObject({ icon, usericonimg: `head_${icon}.png` });
  });

  it.each([2000, 2041, 2005.5, '2005', -2005, null])('%j is refused and nothing changes', async (icon) => {
    const player = await signUp(t.app);
    const before = await whoAmI(player.token);
    const result = await changeProfile(player.token, { icon, name: 'Valid' });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 1001, msg: 'Choose one of the avatars shown' });
    expect(await whoAmI(player.token)).toEqual(before);
  });

  it('nickname and avatar change together', async () => {
    const player = await signUp(t.app);
    const result = await changeProfile(player.token, { name: 'Both', icon: 2033 });
    expect(result.data).toMatchObject({ name: 'Both', icon: 2033, usericonimg: 'head_2033.png' });
  });

  it('an empty change is refused', async () => {
    const player = await signUp(t.app);
    expect((await changeProfile(player.token, {})).code).toBe(1001);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/usercenter/game/profile', { name: 'Nobody' })).status).toBe(401);
  });
});

describe('binding a phone', () => {
  it('an email player binds a phone with the code sent to it', async () => {
    const player = await signUpByEmail(t.app);
    expect((await whoAmI(player.token)).phone).toBe('0');

    const phone = uniquePhone();
    const asked = await requestBindCode(`0${phone}`, player.token);
    expect(asked.data).toEqual({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
    const code = await latestSmsCode(t.db, phone);
    expect(code).not.toBeNull();

    const bound = await bind(player.token, phone, code!);
    expect(bound.code).toBe(1);
    expect(bound.data).toMatchObject({ playerId: player.playerId, phone });
    expect((await whoAmI(player.token)).phone).toBe(phone);
  });

  it('a second bind → 1011 and the first phone stays', async () => {
    const player = await signUpByEmail(t.app);
    const first = uniquePhone();
    await requestBindCode(first, player.token);
    expect((await bind(player.token, first, (await latestSmsCode(t.db, first))!)).code).toBe(1);

    const second = uniquePhone();
    await requestBindCode(second, player.token);
    const code = await latestSmsCode(t.db, second);
    const result = await bind(player.token, second, code ?? '123456');
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 1011, msg: 'A phone number is already bound to this account' });
    expect((await whoAmI(player.token)).phone).toBe(first);
  });

  it('a player who signed up with a phone already has one bound → 1011', async () => {
    const player = await signUp(t.app);
    expect((await bind(player.token, uniquePhone(), '123456')).code).toBe(1011);
  });

  it("another player's phone gets no code, and binding it fails with 1008", async () => {
    const owner = await signUp(t.app);
    const player = await signUpByEmail(t.app);
    const sentBefore = await smsCount(t.db, owner.phone);
    const asked = await requestBindCode(owner.phone, player.token);
    expect(asked.data).toEqual({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
    expect(await smsCount(t.db, owner.phone)).toBe(sentBefore);

    const result = await bind(player.token, owner.phone, '123456');
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 1008, msg: 'Invalid or expired verification code' });
    expect((await whoAmI(player.token)).phone).toBe('0');
  });

  it('a wrong code → 1008 and no phone is bound', async () => {
    const player = await signUpByEmail(t.app);
    const phone = uniquePhone();
    await requestBindCode(phone, player.token);
    const code = (await latestSmsCode(t.db, phone))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await bind(player.token, phone, wrong)).code).toBe(1008);
    expect((await whoAmI(player.token)).phone).toBe('0');
  });

  it("a code sent for one player's binding does not bind another player", async () => {
    const asker = await signUpByEmail(t.app);
    const other = await signUpByEmail(t.app);
    const phone = uniquePhone();
    await requestBindCode(phone, asker.token);
    const result = await bind(other.token, phone, (await latestSmsCode(t.db, phone))!);
    expect(result.code).toBe(1008);
    expect((await whoAmI(other.token)).phone).toBe('0');
  });

  it('without a session no bind code is sent (same answer) and bindAccount is a 401', async () => {
    const phone = uniquePhone();
    const asked = await requestBindCode(phone);
    expect(asked.data).toEqual({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 60 });
    expect(await smsCount(t.db, phone)).toBe(0);
    expect((await call(t.app, 'POST', '/usercenter/game/bindAccount', { phone, verifyCode: '123456' })).status).toBe(401);
  });
});
