import { ErrorCode } from '@khel/contracts/error-codes';
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, signUpByEmail, uniqueAccount, uniqueEmail, uniqueIp, uniquePhone, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let player: SignedUp;
let emailPlayer: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  player = await signUp(t.app);
  emailPlayer = await signUpByEmail(t.app);
});
afterAll(async () => t.close());

async function whoAmI(token: string) {
  return call<PlayerInfo>(t.app, 'POST', '/usercenter/game/playerInfo', {}, { token });
}

async function latestSession(playerId: number) {
  const rows = await t.db.query<{ device_id: string; device_type: string; device_detail: unknown; ip: string }>(
    'SELECT device_id, device_type, device_detail, ip FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT 1',
    [playerId],
  );
  return rows[0];
}

describe('login', () => {
  it('by phone (loginType 2), with or without the leading zero', async () => {
    for (const phone of [player.phone, `0${player.phone}`]) {
      const result = await logIn(t.app, { phone, password: player.password });
      expect(result.code).toBe(1);
      expect(result.data).toMatchObject({
        account: player.account,
        registered: false,
        firstPayState: 0,
        popupList: '2,1', // not deposited yet; FirstPayConf and InviteConf on (seed)
        playerInfo: { gold: 0, playerIcon: { playerId: player.playerId, showId: player.showId, vip: 0 } },
      });
      expect(result.headers.satoken).toBe(result.data.token);
      expect((await whoAmI(result.data.token)).data.playerId).toBe(player.playerId);
    }
  });

  it('by account name (loginType 64), in any letter case', async () => {
    for (const account of [player.account, player.account.toUpperCase()]) {
      const result = await logIn(t.app, { account, password: player.password });
      expect(result.code).toBe(1);
      expect(result.data.playerInfo.playerIcon.playerId).toBe(player.playerId);
    }
  });

  it('an all-digit account field logs in by phone (the auth popup takes either)', async () => {
    for (const account of [player.phone, `0${player.phone}`]) {
      const result = await logIn(t.app, { account, password: player.password });
      expect(result.code).toBe(1);
      expect(result.data.playerInfo.playerIcon.playerId).toBe(player.playerId);
    }
  });

  it('by email (loginType 32), in any letter case', async () => {
    for (const email of [emailPlayer.account, emailPlayer.account.toUpperCase()]) {
      const result = await logIn(t.app, { email, password: emailPlayer.password });
      expect(result.code).toBe(1);
      expect(result.data).toMatchObject({ account: emailPlayer.account, playerInfo: { playerIcon: { playerId: emailPlayer.playerId } } });
    }
  });
});

describe('wrong credentials', () => {
  const WRONG = { code: 1002, msg: 'Wrong account or password', status: 200 };

  it('a wrong password and an unknown account get the same answer', async () => {
    const answers = [
      await logIn(t.app, { account: player.account, password: 'wrong-pass' }),
      await logIn(t.app, { account: uniqueAccount(), password: 'wrong-pass' }),
      await logIn(t.app, { phone: player.phone, password: 'wrong-pass' }),
      await logIn(t.app, { phone: uniquePhone(), password: 'wrong-pass' }),
      await logIn(t.app, { email: emailPlayer.account, password: 'wrong-pass' }),
      await logIn(t.app, { email: uniqueEmail(), password: 'wrong-pass' }),
    ];
    for (const answer of answers) {
      expect({ code: answer.code, msg: answer.msg, status: answer.status }).toEqual(WRONG);
      expect(answer.data).toBeUndefined();
      expect(answer.headers.satoken).toBeUndefined();
    }
  });

  it('a phone that is no mobile number is refused as mistyped, as the app refuses it', async () => {
    const answer = await logIn(t.app, { phone: '300', password: player.password });
    expect({ code: answer.code, msg: answer.msg }).toEqual({ code: ErrorCode.invalidRequest, msg: 'Enter a valid mobile number (10 digits starting with 3)' });
  });

  it('the password is compared exactly: no trimming, no case folding', async () => {
    for (const password of [` ${player.password}`, player.password.toUpperCase(), player.password.slice(0, -1)]) {
      expect((await logIn(t.app, { account: player.account, password })).code, password).toBe(1002);
    }
  });

  it('a blocked player cannot log in and their sessions stop working', async () => {
    const blocked = await signUp(t.app);
    await t.db.query("UPDATE players SET status = 'blocked' WHERE id = $1", [blocked.playerId]);
    const result = await logIn(t.app, { account: blocked.account, password: blocked.password });
    expect({ code: result.code, msg: result.msg }).toEqual({
      code: 1013,
      msg: 'This account cannot log in. Please contact support',
    });
    expect((await whoAmI(blocked.token)).status).toBe(401);
  });
});

describe('sessions and devices', () => {
  it('every login gets a new token, and each stays valid', async () => {
    const first = await logIn(t.app, { account: player.account, password: player.password });
    const second = await logIn(t.app, { account: player.account, password: player.password });
    expect(first.data.token).not.toBe(second.data.token);
    expect(first.data.token).not.toBe(player.token);
    for (const token of [player.token, first.data.token, second.data.token]) {
      const info = await whoAmI(token);
      expect(info.status).toBe(200);
      expect(info.data.playerId).toBe(player.playerId);
    }
  });

  it('tokens are stored only as hashes', async () => {
    const login = await logIn(t.app, { account: player.account, password: player.password });
    const rows = await t.db.query<{ token_hash: Uint8Array }>('SELECT token_hash FROM sessions WHERE player_id = $1', [player.playerId]);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(Buffer.from(row.token_hash).toString('utf8')).not.toContain(login.data.token);
  });

  it('keeps the deviceId the app sends, the device type and details, and the address', async () => {
    const ip = uniqueIp();
    const deviceDetail = { systemVersion: 'Android 14', brand: 'Xiaomi', browser: 'Chrome 140' };
    const result = await call<{ deviceId: string }>(
      t.app,
      'POST',
      '/usercenter/game/login',
      { type: 0, loginType: 64, account: player.account, token: player.password, deviceId: 'fp-9f86d08-1', deviceType: 'Android', deviceDetail },
      { ip },
    );
    expect(result.data.deviceId).toBe('fp-9f86d08-1');
    expect(await latestSession(player.playerId)).toEqual({
      device_id: 'fp-9f86d08-1',
      device_type: 'Android',
      device_detail: deviceDetail,
      ip,
    });
  });

  it("issues a 'srv-…' deviceId when the app sends none", async () => {
    const first = await logIn(t.app, { account: player.account, password: player.password }, { deviceId: '' });
    const second = await logIn(t.app, { account: player.account, password: player.password }, { deviceId: '' });
    expect(first.data.deviceId).toMatch(/^srv-[0-9a-f-]{36}$/);
    expect(second.data.deviceId).toMatch(/^srv-/);
    expect(second.data.deviceId).not.toBe(first.data.deviceId);
    expect((await latestSession(player.playerId))?.device_id).toBe(second.data.deviceId);
  });
});
