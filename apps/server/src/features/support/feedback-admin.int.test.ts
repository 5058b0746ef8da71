// Operators read player feedback and answer it once; the player sees the answer.
import type { AdminFeedback } from '@khel/contracts/admin/support';
import type { FeedbackItem } from '@khel/contracts/endpoints/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let support: AdminClient;
let finance: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await adminClient(t, 'support');
  finance = await adminClient(t, 'finance');
});
afterAll(async () => t.close());

const send = async (token: string, message: string) =>
  (await call<FeedbackItem>(t.app, 'POST', '/usercenter/web/feedback', { category: 'complaint', message }, { token })).data;

describe('feedback in the console', () => {
  it('lists open feedback, takes one answer, which the player then sees', async () => {
    const player = await signUp(t.app);
    const sent = await send(player.token, 'My withdrawal is late');
    const open = (await support.get('/admin/api/feedback?state=open')).json<{ items: AdminFeedback[] }>().items;
    expect(open).toContainEqual(expect.objectContaining({ id: sent.id, playerId: player.playerId, message: 'My withdrawal is late', state: 'open' }));

    const answered = await support.post(`/admin/api/feedback/${sent.id}/reply`, { reply: '  It was paid at 14:05.  ' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id: sent.id, state: 'answered', reply: 'It was paid at 14:05.', repliedAt: t.clock.now().toISOString() });

    const mine = (await call<{ list: FeedbackItem[] }>(t.app, 'GET', '/usercenter/web/feedback', undefined, { token: player.token })).data.list;
    expect(mine[0]).toMatchObject({ id: sent.id, state: 'answered', reply: 'It was paid at 14:05.' });
    const audited = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM operator_audit_log WHERE action = 'feedback.reply' AND target = $1", [`feedback:${sent.id}`]);
    expect(audited[0]?.n).toBe(1);
    expect((await support.get('/admin/api/feedback?state=open')).json<{ items: AdminFeedback[] }>().items.map((i) => i.id)).not.toContain(sent.id);
  });

  it('answers once: a second answer is refused and the first stays', async () => {
    const player = await signUp(t.app);
    const sent = await send(player.token, 'Deposit not credited');
    await support.post(`/admin/api/feedback/${sent.id}/reply`, { reply: 'Credited now.' });
    const again = await support.post(`/admin/api/feedback/${sent.id}/reply`, { reply: 'Something else' });
    expect(again.json()).toMatchObject({ code: 1740, msg: 'This feedback has already been answered' });
    const mine = (await call<{ list: FeedbackItem[] }>(t.app, 'GET', '/usercenter/web/feedback', undefined, { token: player.token })).data.list;
    expect(mine[0]?.reply).toBe('Credited now.');
  });

  it('refuses an unknown id, an empty answer, and operators without the permission', async () => {
    expect((await support.post('/admin/api/feedback/99999999/reply', { reply: 'Hello there' })).statusCode).toBe(404);
    const player = await signUp(t.app);
    const sent = await send(player.token, 'Please add Urdu voice');
    const empty = await support.post(`/admin/api/feedback/${sent.id}/reply`, { reply: ' ' });
    expect(empty.statusCode).toBe(400);
    expect((await finance.get('/admin/api/feedback')).statusCode).toBe(403);
    expect((await finance.post(`/admin/api/feedback/${sent.id}/reply`, { reply: 'Not mine to answer' })).statusCode).toBe(403);
  });
});
