// Operators change config documents through the operator API: strict (the schema, and no unknown
// key — named in the refusal), audited, versioned, diffed and rolled back; effective at once for
// players, and the apps see a new updateTime after every write, rollbacks included. Money and
// threshold documents change by a second operator's approval (config-proposals.int.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { proposeAndApprove, proposeRollbackAndApprove } from '../../../test/config-change.ts';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { configDocument } from './config.service.ts';

let t: TestApp;
let admin: AdminClient;
let admin2: AdminClient;
let finance: AdminClient;
let compliance: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, 'admin');
  admin2 = await adminClient(t, 'admin');
  finance = await adminClient(t, 'finance');
  compliance = await adminClient(t, 'compliance');
});
afterAll(async () => t.close());

const updateTime = async () => ((await configDocument(t.db, 'updateTime')) as { updateTime: number }).updateTime;
const BIND = { phone: { amount: 500, multi: 1 }, bankCard: { amount: 1000, multi: 1 } };
const propose = (name: string, body: unknown) => admin.post(`/admin/api/config/${name}/proposals`, { body });

describe('operator config API', () => {
  it('lists every editable document, public and server-only, and reads one as stored with its version', async () => {
    const list = await admin.get('/admin/api/config');
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: { name: string; public: boolean; version: number }[] }>().items;
    expect(items).toContainEqual(expect.objectContaining({ name: 'LoginConf', public: true, version: 1 }));
    expect(items).toContainEqual(expect.objectContaining({ name: 'AmlConf', public: false }));
    expect(items).toContainEqual(expect.objectContaining({ name: 'ProtectionConf', public: false }));
    expect(items.map((i) => i.name)).not.toContain('GameList2Conf');
    const one = await admin.get('/admin/api/config/BindRewardConf');
    expect(one.json()).toMatchObject({ name: 'BindRewardConf', public: true, version: 1, body: BIND });
  });

  it('server-only documents are never served to the apps', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/config/AmlConf.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/config/ProtectionConf.json?v=1' })).statusCode).toBe(404);
  });

  it('a new sign-in table pays its new day-1 amount at once, moves updateTime, and is audited with before and after', async () => {
    const before = await updateTime();
    t.clock.advance(60_000);
    const days = Array.from({ length: 7 }, (_, i) => ({ day: i + 1, vip: 0, reward: [1, (i + 1) * 250], multi: 0 }));
    const saved = await proposeAndApprove(admin, admin2, 'LoginConf', days);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'LoginConf', appliedVersion: 2 });
    expect(await updateTime()).toBeGreaterThan(before);

    const player = await signUp(t.app);
    const claim = await call<{ gold: number }>(t.app, 'POST', '/usercenter/game/activeLogin', { type: 1 }, { token: player.token });
    expect(claim.code).toBe(1);
    expect(claim.data.gold).toBe(250);

    const [entry] = await t.db.query<{ action: string; detail: { version: number; before: unknown[]; after: unknown[] } }>(
      "SELECT action, detail FROM operator_audit_log WHERE target = 'config:LoginConf' ORDER BY id DESC LIMIT 1",
    );
    expect(entry!.action).toBe('config.replace');
    expect(entry!.detail.version).toBe(2);
    expect(entry!.detail.after).toEqual(days);
    expect(entry!.detail.before).toHaveLength(7);
  });

  it('refuses an unknown key anywhere, naming it, and changes nothing', async () => {
    const before = await admin.get('/admin/api/config/BindRewardConf');
    const top = await propose('BindRewardConf', { ...BIND, bonus: 1 });
    expect(top.statusCode).toBe(400);
    expect(top.json()).toMatchObject({ code: 1712, issues: [{ path: 'bonus', message: 'unknown key "bonus"' }] });
    expect(top.json<{ msg: string }>().msg).toBe('The document does not fit its schema: bonus — unknown key "bonus"');
    const nested = await propose('BindRewardConf', { ...BIND, phone: { ...BIND.phone, colour: 'red' } });
    expect(nested.json()).toMatchObject({ issues: [{ path: 'phone.colour', message: 'unknown key "colour"' }] });
    const inArray = await propose('LoginConf', [{ day: 1, vip: 0, reward: [1, 100], extra: true }]);
    expect(inArray.json()).toMatchObject({ issues: [{ path: '0.extra' }] });
    const server = await propose('AmlConf', { ...(await admin.get('/admin/api/config/AmlConf')).json<{ body: object }>().body, note: 'x' });
    expect(server.json()).toMatchObject({ issues: [{ path: 'note' }] });
    const direct = await admin.put('/admin/api/config/ClientVersionConf', { ...(await admin.get('/admin/api/config/ClientVersionConf')).json<{ body: object }>().body, beta: true });
    expect(direct.json()).toMatchObject({ code: 1712, issues: [{ path: 'beta', message: 'unknown key "beta"' }] });
    expect((await admin.get('/admin/api/config/BindRewardConf')).json()).toEqual(before.json());
  });

  it('refuses a document that does not fit its schema, with the issues, and changes nothing', async () => {
    const before = await configDocument(t.db, 'BindRewardConf');
    const refused = await propose('BindRewardConf', { phone: { amount: 'five' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toEqual(expect.arrayContaining(['phone.amount', 'bankCard']));
    const nul = await admin.put('/admin/api/config/MarqueeSysConf', { announcementTxt: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(await configDocument(t.db, 'BindRewardConf')).toEqual(before);
  });

  it('keeps every version, diffs two, and a rollback writes the old one as a new version (audited, updateTime moves on)', async () => {
    const v2 = { phone: { amount: 700, multi: 2 }, bankCard: { amount: 1000, multi: 1 } };
    expect((await proposeAndApprove(admin, admin2, 'BindRewardConf', v2)).json()).toMatchObject({ appliedVersion: 2 });
    const v3 = { phone: { amount: 900, multi: 2 }, bankCard: { amount: 1500, multi: 1 } };
    expect((await proposeAndApprove(admin, admin2, 'BindRewardConf', v3)).json()).toMatchObject({ appliedVersion: 3 });

    const versions = await admin.get('/admin/api/config/BindRewardConf/versions?limit=2');
    const page = versions.json<{ items: { version: number; origin: string; operator: string | null }[]; nextCursor: string }>();
    expect(page.items.map((v) => [v.version, v.origin])).toEqual([
      [3, 'write'],
      [2, 'write'],
    ]);
    expect(page.items[0]!.operator).toBe(admin2.username);
    const rest = await admin.get(`/admin/api/config/BindRewardConf/versions?limit=2&cursor=${page.nextCursor}`);
    expect(rest.json()).toMatchObject({ items: [{ version: 1, origin: 'seed', operator: null }], nextCursor: null });
    expect((await admin.get('/admin/api/config/BindRewardConf/versions/1')).json()).toMatchObject({ version: 1, body: BIND });

    const diff = await admin.get('/admin/api/config/BindRewardConf/diff?from=1&to=3');
    expect(diff.statusCode).toBe(200);
    const { patch, hunks } = diff.json<{ patch: string; hunks: { lines: string[] }[] }>();
    expect(patch).toContain('--- BindRewardConf@1');
    const changed = hunks.flatMap((h) => h.lines).filter((line) => line.startsWith('+') || line.startsWith('-'));
    // Stored order (jsonb's): "multi" before "amount".
    expect(changed).toEqual(['-    "multi": 1,', '-    "amount": 500', '+    "multi": 2,', '+    "amount": 900', '-    "amount": 1000', '+    "amount": 1500']);

    const before = await updateTime();
    t.clock.advance(1000);
    const rolled = await proposeRollbackAndApprove(admin, admin2, 'BindRewardConf', 1);
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json()).toMatchObject({ appliedVersion: 4, body: BIND });
    expect(await configDocument(t.db, 'BindRewardConf')).toEqual(BIND);
    expect(await updateTime()).toBeGreaterThan(before);
    const latest = await admin.get('/admin/api/config/BindRewardConf/versions?limit=1');
    expect(latest.json()).toMatchObject({ items: [{ version: 4, origin: 'rollback:1' }] });
    const [audit] = await t.db.query<{ action: string }>("SELECT action FROM operator_audit_log WHERE target = 'config:BindRewardConf' ORDER BY id DESC LIMIT 1");
    expect(audit!.action).toBe('config.rollback');
    expect((await admin.post('/admin/api/config/BindRewardConf/proposals/rollback', { version: 99 })).json()).toMatchObject({ code: 1716 });
    await expect(t.db.query("UPDATE config_document_versions SET body = '{}'")).rejects.toThrow(/append-only/);
  });

  it('a rollback, a version read and a diff take versions only as integers: true, [1], " 1 ", "1e0" are 400 and change nothing', async () => {
    const versions = async () => (await admin.get('/admin/api/config/BindRewardConf/versions?limit=200')).json<{ items: { version: number }[] }>().items.length;
    const before = await versions();
    expect(before).toBeGreaterThan(0);
    for (const version of [true, [1], ' 1 ', '1e0', '1', 1.5]) {
      const reply = await admin.post('/admin/api/config/BindRewardConf/rollback', { version });
      expect(reply.statusCode, JSON.stringify(version)).toBe(400);
      expect(reply.json()).toMatchObject({ code: 1001, issues: [{ path: 'version' }] });
    }
    for (const text of ['%201%20', '1e0', 'true', '01']) {
      expect((await admin.get(`/admin/api/config/BindRewardConf/versions/${text}`)).statusCode, text).toBe(400);
      expect((await admin.get(`/admin/api/config/BindRewardConf/diff?from=${text}&to=1`)).statusCode, text).toBe(400);
    }
    expect((await admin.get('/admin/api/config/BindRewardConf/diff?from=1&from=1&to=1')).statusCode).toBe(400);
    expect((await admin.get('/admin/api/config/BindRewardConf/versions/1')).statusCode).toBe(200);
    expect(await versions()).toBe(before);
  });

  it('reading needs config.read (admin, compliance), writing config.write (admin); unknown names are 404', async () => {
    expect((await finance.get('/admin/api/config')).statusCode).toBe(403);
    expect((await finance.put('/admin/api/config/BindRewardConf', BIND)).statusCode).toBe(403);
    expect((await compliance.get('/admin/api/config/AmlConf')).statusCode).toBe(200);
    expect((await compliance.put('/admin/api/config/BindRewardConf', BIND)).statusCode).toBe(403);
    expect((await compliance.post('/admin/api/config/BindRewardConf/rollback', { version: 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/config', headers: { 'x-operator-token': 'nonsense' } })).statusCode).toBe(401);
    expect((await admin.put('/admin/api/config/GameList2Conf', [])).statusCode).toBe(404);
    expect((await admin.put('/admin/api/config/updateTime', { updateTime: 1 })).statusCode).toBe(404);
    expect((await admin.get('/admin/api/config/NoSuchConf')).statusCode).toBe(404);
  });
});
