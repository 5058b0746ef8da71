// docs/architecture/overview.md#security-rules: every read and write is scoped to the session's player; an id sent in a body
// is ignored in favour of the session.
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, signUpByEmail, uniqueIp, uniquePhone, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, latestSmsCode, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let a: SignedUp;
let b: SignedUp;
let bBefore: PlayerInfo;

const whoAmI = async (token: string, body: Record<string, unknown> = {}) =>
  call<PlayerInfo>(t.app, 'POST', '/usercenter/game/playerInfo', body, { token });

beforeAll(async () => {
  t = await createTestApp();
  a = await signUpByEmail(t.app);
  b = await signUpByEmail(t.app);
  bBefore = (await whoAmI(b.token)).data;
});
afterAll(async () => t.close());

/** B's data as B sees it must be exactly what it was. */
async function expectBUntouched() {
  expect((await whoAmI(b.token)).data).toEqual(bBefore);
}

describe("a player's token only ever reaches that player", () => {
  it('playerInfo answers for the token, not for a playerId in the body', async () => {
    const mine = await whoAmI(a.token, { playerId: b.playerId, showId: b.showId, account: b.account });
    expect(mine.data.playerId).toBe(a.playerId);
    expect(mine.data.account).toBe(a.account);
    expect(mine.data.playerId).not.toBe(b.playerId);
  });

  it('a profile change with a smuggled playerId changes only the caller', async () => {
    const result = await call<PlayerInfo>(
      t.app,
      'POST',
      '/usercenter/game/profile',
      { name: 'Smuggler', icon: 2039, playerId: b.playerId },
      { token: a.token },
    );
    expect(result.data).toMatchObject({ playerId: a.playerId, name: 'Smuggler', icon: 2039 });
    await expectBUntouched();
  });

  it('a password change with a smuggled playerId changes only the caller', async () => {
    const result = await call(
      t.app,
      'POST',
      '/usercenter/game/modifyPassword',
      { oldPassword: a.password, newPassword: 'changed99', playerId: b.playerId },
      { token: a.token },
    );
    expect(result.code).toBe(1);
    expect((await logIn(t.app, { email: b.account, password: b.password })).code).toBe(1);
    expect((await logIn(t.app, { email: b.account, password: 'changed99' })).code).toBe(1002);
    expect((await logIn(t.app, { email: a.account, password: 'changed99' })).code).toBe(1);
    a = { ...a, password: 'changed99' };
    await expectBUntouched();
  });

  it("B's current password does not authorise A's password change", async () => {
    const result = await call(
      t.app,
      'POST',
      '/usercenter/game/modifyPassword',
      { oldPassword: b.password, newPassword: 'hijacked1' },
      { token: a.token },
    );
    expect(result.code).toBe(1009);
    expect((await logIn(t.app, { email: b.account, password: 'hijacked1' })).code).toBe(1002);
  });

  it('binding a phone with a smuggled playerId binds it to the caller', async () => {
    const phone = uniquePhone();
    await call(t.app, 'GET', `/usercenter/verifycode/${phone}?purpose=bind`, undefined, { token: a.token, ip: uniqueIp() });
    const code = await latestSmsCode(t.db, phone);
    const result = await call<PlayerInfo>(
      t.app,
      'POST',
      '/usercenter/game/bindAccount',
      { phone, verifyCode: code, playerId: b.playerId },
      { token: a.token },
    );
    expect(result.data).toMatchObject({ playerId: a.playerId, phone });
    await expectBUntouched();
  });

  it("logout with B's ids in the body ends only the caller's session", async () => {
    const second = await logIn(t.app, { email: a.account, password: a.password });
    const result = await call(
      t.app,
      'POST',
      '/usercenter/game/logout',
      { playerId: b.playerId, sessionId: 1, token: b.token },
      { token: second.data.token },
    );
    expect(result.code).toBe(1);
    expect((await whoAmI(second.data.token)).status).toBe(401);
    expect((await whoAmI(a.token)).status).toBe(200);
    await expectBUntouched();
  });

  it('nothing of B leaks into any reply A gets', async () => {
    const replies = [
      await whoAmI(a.token, { playerId: b.playerId }),
      await logIn(t.app, { email: a.account, password: a.password }),
    ];
    for (const reply of replies) {
      const text = JSON.stringify(reply.data);
      expect(text).not.toContain(b.account);
      expect(text).not.toContain(b.showId);
    }
  });

  it('a signed-up phone player is just as separate', async () => {
    const c = await signUp(t.app);
    const result = await call<PlayerInfo>(t.app, 'POST', '/usercenter/game/profile', { name: 'Mine', playerId: a.playerId }, { token: c.token });
    expect(result.data.playerId).toBe(c.playerId);
    expect((await whoAmI(a.token)).data.name).toBe('Smuggler');
  });
});
