import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

const UNAUTHORIZED = { status: 401, code: 1006, msg: 'Unauthorized, please log in' };
const DAY_MS = 24 * 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function whoAmI(token: string | undefined) {
  const result = await call<PlayerInfo>(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token });
  return { status: result.status, code: result.code, msg: result.msg, playerId: result.data?.playerId };
}

function modifyPassword(token: string, oldPassword: string, newPassword: string) {
  return call(t.app, 'POST', '/usercenter/game/modifyPassword', { oldPassword, newPassword }, { token });
}

describe('the session token', () => {
  it('is needed for playerInfo: none → 401', async () => {
    expect(await whoAmI(undefined)).toEqual({ ...UNAUTHORIZED, playerId: undefined });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['well-formed but unknown', 'A'.repeat(43)],
    ['huge', 'x'.repeat(5000)],
  ])('a %s token → 401', async (_label, token) => {
    expect(await whoAmI(token)).toEqual({ ...UNAUTHORIZED, playerId: undefined });
  });

  it('works for the player it was issued to', async () => {
    const player = await signUp(t.app);
    expect(await whoAmI(player.token)).toMatchObject({ status: 200, code: 1, playerId: player.playerId });
  });
});

describe('logout', () => {
  it('revokes that session only; another session of the player still works', async () => {
    const player = await signUp(t.app);
    const other = await logIn(t.app, { account: player.account, password: player.password });
    const result = await call(t.app, 'POST', '/usercenter/game/logout', {}, { token: player.token });
    expect({ code: result.code, data: result.data }).toEqual({ code: 1, data: { ok: true } });

    expect(await whoAmI(player.token)).toMatchObject(UNAUTHORIZED);
    expect(await whoAmI(other.data.token)).toMatchObject({ status: 200, playerId: player.playerId });
    // Logging out twice is a 401, not an error.
    expect((await call(t.app, 'POST', '/usercenter/game/logout', {}, { token: player.token })).status).toBe(401);
  });
});

describe('expiry', () => {
  it('a session ends after SESSION_TTL (7 days by default)', async () => {
    const player = await signUp(t.app);
    t.clock.advance(7 * DAY_MS - 60_000);
    expect(await whoAmI(player.token)).toMatchObject({ status: 200, playerId: player.playerId });
    t.clock.advance(2 * 60_000);
    expect(await whoAmI(player.token)).toMatchObject(UNAUTHORIZED);
    // Logging in again starts a fresh week.
    const again = await logIn(t.app, { account: player.account, password: player.password });
    expect(await whoAmI(again.data.token)).toMatchObject({ status: 200, playerId: player.playerId });
  });
});

describe('modifyPassword', () => {
  it('needs to be signed in', async () => {
    const result = await call(t.app, 'POST', '/usercenter/game/modifyPassword', { oldPassword: 'secret12', newPassword: 'secret34' });
    expect(result.status).toBe(401);
  });

  it('a wrong current password → 1009, and nothing changes', async () => {
    const player = await signUp(t.app);
    const result = await modifyPassword(player.token, 'not-mine1', 'secret34');
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 1009, msg: 'Current password is incorrect' });
    expect((await logIn(t.app, { account: player.account, password: player.password })).code).toBe(1);
    expect((await logIn(t.app, { account: player.account, password: 'secret34' })).code).toBe(1002);
  });

  it('the same password → 1010', async () => {
    const player = await signUp(t.app);
    const result = await modifyPassword(player.token, player.password, player.password);
    expect({ code: result.code, msg: result.msg }).toEqual({
      code: 1010,
      msg: 'The new password must differ from the current one',
    });
  });

  it.each([
    ['', 'Password is required'],
    ['12345', 'At least 6-12 characters'],
    ['1234567890123', 'At least 6-12 characters'],
  ])('a new password %j → %s', async (newPassword, msg) => {
    const player = await signUp(t.app);
    const result = await modifyPassword(player.token, player.password, newPassword);
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 1001, msg });
    expect((await logIn(t.app, { account: player.account, password: player.password })).code).toBe(1);
  });

  it('success: the new password logs in, the old one does not; other sessions end, this one stays', async () => {
    const player = await signUp(t.app);
    const other = await logIn(t.app, { account: player.account, password: player.password });
    const bystander = await signUp(t.app);

    const result = await modifyPassword(player.token, player.password, 'newpass99');
    expect({ code: result.code, data: result.data }).toEqual({ code: 1, data: { ok: true } });

    expect(await whoAmI(player.token)).toMatchObject({ status: 200, playerId: player.playerId });
    expect(await whoAmI(other.data.token)).toMatchObject(UNAUTHORIZED);
    expect(await whoAmI(bystander.token)).toMatchObject({ status: 200, playerId: bystander.playerId });
    expect((await logIn(t.app, { account: player.account, password: player.password })).code).toBe(1002);
    expect((await logIn(t.app, { account: player.account, password: 'newpass99' })).code).toBe(1);
  });
});
