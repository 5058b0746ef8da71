import type { FeedbackItem } from '@khel/contracts/endpoints/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (token: string, body: unknown, language?: string) =>
  call<FeedbackItem>(t.app, 'POST', '/usercenter/web/feedback', body, { token, ...(language ? { language } : {}) });
const list = async (token: string, page = 0) =>
  (await call<{ list: FeedbackItem[] }>(t.app, 'GET', `/usercenter/web/feedback?page=${page}`, undefined, { token })).data.list;

describe('feedback', () => {
  it('is sent, trimmed, open, and listed newest first for its sender only', async () => {
    const player = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await send(player.token, { category: 'suggestion', message: '  More cricket games please  ' });
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({
      category: 'suggestion',
      message: 'More cricket games please',
      contact: '',
      state: 'open',
      reply: '',
      createdAt: t.clock.now().toISOString(),
    });
    await send(player.token, { category: 'complaint', message: 'My deposit took an hour', contact: 'WhatsApp 03001234567' });
    expect((await list(player.token)).map((item) => item.category)).toEqual(['complaint', 'suggestion']);
    expect(await list(other.token)).toEqual([]);
  });

  it.each([
    [{ category: 'praise', message: 'Great app, thanks' }, 'Choose what your feedback is about'],
    [{ message: 'Great app, thanks' }, 'Choose what your feedback is about'],
    [{ category: 'problem', message: ' abc ' }, 'Write 5 to 500 characters'],
    [{ category: 'problem', message: 'x'.repeat(501) }, 'Write 5 to 500 characters'],
    [{ category: 'problem', message: 42 }, 'Write 5 to 500 characters'],
    [{ category: 'problem', message: 'Fine message', contact: 'c'.repeat(65) }, 'Contact details can be at most 64 characters'],
    [{ category: 'problem', message: 'nul \u0000 inside' }, 'Request error'],
  ])('%j is refused with %s and nothing is stored', async (body, msg) => {
    const player = await signUp(t.app);
    const before = await rowCounts(t.db, ['player_feedback']);
    const result = await send(player.token, body);
    expect({ status: result.status, code: result.code, msg: result.msg }).toEqual({ status: 200, code: 1001, msg });
    expect(await rowCounts(t.db, ['player_feedback'])).toEqual(before);
  });

  it('takes 5 a day (Asia/Karachi), the 6th is refused, the next day opens again', async () => {
    t.clock.set(new Date('2026-05-10T18:00:00Z')); // 23:00 in Karachi
    const player = await signUp(t.app);
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => send(player.token, { category: 'problem', message: `Problem number ${i}` })));
    expect(parallel.filter((r) => r.code === 1)).toHaveLength(5);
    const refused = parallel.filter((r) => r.code !== 1);
    expect(refused.map((r) => [r.code, r.msg])).toEqual(Array(3).fill([1007, 'You can send 5 messages a day. Please try again tomorrow']));
    t.clock.set(new Date('2026-05-10T19:00:00Z')); // midnight in Karachi
    expect((await send(player.token, { category: 'problem', message: 'A new day' })).code).toBe(1);
    expect(await list(player.token)).toHaveLength(6);
  });

  it('pages 20 at a time and refuses a bad page', async () => {
    t.clock.set(new Date(Date.UTC(2026, 6, 1, 8)));
    const player = await signUp(t.app);
    for (let day = 0; day < 5; day++) {
      t.clock.set(new Date(Date.UTC(2026, 6, 1 + day, 8)));
      for (let i = 0; i < 5; i++) await send(player.token, { category: 'suggestion', message: `Idea ${day}-${i}` });
    }
    expect(await list(player.token, 0)).toHaveLength(20);
    const second = await list(player.token, 1);
    expect(second.map((item) => item.message)).toEqual(['Idea 0-4', 'Idea 0-3', 'Idea 0-2', 'Idea 0-1', 'Idea 0-0']);
    const bad = await call(t.app, 'GET', '/usercenter/web/feedback?page=-1', undefined, { token: player.token });
    expect({ status: bad.status, code: bad.code }).toEqual({ status: 200, code: 1001 });
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/usercenter/web/feedback')).status).toBe(401);
    expect((await call(t.app, 'POST', '/usercenter/web/feedback', { category: 'problem', message: 'Hello there' })).status).toBe(401);
  });
});
