// Operators change an offer's rules through the operator API: checked against the document's
// schema, audited, effective at once for players, and the apps see a new updateTime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../../test/operators.ts';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { configDocument } from './config.service.ts';

let t: TestApp;
let admin: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app, t.db, t.clock, 'config_admin', 'admin');
  t.clock.advance(30_000); // a TOTP code is accepted once
  finance = await operatorToken(t.app, t.db, t.clock, 'config_cashier', 'finance');
});
afterAll(async () => t.close());

const put = (name: string, body: unknown, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/admin/api/config/${name}`, headers: { 'x-operator-token': token }, payload: body as object });
const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: { 'x-operator-token': token } });

describe('operator config API', () => {
  it('lists the documents and reads one as stored', async () => {
    const list = await get('/admin/api/config');
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { name: string; editable: boolean }[] }>().items;
    expect(items).toContainEqual(expect.objectContaining({ name: 'LoginConf', editable: true }));
    const one = await get('/admin/api/config/BindRewardConf');
    expect(one.json()).toEqual({ name: 'BindRewardConf', body: { phone: { amount: 500, multi: 1 }, bankCard: { amount: 1000, multi: 1 } } });
  });

  it("a new sign-in table pays its new day-1 amount at once and moves updateTime", async () => {
    const before = (await configDocument(t.db, 'updateTime')) as { updateTime: number };
    t.clock.advance(60_000);
    const days = Array.from({ length: 7 }, (_, i) => ({ day: i + 1, vip: 0, reward: [1, (i + 1) * 250], multi: 0 }));
    const saved = await put('LoginConf', days);
    expect(saved.statusCode).toBe(200);
    const after = (await configDocument(t.db, 'updateTime')) as { updateTime: number };
    expect(after.updateTime).toBeGreaterThan(before.updateTime);

    const player = await signUp(t.app);
    const claim = await call<{ gold: number }>(t.app, 'POST', '/usercenter/game/activeLogin', { type: 1 }, { token: player.token });
    expect(claim.code).toBe(1);
    expect(claim.data.gold).toBe(250);

    const [entry] = await t.db.query<{ action: string; target: string }>(
      "SELECT action, target FROM operator_audit_log WHERE target = 'config:LoginConf' ORDER BY id DESC LIMIT 1",
    );
    expect(entry).toEqual({ action: 'config.replace', target: 'config:LoginConf' });
  });

  it('refuses a document that does not fit its schema, with the issues, and changes nothing', async () => {
    const before = await configDocument(t.db, 'BindRewardConf');
    const refused = await put('BindRewardConf', { phone: { amount: 'five' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string; issues: { path: string }[] }>()).toMatchObject({ error: 'invalid_document' });
    expect(refused.json<{ issues: { path: string }[] }>().issues.length).toBeGreaterThan(0);
    const nul = await put('MarqueeSysConf', { announcementTxt: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(await configDocument(t.db, 'BindRewardConf')).toEqual(before);
  });

  it('is admin-only, needs a session, and knows no derived or unknown documents', async () => {
    expect((await put('BindRewardConf', { phone: { amount: 1, multi: 0 }, bankCard: { amount: 1, multi: 0 } }, finance)).statusCode).toBe(403);
    expect((await get('/admin/api/config', 'nonsense')).statusCode).toBe(401);
    expect((await put('GameList2Conf', [])).statusCode).toBe(404);
    expect((await put('updateTime', { updateTime: 1 })).statusCode).toBe(404);
    expect((await get('/admin/api/config/NoSuchConf')).statusCode).toBe(404);
  });
});
