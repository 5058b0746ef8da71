// The support chat end to end: a player writes, an operator finds the conversation in the inbox,
// takes it and answers; the player's open app is told at once (a live event) and sees the answer
// and the read marks. Images are checked by their bytes and seen only by their player and
// operators; limits answer 429 with Retry-After; with nobody staffed the answer also goes to the
// mailbox.
import type { ConversationDetail, InboxConversation, InboxMessage, SupportSettings } from '@khel/contracts/admin/support-chat';
import type { ChatMessage, ChatView } from '@khel/contracts/endpoints/support-chat';
import type { EmailResponse } from '@khel/contracts/endpoints/mailbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLiveEnvelope, type LiveEnvelope } from '../../platform/live.ts';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { PNG_1X1 } from '../../../test/identity-photos.ts';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let support: AdminClient;
let colleague: AdminClient;
const live: LiveEnvelope[] = [];
/** Live events in the order sent, one per id: on PostgreSQL each pooled connection hears a copy, a moment later. */
const liveEvents = async (count: number) => {
  const distinct = () => [...new Map(live.map((e) => [e.id, e])).values()];
  await vi.waitFor(() => expect(distinct().length).toBeGreaterThanOrEqual(count));
  return distinct();
};
beforeAll(async () => {
  t = await createTestApp();
  support = await adminClient(t, 'support');
  colleague = await adminClient(t, 'support');
  t.db.subscribeChanges({ onNotify: (payload) => void (parseLiveEnvelope(payload) && live.push(parseLiveEnvelope(payload)!)), onGap: () => {} });
});
afterAll(async () => t.close());
beforeEach(() => {
  live.length = 0;
});

const TABLES = ['support_conversations', 'support_messages', 'support_images', 'rate_limit_counters'];
const send = (p: SignedUp, body: Record<string, unknown>) => call<{ message: ChatMessage; staffed: boolean }>(t.app, 'POST', '/usercenter/web/support/chat/messages', body, { token: p.token });
const view = async (p: SignedUp) => (await call<ChatView>(t.app, 'GET', '/usercenter/web/support/chat', undefined, { token: p.token })).data;
const inbox = async (client: AdminClient, q = 'view=all') => (await client.get(`/admin/api/support/conversations?${q}`)).json<{ items: InboxConversation[]; staffed: boolean }>();
const conversationOf = async (p: SignedUp) => (await inbox(support)).items.find((c) => c.playerId === p.playerId)!;
const playerImage = (p: SignedUp | null, id: number) =>
  t.app.inject({ method: 'GET', url: `/usercenter/web/support/chat/images/${id}`, headers: p ? { satoken: p.token } : {} });
/** A JPEG signature followed by filler: `bytes` long in all. */
const jpegOf = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 1)]).toString('base64');

