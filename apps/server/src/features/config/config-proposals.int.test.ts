// Four eyes on money and threshold documents: one operator's PUT or rollback of a listed document
// changes nothing; a proposal applies only when a second operator approves it, and only while the
// document is still the version it was based on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { proposeAndApprove } from '../../../test/config-change.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { configDocument } from './config.service.ts';

let t: TestApp;
let admin: AdminClient;
let admin2: AdminClient;
let compliance: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, 'admin');
  admin2 = await adminClient(t, 'admin');
  compliance = await adminClient(t, 'compliance');
});
afterAll(async () => t.close());

interface Proposal {
  id: number;
  name: string;
  state: string;
  baseVersion: number;
  currentVersion: number;
  requestedByName: string;
  decidedByName: string | null;
  note: string;
  appliedVersion: number | null;
  hunks: { lines: string[] }[];
}

const BIND = { phone: { amount: 500, multi: 1 }, bankCard: { amount: 1000, multi: 1 } };
const served = async (name: string) => (await admin.get(`/admin/api/config/${name}`)).json<{ version: number; body: unknown }>();
const propose = (by: AdminClient, name: string, body: unknown) => by.post(`/admin/api/config/${name}/proposals`, { body });
const proposalCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_proposals'))[0]!.n;

describe('config proposals (four eyes)', () => {
  it("one operator's PUT or rollback of a listed document is refused and changes nothing", async () => {
    const before = await served('WithdrawalConf');
    const put = await admin.put('/admin/api/config/WithdrawalConf', { ...(before.body as object), accountMinAgeHours: 0 });
    expect(put.statusCode).toBe(422);
    expect(put.json()).toEqual({
      code: 1874,
      msg: 'This document moves money or sets a threshold: propose the change, and a second operator must approve it. Nothing was changed',
    });
    const rollback = await admin.post('/admin/api/config/WithdrawalConf/rollback', { version: 1 });
    expect(rollback.json()).toMatchObject({ code: 1874 });
    expect(await served('WithdrawalConf')).toEqual(before);
    expect(await proposalCount()).toBe(0);
  });

  it('a proposal applies only when a second operator approves: version +1, served at once, audited naming both', async () => {
    const changed = { ...BIND, phone: { amount: 800, multi: 1 } };
    const proposed = await propose(admin, 'BindRewardConf', changed);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const p = proposed.json<Proposal>();
    expect(p).toMatchObject({ name: 'BindRewardConf', state: 'pending', baseVersion: 1, currentVersion: 1, requestedByName: admin.username });
    expect(p.hunks.flatMap((h) => h.lines).filter((l) => l.startsWith('-') || l.startsWith('+'))).toEqual(['-    "amount": 500', '+    "amount": 800']);
    expect(await configDocument(t.db, 'BindRewardConf')).toEqual(BIND);

    const own = await admin.post(`/admin/api/config-proposals/${p.id}/approve`);
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({
      code: 1875,
      msg: 'A second operator must approve or reject this change, never its proposer; only the proposer may withdraw it',
    });
    expect((await admin.post(`/admin/api/config-proposals/${p.id}/reject`, { note: 'never mind' })).json()).toMatchObject({ code: 1875 });
    await expect(
      t.db.query("UPDATE config_proposals SET state = 'applied', decided_by = requested_by, decided_at = now(), applied_version = 2 WHERE id = $1", [p.id]),
    ).rejects.toThrow(/config_proposals_second_operator/);
    expect(await configDocument(t.db, 'BindRewardConf')).toEqual(BIND);

    const approved = await admin2.post(`/admin/api/config-proposals/${p.id}/approve`, { note: 'checked with marketing' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'applied', appliedVersion: 2, decidedByName: admin2.username, note: 'checked with marketing' });
    expect(await served('BindRewardConf')).toMatchObject({ version: 2, body: changed });
    expect((await t.app.inject({ method: 'GET', url: '/config/BindRewardConf.json' })).json()).toEqual(changed);
    const [entry] = await t.db.query<{ operatorId: number; action: string; detail: { proposalId: number; proposedBy: number; approvedBy: number; version: number } }>(
      `SELECT operator_id AS "operatorId", action, detail FROM operator_audit_log WHERE target = 'config:BindRewardConf' AND action = 'config.replace'`,
    );
    expect(entry).toMatchObject({ operatorId: admin2.id, detail: { proposalId: p.id, proposedBy: admin.id, approvedBy: admin2.id, version: 2 } });
    const actions = await t.db.query<{ action: string }>("SELECT action FROM operator_audit_log WHERE target = 'config:BindRewardConf' ORDER BY id");
    expect(actions.map((a) => a.action)).toEqual(['config.propose', 'config.replace']);
    expect((await admin2.post(`/admin/api/config-proposals/${p.id}/approve`)).json()).toMatchObject({ code: 1876 });
  });

  it('a rejection keeps its note and changes nothing; the proposer can withdraw, nobody else', async () => {
    const before = await served('InviteConf');
    const body = { ...(before.body as object), minDeposit: 1 };
    const first = (await propose(admin, 'InviteConf', body)).json<Proposal>();
    expect((await admin2.post(`/admin/api/config-proposals/${first.id}/reject`, { note: '' })).json()).toMatchObject({ code: 1001, issues: [{ path: 'note' }] });
    const rejected = await admin2.post(`/admin/api/config-proposals/${first.id}/reject`, { note: 'A ₨0.01 deposit qualifies: too low' });
    expect(rejected.json()).toMatchObject({ state: 'rejected', note: 'A ₨0.01 deposit qualifies: too low', decidedByName: admin2.username, appliedVersion: null });
    expect(await served('InviteConf')).toEqual(before);

    const second = (await propose(admin, 'InviteConf', body)).json<Proposal>();
    expect((await admin2.post(`/admin/api/config-proposals/${second.id}/withdraw`)).json()).toMatchObject({ code: 1875 });
    expect((await admin.post(`/admin/api/config-proposals/${second.id}/withdraw`)).json()).toMatchObject({ state: 'withdrawn', decidedByName: admin.username });
    expect((await admin2.post(`/admin/api/config-proposals/${second.id}/approve`)).json()).toMatchObject({ code: 1876 });
    expect(await served('InviteConf')).toEqual(before);
  });

  it('a proposal based on a version that is gone is refused as stale, and nothing it holds is applied', async () => {
    const seeded = (await served('VipConf')).body;
    const a = (await propose(admin, 'ShopConf', (await served('ShopConf')).body)).json<Proposal>();
    const b = (await propose(admin, 'ShopConf', (await served('ShopConf')).body)).json<Proposal>();
    expect((await admin2.post(`/admin/api/config-proposals/${a.id}/approve`)).json()).toMatchObject({ state: 'applied', appliedVersion: 2 });
    // b was a diff against version 1; it left the pending list when a was applied.
    expect((await admin2.get(`/admin/api/config-proposals/${b.id}`)).json()).toMatchObject({ state: 'stale', baseVersion: 1, currentVersion: 2 });
    expect((await admin2.post(`/admin/api/config-proposals/${b.id}/approve`)).json()).toMatchObject({ code: 1876 });

    // A version that moved without the others being marked (another path) is caught at approval.
    const c = (await propose(admin, 'VipConf', seeded)).json<Proposal>();
    await t.db.query("UPDATE config_proposals SET base_version = 0 WHERE id = $1", [c.id]);
    const stale = await admin2.post(`/admin/api/config-proposals/${c.id}/approve`);
    expect(stale.json()).toEqual({ code: 1877, msg: 'The document changed since this proposal was made: nothing was applied, propose the change again' });
    expect((await admin2.get(`/admin/api/config-proposals/${c.id}`)).json()).toMatchObject({ state: 'stale' });
    expect(await served('VipConf')).toMatchObject({ version: 1 });
  });

  it('two approvals of the same document at once: one applies, the other is stale, never a 500', async () => {
    const body = (await served('TreasureChestConf')).body;
    const [a, b] = await Promise.all([propose(admin, 'TreasureChestConf', body), propose(admin, 'TreasureChestConf', body)]);
    const replies = await Promise.all([a, b].map((p) => admin2.post(`/admin/api/config-proposals/${p.json<Proposal>().id}/approve`)));
    const won = replies.filter((r) => r.statusCode === 200);
    const lost = replies.filter((r) => r.statusCode !== 200);
    expect(won.map((r) => r.json<Proposal>().state)).toEqual(['applied']);
    // The loser was made stale by the winner's approval before it got the document.
    expect(lost.map((r) => [r.statusCode, r.json<{ code: number }>().code])).toEqual([[422, 1876]]);
    expect(await served('TreasureChestConf')).toMatchObject({ version: 2 });
  });

  it('a listed rollback is a proposal of the old body, applied by a second operator as rollback:<n>', async () => {
    const v1 = (await served('DailyGiftConf')).body as object;
    expect((await proposeAndApprove(admin, admin2, 'DailyGiftConf', { ...v1, wagerMulti: 2 })).statusCode).toBe(200);
    expect(await served('DailyGiftConf')).toMatchObject({ version: 2 });
    const proposed = await admin2.post('/admin/api/config/DailyGiftConf/proposals/rollback', { version: 1 });
    expect(proposed.json()).toMatchObject({ state: 'pending', rollbackOf: 1, baseVersion: 2 });
    expect(await served('DailyGiftConf')).toMatchObject({ version: 2 });
    expect((await admin.post(`/admin/api/config-proposals/${proposed.json<Proposal>().id}/approve`)).json()).toMatchObject({ state: 'applied', appliedVersion: 3 });
    expect(await served('DailyGiftConf')).toMatchObject({ version: 3, body: v1 });
    const latest = (await admin.get('/admin/api/config/DailyGiftConf/versions?limit=1')).json();
    expect(latest).toMatchObject({ items: [{ version: 3, origin: 'rollback:1', operator: admin.username }] });
    expect((await admin.post('/admin/api/config/DailyGiftConf/proposals/rollback', { version: 99 })).json()).toMatchObject({ code: 1716 });
  });

  it('bad input is refused at propose time with the strict-document message, and nothing is stored', async () => {
    const before = await proposalCount();
    const unknownKey = await propose(admin, 'BindRewardConf', { ...BIND, bonus: 1 });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toMatchObject({ code: 1712, msg: 'The document does not fit its schema: bonus — unknown key "bonus"' });
    const wrong = await propose(admin, 'AmlConf', { thresholds: 'high' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1712 });
    expect((await propose(admin, 'MarqueeSysConf', { announcementTxt: 'x' })).statusCode).toBe(404);
    expect((await propose(admin, 'NoSuchConf', {})).statusCode).toBe(404);
    expect((await admin.post('/admin/api/config-proposals/99999/approve')).statusCode).toBe(404);
    expect((await admin.get('/admin/api/config-proposals?state=open')).json()).toMatchObject({ code: 1001, issues: [{ path: 'state' }] });
    expect(await proposalCount()).toBe(before);
  });

  it('an operator without config.write may read proposals but gets 403 for every change', async () => {
    const p = (await propose(admin, 'HarmConf', (await served('HarmConf')).body)).json<Proposal>();
    expect((await compliance.get(`/admin/api/config-proposals/${p.id}`)).statusCode).toBe(200);
    expect((await compliance.post('/admin/api/config/HarmConf/proposals', { body: (await served('HarmConf')).body })).statusCode).toBe(403);
    expect((await compliance.post(`/admin/api/config-proposals/${p.id}/approve`)).statusCode).toBe(403);
    expect((await compliance.post(`/admin/api/config-proposals/${p.id}/reject`, { note: 'no way' })).statusCode).toBe(403);
    expect((await admin2.get(`/admin/api/config-proposals/${p.id}`)).json()).toMatchObject({ state: 'pending' });
  });

  it('lists proposals newest first by state and document (keyset)', async () => {
    const pending = await allPages<Proposal>(admin, '/admin/api/config-proposals?state=pending', 1);
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((p) => p.state === 'pending')).toBe(true);
    const all = await allPages<Proposal>(admin, '/admin/api/config-proposals', 2);
    expect(all.items.map((p) => p.id)).toEqual([...all.items.map((p) => p.id)].sort((x, y) => y - x));
    expect(all.items).toHaveLength(await proposalCount());
    const shop = await allPages<Proposal>(admin, '/admin/api/config-proposals?name=ShopConf');
    expect(shop.items.map((p) => p.state)).toEqual(['stale', 'applied']);
  });

  it('an unlisted document (texts, links, the marquee) still writes directly', async () => {
    const put = await admin.put('/admin/api/config/MarqueeSysConf', { announcementTxt: 'Welcome to Khel' });
    expect(put.statusCode, put.body).toBe(200);
    expect(await configDocument(t.db, 'MarqueeSysConf')).toMatchObject({ announcementTxt: 'Welcome to Khel' });
  });
});
