// Operators' side of the support chat: the inbox (unassigned, mine, all; the longest waiting
// first), assignment, replies (a conversation that waited offline also gets the answer in the
// mailbox), read marks, typing, close and reopen, canned replies and staffed hours. Every operator
// action that changes something is audited; the player's open app hears of it as a live event.
import type { ConversationDetail, InboxConversation, InboxMessage, SupportSettings } from '@khel/contracts/admin/support-chat';
import { SUPPORT_CHAT_LIMITS } from '@khel/contracts/endpoints/support-chat';
import { ErrorCode } from '@khel/contracts/error-codes';
import { LANGUAGES, translate } from '@khel/contracts/messages/languages';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { publishLive } from '../../platform/live.ts';
import { sendMail } from '../mailbox/mailbox.service.ts';
import { audit, listOperators, operatorNames } from '../operators/operators.service.ts';
import { can } from '@khel/contracts/admin/operators-roles';
import { checkChatImage, openChatImage, storeChatImage } from './chat-images.ts';
import {
  insertMessage,
  markRead,
  newestMessageId,
  selectConversation,
  selectInbox,
  selectMessages,
  selectSettings,
  stampPresence,
  stampTyping,
  touchAfterOperatorMessage,
  updateAssignment,
  updateSettings,
  updateState,
  type ConversationRow,
  type InboxRow,
  type MessageRow,
} from './chat.repository.ts';
import { isStaffed, typingNow } from './chat.service.ts';

export interface ActingOperator {
  operatorId: number;
  ip: string;
}

const INBOX_SIZE = 200;
const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

function inboxView(row: InboxRow, names: Map<number, string>): InboxConversation {
  return {
    id: row.id,
    playerId: row.playerId,
    state: row.state,
    assignedTo: row.assignedTo,
    assignedName: row.assignedTo === null ? null : (names.get(row.assignedTo) ?? null),
    waitingSince: iso(row.waitingSince),
    lastMessageAt: iso(row.lastMessageAt)!,
    lastText: row.lastText,
    unread: row.unread,
  };
}