describe('support chat', () => {
  it('the player writes, the operator takes and answers, the player is told at once and sees ✓✓', async () => {
    await inbox(support); // the console is open: an operator is online
    const player = await signUp(t.app);
    const sent = await send(player, { text: '  My deposit of 500 is not credited  ' });
    expect(sent.code).toBe(1);
    expect(sent.data).toMatchObject({ staffed: true, message: { author: 'player', text: 'My deposit of 500 is not credited', read: false } });

    t.clock.advance(90_000);
    const unassigned = (await inbox(support, 'view=unassigned')).items.find((c) => c.playerId === player.playerId);
    expect(unassigned).toMatchObject({ state: 'open', assignedTo: null, unread: 1, lastText: 'My deposit of 500 is not credited' });
    expect(Date.parse(t.clock.now().toISOString()) - Date.parse(unassigned!.waitingSince!)).toBe(90_000);

    const taken = await support.post(`/admin/api/support/conversations/${unassigned!.id}/assign`, {});
    expect(taken.json()).toMatchObject({ assignedTo: support.id, assignedName: support.username });
    expect((await inbox(support, 'view=mine')).items.map((c) => c.id)).toContain(unassigned!.id);
    expect((await inbox(colleague, 'view=mine')).items.map((c) => c.id)).not.toContain(unassigned!.id);

    const detail = (await support.get(`/admin/api/support/conversations/${unassigned!.id}`)).json<ConversationDetail>();
    expect(detail.context).toMatchObject({ playerId: player.playerId, balance: 0, vipLevel: expect.any(Number), lastDeposits: [], openTasks: [] });
    expect((await support.post(`/admin/api/support/conversations/${unassigned!.id}/read`)).statusCode).toBe(200);
    expect((await view(player)).messages[0]).toMatchObject({ author: 'player', read: true });

    const answer = await support.post(`/admin/api/support/conversations/${unassigned!.id}/messages`, { text: '<b>Checking</b> it now' });
    expect(answer.statusCode).toBe(200);
    const answered = answer.json<InboxMessage>();
    expect((await liveEvents(2)).map((e) => [e.to, e.event.type])).toEqual([
      [{ player: player.playerId }, 'support-read'],
      [{ player: player.playerId }, 'support-message'],
    ]);
    const seen = await view(player);
    // Text stays text: the markup is stored and shown as typed, never rendered.
    expect(seen.messages.at(-1)).toMatchObject({ id: answered.id, author: 'operator', text: '<b>Checking</b> it now', read: false });
    expect((await conversationOf(player)).waitingSince).toBeNull();

    expect((await call(t.app, 'POST', '/usercenter/web/support/chat/read', { upTo: answered.id }, { token: player.token })).code).toBe(1);
    const after = (await support.get(`/admin/api/support/conversations/${unassigned!.id}`)).json<ConversationDetail>();
    expect(after.messages.at(-1)).toMatchObject({ id: answered.id, read: true, operatorName: support.username });
    const audited = await t.db.query<{ action: string }>('SELECT action FROM operator_audit_log WHERE target = $1 ORDER BY id', [`support-conversation:${unassigned!.id}`]);
    expect(audited.map((a) => a.action)).toEqual(['support.assign', 'support.reply']);
  });

  it('a read mark never reaches past what the agent has written: a later answer still arrives unread', async () => {
    const player = await signUp(t.app);
    expect(await view(player)).toEqual({ state: 'none', staffed: expect.any(Boolean), operatorTyping: false, messages: [] });
    await send(player, { text: 'Is anyone there?' });
    await call(t.app, 'POST', '/usercenter/web/support/chat/read', { upTo: 999_999_999 }, { token: player.token });
    const { id } = await conversationOf(player);
    await support.post(`/admin/api/support/conversations/${id}/messages`, { text: 'Yes, hello' });
    expect((await view(player)).messages.at(-1)).toMatchObject({ text: 'Yes, hello', read: false });
  });

  it('typing shows on the other side for 5 seconds', async () => {
    const player = await signUp(t.app);
    await send(player, { text: 'Hello' });
    const { id } = await conversationOf(player);
    await call(t.app, 'POST', '/usercenter/web/support/chat/typing', {}, { token: player.token });
    expect((await support.get(`/admin/api/support/conversations/${id}`)).json<ConversationDetail>().playerTyping).toBe(true);
    await support.post(`/admin/api/support/conversations/${id}/typing`);
    expect((await liveEvents(1)).at(-1)).toMatchObject({ to: { player: player.playerId }, event: { type: 'support-typing' } });
    expect((await view(player)).operatorTyping).toBe(true);
    t.clock.advance(5_000);
    expect((await view(player)).operatorTyping).toBe(false);
    expect((await support.get(`/admin/api/support/conversations/${id}`)).json<ConversationDetail>().playerTyping).toBe(false);
  });

  it('refuses an image that is not PNG, JPEG or WebP, or is over 2 MB, with the rule, and stores nothing', async () => {
    const player = await signUp(t.app);
    const before = await rowCounts(t.db, TABLES);
    const gif = await send(player, { text: 'see', image: Buffer.from('GIF89a........').toString('base64') });
    expect(gif).toMatchObject({ code: 1001, msg: 'Images must be PNG, JPEG or WebP' });
    const html = await send(player, { image: Buffer.from('<svg onload=alert(1)>').toString('base64') });
    expect(html.msg).toBe('Images must be PNG, JPEG or WebP');
    const big = await send(player, { image: jpegOf(2 * 1024 * 1024 + 1) });
    expect(big).toMatchObject({ code: 1001, msg: 'Images can be at most 2 MB' });
    expect((await send(player, { text: 'x'.repeat(1001) })).msg).toBe('A message can be at most 1000 characters');
    expect((await send(player, { text: '   ' })).msg).toBe('Write a message or add an image');
    expect(await rowCounts(t.db, TABLES)).toEqual(before);

    const biggest = await send(player, { image: jpegOf(2 * 1024 * 1024) });
    expect(biggest.data.message).toMatchObject({ text: '', imageId: expect.any(Number) });
    const operatorTooBig = await support.post(`/admin/api/support/conversations/${(await conversationOf(player)).id}/messages`, { image: jpegOf(2 * 1024 * 1024 + 1) });
    expect(operatorTooBig.statusCode).toBe(400);
    expect(operatorTooBig.json()).toMatchObject({ msg: 'Images can be at most 2 MB' });
  });

  it('serves an image only to its player and to operators, never cached; another player gets what a missing image gets', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { data } = await send(owner, { text: 'receipt', image: PNG_1X1 });
    const imageId = data.message.imageId!;

    const mine = await playerImage(owner, imageId);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(mine.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);

    await send(other, { text: 'my own question' });
    const stolen = await playerImage(other, imageId);
    const missing = await playerImage(other, 99_999_999);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body.replace(String(imageId), '')).toBe(missing.body.replace('99999999', ''));
    expect((await playerImage(null, imageId)).statusCode).toBe(401);
    expect((await view(other)).messages.map((m) => m.text)).toEqual(['my own question']);

    const forOperator = await support.get(`/admin/api/support/images/${imageId}`);
    expect(forOperator.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'no-store' });
    const finance = await adminClient(t, 'finance');
    expect((await finance.get(`/admin/api/support/images/${imageId}`)).statusCode).toBe(403);
    expect((await finance.get('/admin/api/support/conversations')).statusCode).toBe(403);
  });

  it('limits a player to 20 messages a minute and 10 images an hour: 429 with Retry-After and the limit named', async () => {
    const chatty = await signUp(t.app);
    for (let i = 0; i < 20; i++) expect((await send(chatty, { text: `message ${i}` })).code).toBe(1);
    const over = await send(chatty, { text: 'one too many' });
    expect(over).toMatchObject({ status: 429, code: 1007, msg: 'You are sending messages too fast. Please wait a moment' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await view(chatty)).messages.map((m) => m.text)).not.toContain('one too many');

    const pictures = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      if (i === 5) t.clock.advance(61_000); // stays inside the hour, past the minute
      expect((await send(pictures, { image: PNG_1X1 })).code).toBe(1);
    }
    const eleventh = await send(pictures, { image: PNG_1X1 });
    expect(eleventh).toMatchObject({ status: 429, msg: 'You can send at most 10 images an hour. Please try again later' });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('closes and reopens (audited); a player message reopens a closed conversation; assigning to a non-chat operator is refused', async () => {
    const player = await signUp(t.app);
    await send(player, { text: 'Thanks, solved' });
    const { id } = await conversationOf(player);
    expect((await support.post(`/admin/api/support/conversations/${id}/state`, { state: 'closed' })).json()).toMatchObject({ state: 'closed' });
    expect((await inbox(support, 'state=closed')).items.map((c) => c.id)).toContain(id);
    expect((await view(player)).state).toBe('closed');
    await send(player, { text: 'One more thing' });
    expect((await view(player)).state).toBe('open');
    const finance = await adminClient(t, 'finance');
    const refused = await support.post(`/admin/api/support/conversations/${id}/assign`, { operatorId: finance.id });
    expect(refused.statusCode).toBe(400);
    const handed = await support.post(`/admin/api/support/conversations/${id}/assign`, { operatorId: colleague.id });
    expect(handed.json()).toMatchObject({ assignedTo: colleague.id });
    const audited = await t.db.query<{ action: string; detail: unknown }>('SELECT action, detail FROM operator_audit_log WHERE target = $1 ORDER BY id', [`support-conversation:${id}`]);
    expect(audited.map((a) => a.action)).toEqual(['support.close', 'support.assign']);
    expect(audited[1]?.detail).toEqual({ from: null, to: colleague.id });
  });
});

