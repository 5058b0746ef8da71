// The player's side of the in-app support chat (docs/requirements/support-chat.md): one
// conversation per player with its history, text and checked images, typing and read marks. A
// message sent outside staffed hours or with no operator online is kept like any other, marked
// offline, and the next operator answer is also delivered to the mailbox. The open app learns of
// an answer, a typing operator and read marks through live events (platform/live.ts), or by polling.
import type { ChatMessage, ChatView } from '@khel/contracts/endpoints/support-chat';
import { SUPPORT_CHAT_LIMITS } from '@khel/contracts/endpoints/support-chat';
import type { MessageKey } from '@khel/contracts/messages/en';
import { businessMinuteOfDay } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { RateLimitedError } from '../../platform/errors.ts';
import type { Limit } from '../../platform/rate-limit.ts';
import { checkChatImage, openChatImage, storeChatImage } from './chat-images.ts';
import {
  anyOperatorSeenSince,
  insertMessage,
  lockConversationOfPlayer,
  markRead,
  newestMessageId,
  selectConversationOfPlayer,
  selectMessages,
  selectSettings,
  stampTyping,
  touchAfterPlayerMessage,
  type ConversationRow,
  type MessageRow,
} from './chat.repository.ts';

/** How long a typing stamp shows ("typing…" stops by itself when the other side stops). */
export const TYPING_SHOWN_MS = 5_000;
/** An operator whose console polled the inbox this recently is online (it polls every 3 s). */
export const OPERATOR_ONLINE_MS = 60_000;

/** Inside staffed hours (Asia/Karachi; close ≤ open spans midnight, open = close: always). */
export function withinHours(hours: { openHour: number; closeHour: number }, at: Date): boolean {
  const hour = Math.floor(businessMinuteOfDay(at) / 60);
  if (hours.openHour === hours.closeHour) return true;
  return hours.openHour < hours.closeHour ? hour >= hours.openHour && hour < hours.closeHour : hour >= hours.openHour || hour < hours.closeHour;
}

/** Staffed: inside staffed hours with an operator online. */
export async function isStaffed(db: Queryable, at: Date): Promise<boolean> {
  return withinHours(await selectSettings(db), at) && anyOperatorSeenSince(db, new Date(at.getTime() - OPERATOR_ONLINE_MS));
}

export const typingNow = (stamp: Date | null, at: Date) => stamp !== null && at.getTime() - new Date(stamp).getTime() < TYPING_SHOWN_MS;

function playerView(conversation: ConversationRow, m: MessageRow): ChatMessage {
  return {
    id: m.id,
    author: m.author,
    text: m.body,
    imageId: m.imageId,
    imageRemoved: m.imageRemoved,
    createdAt: new Date(m.createdAt).toISOString(),
    read: m.author === 'player' ? m.id <= conversation.operatorReadId : m.id <= conversation.playerReadId,
  };
}

export async function chatView(ctx: AppContext, playerId: number): Promise<ChatView> {
  const now = ctx.clock.now();
  const staffed = await isStaffed(ctx.db, now);
  const conversation = await selectConversationOfPlayer(ctx.db, playerId);
  if (!conversation) return { state: 'none', staffed, operatorTyping: false, messages: [] };
  const messages = await selectMessages(ctx.db, conversation.id, SUPPORT_CHAT_LIMITS.history);
  return {
    state: conversation.state,
    staffed,
    operatorTyping: typingNow(conversation.operatorTypingAt, now),
    messages: messages.map((m) => playerView(conversation, m)),
  };
}

/** Counts one hit; over the limit, a 429 whose message says which limit. */
async function hitLimit(ctx: AppContext, limit: Limit, messageKey: MessageKey): Promise<void> {
  try {
    await ctx.limiter.hit(limit);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new RateLimitedError(error.retryAfterSeconds, messageKey);
    throw error;
  }
}

export async function sendPlayerMessage(
  ctx: AppContext,
  playerId: number,
  input: { text: string; image?: string | undefined },
): Promise<{ message: ChatMessage; staffed: boolean }> {
  // Checked before anything is counted or stored: a refused image changes nothing.
  const image = input.image === undefined ? null : checkChatImage(input.image);
  if (image) await hitLimit(ctx, { key: `support-chat:images:${playerId}`, max: SUPPORT_CHAT_LIMITS.imagesPerHour, windowSeconds: 3600 }, 'supportChatTooManyImages');
  await hitLimit(ctx, { key: `support-chat:messages:${playerId}`, max: SUPPORT_CHAT_LIMITS.messagesPerMinute, windowSeconds: 60 }, 'supportChatTooManyMessages');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const conversation = await lockConversationOfPlayer(tx, playerId, now);
    const staffed = await isStaffed(tx, now);
    const imageId = image ? await storeChatImage(tx, ctx.cipher, conversation.id, image, now) : null;
    const message = await insertMessage(tx, {
      conversationId: conversation.id,
      author: 'player',
      operatorId: null,
      body: input.text,
      imageId,
      offline: !staffed,
      at: now,
    });
    await touchAfterPlayerMessage(tx, conversation.id, now, !staffed);
    return { message: playerView(conversation, message), staffed };
  });
}

export async function playerTyping(ctx: AppContext, playerId: number): Promise<Record<string, never>> {
  const conversation = await selectConversationOfPlayer(ctx.db, playerId);
  if (conversation) await stampTyping(ctx.db, conversation.id, 'player', ctx.clock.now());
  return {};
}

export async function playerRead(ctx: AppContext, playerId: number, upTo: number): Promise<Record<string, never>> {
  const conversation = await selectConversationOfPlayer(ctx.db, playerId);
  // Never past the newest operator message: a mark must not pre-read answers not yet written.
  if (conversation) await markRead(ctx.db, conversation.id, 'player', Math.min(upTo, await newestMessageId(ctx.db, conversation.id, 'operator')));
  return {};
}

/** An image of the player's own conversation; null for any other (never says whether it exists). */
export async function playerImage(ctx: AppContext, playerId: number, imageId: number): Promise<{ contentType: string; bytes: Buffer } | null> {
  const conversation = await selectConversationOfPlayer(ctx.db, playerId);
  if (!conversation) return null;
  const image = await openChatImage(ctx.db, ctx.cipher, imageId);
  return image && image.conversationId === conversation.id ? image : null;
}