function conversationNotFound(id: number): AppError {
  return new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/support/conversations/${id}` });
}

/** Operators who may answer the chat (support and admin roles), for "assign to". */
async function chatOperators(db: Queryable): Promise<{ id: number; username: string }[]> {
  return (await listOperators(db)).filter((o) => o.status === 'active' && can(o.role, 'support.chat')).map((o) => ({ id: o.id, username: o.username }));
}

/** The inbox; also stamps the operator online (the console polls it every 3 s). */
export async function inbox(ctx: AppContext, q: { view: 'unassigned' | 'mine' | 'all'; state: 'open' | 'closed' }, operatorId: number) {
  const now = ctx.clock.now();
  await stampPresence(ctx.db, operatorId, now);
  const rows = await selectInbox(ctx.db, { state: q.state, assigned: q.view, operatorId, limit: INBOX_SIZE });
  const names = await operatorNames(ctx.db, rows.map((r) => r.assignedTo));
  return { items: rows.map((r) => inboxView(r, names)), operators: await chatOperators(ctx.db), staffed: await isStaffed(ctx.db, now) };
}

async function oneInboxRow(db: Queryable, c: ConversationRow): Promise<InboxConversation> {
  const [found] = await selectInbox(db, { state: c.state, assigned: 'all', operatorId: 0, limit: 1, id: c.id });
  const row: InboxRow = found ?? { ...c, lastText: '', unread: 0 };
  return inboxView(row, await operatorNames(db, [row.assignedTo]));
}

function operatorMessageView(c: ConversationRow, m: MessageRow, names: Map<number, string>): InboxMessage {
  return {
    id: m.id,
    author: m.author,
    operatorName: m.operatorId === null ? null : (names.get(m.operatorId) ?? null),
    text: m.body,
    imageId: m.imageId,
    imageRemoved: m.imageRemoved,
    createdAt: new Date(m.createdAt).toISOString(),
    offline: m.offline,
    read: m.author === 'player' ? m.id <= c.operatorReadId : m.id <= c.playerReadId,
  };
}

/** A conversation with its newest messages; `context` is the player's context, composed by the caller from the owning features. */
export async function conversationDetail(
  ctx: AppContext,
  id: number,
  playerContext: (playerId: number) => Promise<ConversationDetail['context']>,
): Promise<ConversationDetail> {
  const c = await selectConversation(ctx.db, id);
  if (!c) throw conversationNotFound(id);
  const messages = await selectMessages(ctx.db, id, SUPPORT_CHAT_LIMITS.history);
  const names = await operatorNames(ctx.db, messages.map((m) => m.operatorId));
  return {
    conversation: await oneInboxRow(ctx.db, c),
    messages: messages.map((m) => operatorMessageView(c, m, names)),
    playerTyping: typingNow(c.playerTypingAt, ctx.clock.now()),
    context: await playerContext(c.playerId),
  };
}

/** Take (no `to`) or hand to another chat operator; audited with who held it before. */
export async function assign(ctx: AppContext, id: number, to: number | undefined, by: ActingOperator): Promise<InboxConversation> {
  const target = to ?? by.operatorId;
  if (to !== undefined && !(await chatOperators(ctx.db)).some((o) => o.id === to)) {
    throw new AppError(ErrorCode.invalidRequest, 'invalidRequest', 400);
  }
  return ctx.db.transaction(async (tx) => {
    const c = await selectConversation(tx, id, true);
    if (!c) throw conversationNotFound(id);
    await updateAssignment(tx, id, target);
    await audit(tx, { operatorId: by.operatorId, action: 'support.assign', target: `support-conversation:${id}`, detail: { from: c.assignedTo, to: target }, ip: by.ip });
    return oneInboxRow(tx, { ...c, assignedTo: target });
  });
}

/** The mailbox copy of an answer to a player who wrote while nobody was staffed. */
function mailCopy(playerId: number, text: string, hasImage: boolean) {
  const title = Object.fromEntries(LANGUAGES.map((l) => [l, translate(l, 'supportChatClosedReplyTitle')])) as { en: string; zh?: string; ur?: string };
  // The image itself stays in the chat (served only to the player, never into the mailbox).
  const body = [text, hasImage ? '[image: open Live chat to see it]' : ''].filter(Boolean).join('\n');
  return { audience: 'player' as const, kind: 'service' as const, playerId, title, body: { en: body }, reward: 0, wagerMulti: 0 };
}

export async function reply(ctx: AppContext, id: number, input: { text: string; image?: string | undefined }, by: ActingOperator): Promise<InboxMessage> {
  const image = input.image === undefined ? null : checkChatImage(input.image);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const c = await selectConversation(tx, id, true);
    if (!c) throw conversationNotFound(id);
    const imageId = image ? await storeChatImage(tx, ctx.cipher, id, image, now) : null;
    const message = await insertMessage(tx, { conversationId: id, author: 'operator', operatorId: by.operatorId, body: input.text, imageId, offline: false, at: now });
    await touchAfterOperatorMessage(tx, id, by.operatorId, now);
    if (c.answerByMail) await sendMail(tx, mailCopy(c.playerId, input.text, imageId !== null), by.operatorId, now);
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'support.reply',
      target: `support-conversation:${id}`,
      detail: { messageId: message.id, text: input.text, imageId, mailed: c.answerByMail },
      ip: by.ip,
    });
    await publishLive(tx, { player: c.playerId }, { type: 'support-message', id: message.id });
    return operatorMessageView(c, message, await operatorNames(tx, [by.operatorId]));
  });
}

export async function operatorRead(ctx: AppContext, id: number): Promise<Record<string, never>> {
  const c = await selectConversation(ctx.db, id);
  if (!c) throw conversationNotFound(id);
  const upTo = await markRead(ctx.db, id, 'operator', await newestMessageId(ctx.db, id, 'player'));
  if (upTo > c.operatorReadId) await publishLive(ctx.db, { player: c.playerId }, { type: 'support-read', upTo });
  return {};
}

export async function operatorTyping(ctx: AppContext, id: number): Promise<Record<string, never>> {
  const c = await selectConversation(ctx.db, id);
  if (!c) throw conversationNotFound(id);
  await stampTyping(ctx.db, id, 'operator', ctx.clock.now());
  await publishLive(ctx.db, { player: c.playerId }, { type: 'support-typing' });
  return {};
}

export async function setState(ctx: AppContext, id: number, state: 'open' | 'closed', by: ActingOperator): Promise<InboxConversation> {
  return ctx.db.transaction(async (tx) => {
    const c = await selectConversation(tx, id, true);
    if (!c) throw conversationNotFound(id);
    await updateState(tx, id, state, ctx.clock.now());
    await audit(tx, { operatorId: by.operatorId, action: state === 'closed' ? 'support.close' : 'support.reopen', target: `support-conversation:${id}`, ip: by.ip });
    return oneInboxRow(tx, { ...c, state });
  });
}

export async function operatorImage(ctx: AppContext, id: number): Promise<{ contentType: string; bytes: Buffer }> {
  const image = await openChatImage(ctx.db, ctx.cipher, id);
  if (!image) throw new AppError(ErrorCode.notFound, 'http404', 404, { url: `/admin/api/support/images/${id}` });
  return image;
}

export async function settings(db: Queryable): Promise<SupportSettings> {
  const s = await selectSettings(db);
  return { cannedReplies: s.cannedReplies, staffedHours: { open: s.openHour, close: s.closeHour } };
}

export async function saveSettings(ctx: AppContext, next: SupportSettings, by: ActingOperator): Promise<SupportSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await settings(tx);
    await updateSettings(tx, { cannedReplies: next.cannedReplies, openHour: next.staffedHours.open, closeHour: next.staffedHours.close }, by.operatorId, ctx.clock.now());
    await audit(tx, { operatorId: by.operatorId, action: 'support.settings', target: 'support-settings', detail: { before, after: next }, ip: by.ip });
    return settings(tx);
  });
}