describe('nobody staffed', () => {
  const mailList = async (p: SignedUp) =>
    (await call<Extract<EmailResponse, { type: '0' }>>(t.app, 'POST', '/usercenter/game/email', { type: '0' }, { token: p.token })).data;

  it('outside staffed hours the message is kept as offline and the answer also arrives in the mailbox', async () => {
    const settings = (await support.get('/admin/api/support/settings')).json<SupportSettings>();
    // 14:00 in Karachi now: hours of 20:00–22:00 leave it unstaffed although the operator is online.
    const put = await support.put('/admin/api/support/settings', { ...settings, staffedHours: { open: 20, close: 22 } });
    expect(put.statusCode).toBe(200);
    expect((await inbox(support)).staffed).toBe(false);
    const player = await signUp(t.app);
    const sent = await send(player, { text: 'Withdrawal stuck' });
    expect(sent.data.staffed).toBe(false);
    expect((await view(player)).staffed).toBe(false);

    const { id } = await conversationOf(player);
    const detail = (await support.get(`/admin/api/support/conversations/${id}`)).json<ConversationDetail>();
    expect(detail.messages[0]).toMatchObject({ offline: true });
    await support.post(`/admin/api/support/conversations/${id}/messages`, { text: 'It was paid this morning.' });
    const mail = await mailList(player);
    expect(JSON.stringify(mail)).toContain('Support answered your message');
    expect(JSON.stringify(mail)).toContain('It was paid this morning.');
    // Once answered, the next answer stays in the chat only.
    await support.post(`/admin/api/support/conversations/${id}/messages`, { text: 'Anything else?' });
    expect(JSON.stringify(await mailList(player))).not.toContain('Anything else?');
    await support.put('/admin/api/support/settings', settings);
  });

  it('inside staffed hours but with no operator online for a minute, the message is offline too', async () => {
    t.clock.advance(61_000);
    const player = await signUp(t.app);
    expect((await send(player, { text: 'Anyone there?' })).data.staffed).toBe(false);
    await inbox(support);
    expect((await send(player, { text: 'Now?' })).data.staffed).toBe(true);
  });
});
