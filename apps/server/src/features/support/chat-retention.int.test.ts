// Support chat retention with the clock moved: 180 days after a conversation was closed its images
// are deleted (the image answers 404 exactly like a missing one, to the player and the console) and
// its messages stay, text and all, saying the image was removed. A conversation closed more
// recently, one still open and one reopened keep theirs; a second run changes nothing.
import type { ConversationDetail, InboxConversation } from '@khel/contracts/admin/support-chat';
import { SUPPORT_CHAT_RETENTION, type ChatMessage, type ChatView } from '@khel/contracts/endpoints/support-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type AdminClient } from '../../../test/admin.ts';
import { PNG_1X1 } from '../../../test/identity-photos.ts';
import { logIn, signUp, type SignedUp } from '../../../test/players.ts';
import { call, createTestApp, rowCounts, type TestApp } from '../../../test/test-app.ts';
import { SUPPORT_IMAGE_RETENTION_JOB } from './chat-retention.ts';

const DAY_MS = 86_400_000;
const TABLES = ['support_conversations', 'support_messages', 'support_images'];

let t: TestApp;
let support: AdminClient;
beforeAll(async () => {
  t = await createTestApp();
  support = await adminClient(t, 'support');
});
afterAll(async () => t.close());

const send = async (p: SignedUp, body: Record<string, unknown>) =>
  (await call<{ message: ChatMessage }>(t.app, 'POST', '/usercenter/web/support/chat/messages', body, { token: p.token })).data.message;
const view = async (p: SignedUp) => (await call<ChatView>(t.app, 'GET', '/usercenter/web/support/chat', undefined, { token: p.token })).data;
const playerImage = (p: SignedUp, id: number) => t.app.inject({ method: 'GET', url: `/usercenter/web/support/chat/images/${id}`, headers: { satoken: p.token } });
const inbox = async (state: 'open' | 'closed') =>
  (await support.get(`/admin/api/support/conversations?view=all&state=${state}`)).json<{ items: InboxConversation[] }>().items;
const conversationOf = async (p: SignedUp) => [...(await inbox('open')), ...(await inbox('closed'))].find((c) => c.playerId === p.playerId)!;
const setState = async (p: SignedUp, state: 'open' | 'closed') =>
  expect((await support.post(`/admin/api/support/conversations/${(await conversationOf(p)).id}/state`, { state })).statusCode).toBe(200);
/** Sessions do not last 180 days: the player and the operator sign in again after the clock moves. */
const signInAgain = async (p: SignedUp): Promise<SignedUp> => {
  const login = await logIn(t.app, { account: p.account, password: p.password });
  expect(login.code).toBe(1);
  return { ...p, token: login.data.token };
};
/** Moves the clock; the operator signs in again (an operator session does not last days). */
const later = async (ms: number) => {
  t.clock.advance(ms);
  support = await adminClient(t, 'support');
};
const runRetention = () => t.app.jobs.run<{ deleted: number }>(SUPPORT_IMAGE_RETENTION_JOB);

describe('support chat retention', () => {
  it('deletes the images of a conversation closed longer than 180 days and keeps its messages; the rest keep theirs; a second run changes nothing', async () => {
    expect(SUPPORT_CHAT_RETENTION.imageDaysAfterClose).toBe(180);
    let old = await signUp(t.app);
    const receipt = await send(old, { text: 'Deposit 500, here is the receipt', image: PNG_1X1 });
    const bare = await send(old, { image: PNG_1X1 });
    await setState(old, 'closed');
    let reopened = await signUp(t.app);
    const reopenedImage = (await send(reopened, { text: 'my account number', image: PNG_1X1 })).imageId!;
    await setState(reopened, 'closed');
    await later(DAY_MS);
    await setState(reopened, 'open');

    await later(89 * DAY_MS);
    let recent = await signUp(t.app);
    const recentImage = (await send(recent, { image: PNG_1X1 })).imageId!;
    await setState(recent, 'closed');
    let open = await signUp(t.app);
    const openImage = (await send(open, { image: PNG_1X1 })).imageId!;

    // 180 days and a minute after the first close; the recent one closed 90 days ago.
    await later(90 * DAY_MS + 60_000);
    old = await signInAgain(old);
    reopened = await signInAgain(reopened);
    recent = await signInAgain(recent);
    open = await signInAgain(open);
    const missing = await playerImage(old, 99_999_999);

    expect(await runRetention()).toEqual({ deleted: 2 });

    for (const id of [receipt.imageId!, bare.imageId!]) {
      const gone = await playerImage(old, id);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toBe(missing.body);
      expect((await support.get(`/admin/api/support/images/${id}`)).statusCode).toBe(404);
    }
    const kept = (await view(old)).messages;
    expect(kept.map((m) => ({ id: m.id, text: m.text, imageId: m.imageId, imageRemoved: m.imageRemoved }))).toEqual([
      { id: receipt.id, text: 'Deposit 500, here is the receipt', imageId: null, imageRemoved: true },
      { id: bare.id, text: '', imageId: null, imageRemoved: true },
    ]);
    const closedOld = await conversationOf(old);
    expect(closedOld).toMatchObject({ state: 'closed', lastText: '[image removed]' });
    const detail = (await support.get(`/admin/api/support/conversations/${closedOld.id}`)).json<ConversationDetail>();
    expect(detail.messages.map((m) => [m.imageId, m.imageRemoved])).toEqual([
      [null, true],
      [null, true],
    ]);

    for (const [player, id] of [
      [recent, recentImage],
      [open, openImage],
      [reopened, reopenedImage],
    ] as const) {
      expect((await playerImage(player, id)).statusCode).toBe(200);
      expect((await view(player)).messages[0]).toMatchObject({ imageId: id, imageRemoved: false });
    }

    const before = await rowCounts(t.db, TABLES);
    const messagesBefore = await t.db.query('SELECT * FROM support_messages ORDER BY id');
    expect(await runRetention()).toEqual({ deleted: 0 });
    expect(await rowCounts(t.db, TABLES)).toEqual(before);
    expect(await t.db.query('SELECT * FROM support_messages ORDER BY id')).toEqual(messagesBefore);
  });

  it('counts from the close, not the last message: a conversation closed again later keeps its images until 180 days after that close', async () => {
    const player = await signUp(t.app);
    const image = (await send(player, { text: 'screenshot', image: PNG_1X1 })).imageId!;
    await setState(player, 'closed');
    await later(100 * DAY_MS);
    await setState(player, 'open');
    await setState(player, 'closed');
    await later(100 * DAY_MS);
    await runRetention();
    const again = await signInAgain(player);
    expect((await playerImage(again, image)).statusCode).toBe(200);

    await later(81 * DAY_MS);
    expect(await runRetention()).toEqual({ deleted: 1 });
    expect((await playerImage(await signInAgain(player), image)).statusCode).toBe(404);
  });
});
