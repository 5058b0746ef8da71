// Formal complaints: the player files one and sees its reference and due date; operators take,
// escalate and resolve it; the final response names the ADR body of ComplaintsConf.
import type { AdminComplaint } from '@khel/contracts/admin/complaints';
import type { ComplaintItem } from '@khel/contracts/endpoints/complaints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, allPages, type AdminClient } from '../../../test/admin.ts';
import { proposeAndApprove } from '../../../test/config-change.ts';
import { logIn, signUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let support: AdminClient;
let compliance: AdminClient;
let admin: AdminClient;
let finance: AdminClient;
/** Operators logged in now: after the clock moves by days their sessions are over (and the login window new). */
async function operatorsNow() {
  [support, compliance, admin, finance] = await Promise.all([
    adminClient(t, 'support'),
    adminClient(t, 'compliance'),
    adminClient(t, 'admin'),
    adminClient(t, 'finance'),
  ]);
}
beforeAll(async () => {
  t = await createTestApp();
  await operatorsNow();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
const valid = { category: 'withdrawal', subject: 'Withdrawal not received', message: 'My withdrawal of 5,000 on Monday never arrived.' };

const file = (token: string, body: unknown = valid) => call<ComplaintItem>(t.app, 'POST', '/usercenter/web/complaint', body, { token });
const mine = async (token: string) => (await call<{ list: ComplaintItem[] }>(t.app, 'GET', '/usercenter/web/complaint', undefined, { token })).data.list;
const idOf = async (reference: string) =>
  (await t.db.query<{ id: number }>('SELECT id::int AS id FROM complaints WHERE reference = $1', [reference]))[0]!.id;

describe('a player files a complaint', () => {
  it('gets a KC-<year>-<six digits> reference, a due date 8 weeks out, and sees it in the app', async () => {
    const player = await signUp(t.app);
    const filed = await file(player.token);
    expect(filed.code).toBe(1);
    const id = await idOf(filed.data.reference);
    expect(filed.data).toEqual({
      reference: `KC-2026-${String(id).padStart(6, '0')}`,
      category: 'withdrawal',
      subject: 'Withdrawal not received',
      message: 'My withdrawal of 5,000 on Monday never arrived.',
      state: 'open',
      createdAt: '2026-01-05T09:00:00.000Z',
      dueAt: '2026-03-02T09:00:00.000Z',
      overdue: false,
      response: '',
      resolvedAt: null,
      adr: { name: 'Independent Betting Adjudication Service (IBAS)', url: 'https://www.ibas-uk.com' },
    });
    expect(await mine(player.token)).toEqual([filed.data]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const player = await signUp(t.app);
    const before = await rowCounts(t.db, ['complaints', 'complaint_events']);
    expect((await file(player.token, { ...valid, category: 'casino' })).msg).toBe('Choose what your complaint is about');
    expect((await file(player.token, { ...valid, subject: '  a ' })).msg).toBe('Write a subject of 3 to 100 characters');
    expect((await file(player.token, { ...valid, message: 'too short' })).msg).toBe('Describe your complaint in 10 to 2000 characters');
    expect((await file(player.token, { ...valid, message: 'x'.repeat(2001) })).msg).toBe('Describe your complaint in 10 to 2000 characters');
    expect((await call(t.app, 'POST', '/usercenter/web/complaint', valid)).status).toBe(401);
    expect(await rowCounts(t.db, ['complaints', 'complaint_events'])).toEqual(before);
  });

  it('at most 5 unresolved at a time; a resolved one frees a place', async () => {
    const player = await signUp(t.app);
    const refs: string[] = [];
    for (let i = 0; i < 5; i++) refs.push((await file(player.token)).data.reference);
    const sixth = await file(player.token);
    expect(sixth).toMatchObject({ code: 1897, msg: 'You have 5 complaints waiting for an answer. We will answer those first' });
    expect(await mine(player.token)).toHaveLength(5);
    await support.post(`/admin/api/complaints/${await idOf(refs[0]!)}/resolve`, { response: 'Paid on Tuesday, reference 8841.' });
    expect((await file(player.token)).code).toBe(1);
  });
});

describe('operators handle complaints', () => {
  it('open → in progress → resolved: the player sees the final response and the ADR body; audited; a second resolve is refused', async () => {
    const player = await signUp(t.app);
    const { reference } = (await file(player.token)).data;
    const id = await idOf(reference);

    const taker = support.username;
    const started = await support.post(`/admin/api/complaints/${id}/start`, { note: 'Checking with the bank' });
    expect(started.json<AdminComplaint>()).toMatchObject({ state: 'in_progress', assignedTo: support.id });
    expect((await mine(player.token))[0]?.state).toBe('in_progress');
    expect((await support.post(`/admin/api/complaints/${id}/start`)).json()).toMatchObject({ code: 1899, msg: 'This complaint is already being handled' });

    t.clock.advance(3 * DAY);
    await operatorsNow();
    const resolved = await support.post(`/admin/api/complaints/${id}/resolve`, { response: '  The payout was returned by your bank; we sent it again.  ' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<AdminComplaint>()).toMatchObject({ state: 'resolved', resolvedBy: support.id, response: 'The payout was returned by your bank; we sent it again.' });

    const token = (await logIn(t.app, { account: player.account, password: player.password })).data.token;
    const seen = (await mine(token))[0]!;
    expect(seen).toMatchObject({
      reference,
      state: 'resolved',
      response: 'The payout was returned by your bank; we sent it again.',
      resolvedAt: t.clock.now().toISOString(),
      overdue: false,
      adr: { name: 'Independent Betting Adjudication Service (IBAS)', url: 'https://www.ibas-uk.com' },
    });
    const again = await support.post(`/admin/api/complaints/${id}/resolve`, { response: 'Something else entirely.' });
    expect(again.json()).toMatchObject({ code: 1895, msg: 'This complaint is already resolved' });
    expect((await support.post(`/admin/api/complaints/${id}/note`, { note: 'late note' })).json()).toMatchObject({ code: 1895 });
    expect((await mine(token))[0]?.response).toBe('The payout was returned by your bank; we sent it again.');

    const detail = (await support.get(`/admin/api/complaints/${id}`)).json<AdminComplaint & { events: { kind: string; note: string; operator: string | null }[] }>();
    expect(detail.events.map((e) => [e.kind, e.note, e.operator])).toEqual([
      ['filed', '', null],
      ['in_progress', 'Checking with the bank', taker],
      ['resolved', 'The payout was returned by your bank; we sent it again.', support.username],
    ]);
    const audited = await t.db.query<{ action: string }>('SELECT action FROM operator_audit_log WHERE target = $1 ORDER BY id', [`complaint:${reference}`]);
    expect(audited.map((a) => a.action)).toEqual(['complaint.start', 'complaint.resolve']);
  });

  it('the ADR body is the one named in ComplaintsConf when resolved, and stays so after a config change', async () => {
    const player = await signUp(t.app);
    const { reference } = (await file(player.token)).data;
    const conf = { responseDays: 56, adr: { name: 'eCOGRA', url: 'https://ecogra.org/adr' } };
    // ComplaintsConf needs a second operator: one admin proposes, another approves.
    const admin2 = await adminClient(t, 'admin');
    expect((await proposeAndApprove(admin, admin2, 'ComplaintsConf', conf)).statusCode).toBe(200);
    expect((await mine(player.token))[0]?.adr).toEqual(conf.adr);
    await support.post(`/admin/api/complaints/${await idOf(reference)}/resolve`, { response: 'We refunded the stake of the void round.' });
    await proposeAndApprove(admin, admin2, 'ComplaintsConf', { responseDays: 56, adr: { name: 'Another ADR', url: 'https://adr.example' } });
    expect((await mine(player.token))[0]?.adr).toEqual({ name: 'eCOGRA', url: 'https://ecogra.org/adr' });
    // A longer clock than the regulators' 8 weeks, or a plain-http ADR link, is refused.
    expect((await admin.post('/admin/api/config/ComplaintsConf/proposals', { body: { ...conf, responseDays: 57 } })).statusCode).toBe(400);
    expect((await admin.post('/admin/api/config/ComplaintsConf/proposals', { body: { ...conf, adr: { name: 'X ADR', url: 'http://adr.example' } } })).statusCode).toBe(400);
    await proposeAndApprove(admin, admin2, 'ComplaintsConf', { responseDays: 56, adr: { name: 'Independent Betting Adjudication Service (IBAS)', url: 'https://www.ibas-uk.com' } });
  });

  it('escalated: support cannot resolve it, compliance can', async () => {
    const player = await signUp(t.app);
    const { reference } = (await file(player.token)).data;
    const id = await idOf(reference);
    const escalated = await support.post(`/admin/api/complaints/${id}/escalate`, { reason: 'Player disputes the game result' });
    expect(escalated.json<AdminComplaint>()).toMatchObject({ state: 'escalated', escalationReason: 'Player disputes the game result' });
    expect((await support.post(`/admin/api/complaints/${id}/escalate`, { reason: 'again' })).json()).toMatchObject({ code: 1896, msg: 'This complaint is already escalated' });
    expect((await support.post(`/admin/api/complaints/${id}/start`)).json()).toMatchObject({ code: 1896 });
    const refused = await support.post(`/admin/api/complaints/${id}/resolve`, { response: 'Round was fair, see the seeds.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 1898, msg: 'An escalated complaint is resolved by compliance' });
    expect((await mine(player.token))[0]?.state).toBe('escalated');
    const resolved = await compliance.post(`/admin/api/complaints/${id}/resolve`, { response: 'Round was fair, see the seeds.' });
    expect(resolved.json<AdminComplaint>()).toMatchObject({ state: 'resolved', resolvedBy: compliance.id });
  });

  it('the 8-week clock: overdue after the due date, listed soonest due first, filtered by overdue and reference', async () => {
    const player = await signUp(t.app);
    const early = (await file(player.token)).data;
    t.clock.advance(10 * DAY);
    const late = (await file((await logIn(t.app, { account: player.account, password: player.password })).data.token)).data;
    t.clock.advance(46 * DAY + 1000); // 56 days and a second after the first
    await operatorsNow();
    const token = (await logIn(t.app, { account: player.account, password: player.password })).data.token;
    const seen = await mine(token);
    expect(seen.find((c) => c.reference === early.reference)).toMatchObject({ overdue: true, state: 'open' });
    expect(seen.find((c) => c.reference === late.reference)).toMatchObject({ overdue: false });

    const overdue = (await allPages<AdminComplaint>(support, '/admin/api/complaints?overdue=true', 2)).items.map((c) => c.reference);
    expect(overdue).toContain(early.reference);
    expect(overdue).not.toContain(late.reference);
    const unresolved = (await allPages<AdminComplaint>(support, '/admin/api/complaints?state=unresolved', 2)).items;
    const dues = unresolved.map((c) => c.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect(unresolved.map((c) => c.reference)).toEqual(expect.arrayContaining([early.reference, late.reference]));
    const one = (await support.get(`/admin/api/complaints?reference=${early.reference.toLowerCase()}`)).json<{ items: AdminComplaint[] }>().items;
    expect(one.map((c) => c.reference)).toEqual([early.reference]);
  });

  it('refuses operators without the permission, unknown ids and bad input; changes nothing', async () => {
    const player = await signUp(t.app);
    const id = await idOf((await file(player.token)).data.reference);
    const before = await rowCounts(t.db, ['complaint_events']);
    expect((await finance.get('/admin/api/complaints')).statusCode).toBe(403);
    expect((await finance.post(`/admin/api/complaints/${id}/resolve`, { response: 'Not mine to answer at all' })).statusCode).toBe(403);
    expect((await support.get('/admin/api/complaints/99999999')).statusCode).toBe(404);
    expect((await support.post('/admin/api/complaints/99999999/start')).statusCode).toBe(404);
    expect((await support.post(`/admin/api/complaints/${id}/resolve`, { response: 'short' })).statusCode).toBe(400);
    expect((await support.post(`/admin/api/complaints/${id}/escalate`, {})).statusCode).toBe(400);
    expect((await support.get('/admin/api/complaints?reference=12345')).json()).toMatchObject({ code: 1001, msg: 'A complaint reference looks like KC-2026-000123' });
    expect((await support.get('/admin/api/complaints?cursor=WzEsMl0')).statusCode).toBe(400);
    expect((await support.get('/admin/api/complaints?state=closed')).statusCode).toBe(400);
    expect(await rowCounts(t.db, ['complaint_events'])).toEqual(before);
    expect((await mine(player.token))[0]?.state).toBe('open');
  });
});
