// Roles on the operator API (contracts admin/operators-roles.ts): every action is checked on the server, the
// console reads its menus from /me, admins manage operators (the last admin stays), and the audit
// log viewer filters and pages.
import { permissionsOf } from '@khel/contracts/admin/operators-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { signUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: AdminClient;
let finance: AdminClient;
let support: AdminClient;
let compliance: AdminClient;
let playerId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, finance, support, compliance] = await Promise.all([
    adminClient(t, 'admin'),
    adminClient(t, 'finance'),
    adminClient(t, 'support'),
    adminClient(t, 'compliance'),
  ]);
  playerId = (await signUp(t.app)).playerId;
});
afterAll(async () => t.close());

describe('roles', () => {
  it('/me names the role and its permissions', async () => {
    expect((await support.get('/admin/api/me')).json()).toEqual({
      operatorId: support.id,
      username: support.username,
      role: 'support',
      permissions: permissionsOf('support'),
    });
    expect((await admin.get('/admin/api/me')).json<{ permissions: string[] }>().permissions).toContain('operators.manage');
  });

  it('each action is refused (403, nothing changes) to a role without its permission', async () => {
    const refused = async (client: AdminClient, method: 'get' | 'post' | 'put', url: string, body?: unknown) => {
      const reply = method === 'get' ? await client.get(url) : method === 'put' ? await client.put(url, body) : await client.post(url, body);
      expect(reply.statusCode, `${client.username} ${method} ${url}`).toBe(403);
      expect(reply.json()).toEqual({ code: 1312, msg: 'Access Denied' });
    };
    const audits = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit_log'))[0]!.n;
    const before = await audits();
    // a finance operator cannot edit config, freeze a player, review KYC or read the audit log
    await refused(finance, 'put', '/admin/api/config/BindRewardConf', { phone: { amount: 1, multi: 0 }, bankCard: { amount: 1, multi: 0 } });
    await refused(finance, 'post', `/admin/api/players/${playerId}/freeze`, { reason: 'testing' });
    await refused(finance, 'get', '/admin/api/kyc');
    await refused(finance, 'get', '/admin/api/audit');
    // a support operator cannot adjust balances, approve withdrawals, see reports or make gift codes
    await refused(support, 'post', '/admin/api/adjustments', { playerId, direction: 'credit', amount: 100, category: 'goodwill', reason: 'sorry' });
    await refused(support, 'post', '/admin/api/withdrawals/1/approve');
    await refused(support, 'post', '/admin/api/withdrawals/1/mark-paid', { reference: 'x' });
    await refused(support, 'get', '/admin/api/reports/ggr?from=2026-01-01&to=2026-01-05');
    await refused(support, 'post', '/admin/api/gift-codes', { amount: 100, totalUses: 1, expiresAt: '2027-01-01T00:00:00Z' });
    // compliance moves no money either, and nobody but an admin manages operators or sends mail
    await refused(compliance, 'post', '/admin/api/adjustments/1/approve');
    await refused(compliance, 'post', '/admin/api/deposits/1/inquire');
    await refused(compliance, 'get', '/admin/api/operators');
    await refused(finance, 'post', '/admin/api/mail', { audience: 'all', title: { en: 'x' }, body: { en: 'y' } });
    expect(await audits()).toBe(before);
  });

  it('what a role may do it can: support reads and freezes players, compliance reads the audit log', async () => {
    expect((await support.get(`/admin/api/players/${playerId}`)).statusCode).toBe(200);
    expect((await support.get('/admin/api/withdrawals')).statusCode).toBe(200);
    expect((await compliance.get('/admin/api/audit?limit=5')).statusCode).toBe(200);
    expect((await finance.get('/admin/api/reports/ggr?from=2026-01-01&to=2026-01-05')).statusCode).toBe(200);
  });
});

describe('operators (admin only)', () => {
  it('creates an operator (only a setup code comes back; operator-setup.int.test.ts), changes its role, disables it (its sessions end)', async () => {
    const created = await admin.post('/admin/api/operators', { username: 'new.agent', role: 'support' });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json<{ operator: { id: number; role: string; status: string }; setupCode: string }>();
    expect(body.operator).toMatchObject({ role: 'support', status: 'active', setupPending: true });
    expect(body.setupCode).toMatch(/^[\w-]{32}$/);
    const taken = await admin.post('/admin/api/operators', { username: 'new.agent', role: 'support' });
    expect(taken.statusCode).toBe(400);
    expect((await admin.post('/admin/api/operators', { username: 'x', role: 'god' })).json<{ issues: unknown[] }>().issues).toHaveLength(2);

    const promoted = await admin.post(`/admin/api/operators/${body.operator.id}`, { role: 'compliance' });
    expect(promoted.json()).toMatchObject({ role: 'compliance', status: 'active' });

    const victim = await adminClient(t, 'finance');
    expect((await victim.get('/admin/api/me')).statusCode).toBe(200);
    expect((await admin.post(`/admin/api/operators/${victim.id}`, { status: 'disabled' })).json()).toMatchObject({ status: 'disabled' });
    expect((await victim.get('/admin/api/me')).statusCode).toBe(401);

    const [audit] = await t.db.query<{ detail: unknown }>(`SELECT detail FROM operator_audit_log WHERE target = 'operator:${victim.id}' AND action = 'operator.update'`);
    expect(audit!.detail).toEqual({ before: { role: 'finance', status: 'active' }, after: { role: 'finance', status: 'disabled' } });
  });

  it('the last active admin cannot be demoted or disabled, and nobody disables themselves', async () => {
    const admins = await t.db.query<{ id: number }>("SELECT id FROM operators WHERE role = 'admin' AND status = 'active'");
    expect(admins.map((a) => a.id)).toEqual([admin.id]);
    expect((await admin.post(`/admin/api/operators/${admin.id}`, { role: 'finance' })).json()).toMatchObject({ code: 1700 });
    expect((await admin.post(`/admin/api/operators/${admin.id}`, { status: 'disabled' })).json()).toMatchObject({ code: 1701 });
    const second = await adminClient(t, 'admin');
    expect((await second.post(`/admin/api/operators/${admin.id}`, { role: 'finance' })).json()).toMatchObject({ role: 'finance' });
    expect((await second.post(`/admin/api/operators/${admin.id}`, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
  });
});

describe('audit log viewer', () => {
  it('filters by operator, action family and target, and pages newest first with every row once', async () => {
    for (let i = 0; i < 5; i++) await support.post(`/admin/api/players/${playerId}/notes`, { body: `note ${i}` });
    const notes = await allPages<{ id: number; action: string; target: string; operator: string }>(
      compliance,
      `/admin/api/audit?operatorId=${support.id}&action=player.note`,
      2,
    );
    expect(notes.pages).toBe(3);
    expect(notes.items).toHaveLength(5);
    expect(notes.items.every((e) => e.action === 'player.note' && e.target === `player:${playerId}` && e.operator === support.username)).toBe(true);
    const ids = notes.items.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const family = await allPages<{ action: string }>(compliance, '/admin/api/audit?action=operator.', 4);
    expect(family.items.length).toBeGreaterThan(3);
    expect(family.items.every((e) => e.action.startsWith('operator.'))).toBe(true);
    const everything = await allPages<{ id: number }>(compliance, '/admin/api/audit', 7);
    expect(new Set(everything.items.map((e) => e.id)).size).toBe(everything.items.length);
    const total = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit_log WHERE id <= $1', [everything.items[0]!.id]))[0]!.n;
    expect(everything.items).toHaveLength(total);
    expect((await compliance.get('/admin/api/audit?cursor=bogus')).statusCode).toBe(400);
  });
});
