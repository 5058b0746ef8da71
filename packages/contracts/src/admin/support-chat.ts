// The support inbox in the console (docs/requirements/support-chat.md): conversations (unassigned,
// mine, all) with how long the player has waited, assignment, replies with text and images, canned
// replies, staffed hours, close and reopen, and the player's context beside the conversation.
// Permission support.chat (roles support and admin). The console polls every 3 seconds.
import { z } from 'zod';
import { SUPPORT_CHAT_LIMITS } from '../endpoints/support-chat.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Id } from './integers.ts';
import { Instant } from './keyset.ts';

export const INBOX_VIEWS = ['unassigned', 'mine', 'all'] as const;

export const InboxConversation = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  state: z.enum(['open', 'closed']),
  assignedTo: z.number().int().nullable(),
  assignedName: z.string().nullable(),
  /** The oldest player message no operator has answered yet; null when nothing waits. */
  waitingSince: Instant.nullable(),
  lastMessageAt: Instant,
  lastText: z.string(),
  /** Player messages no operator has read. */
  unread: z.number().int(),
});
export type InboxConversation = z.infer<typeof InboxConversation>;

export const InboxMessage = z.object({
  id: z.number().int(),
  author: z.enum(['player', 'operator']),
  operatorName: z.string().nullable(),
  text: z.string(),
  imageId: z.number().int().nullable(),
  /** The image was deleted under retention (SUPPORT_CHAT_RETENTION, days after the close); imageId is then null. */
  imageRemoved: z.boolean(),
  createdAt: Instant,
  /** Sent outside staffed hours or with no operator online: the next answer also goes to the mailbox. */
  offline: z.boolean(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

/** What the operator sees beside the conversation, read through the owning features' services. */
export const PlayerContext = z.object({
  playerId: z.number().int(),
  balance: z.number().int().describe('hundredths'),
  available: z.number().int().describe('hundredths'),
  vipLevel: z.number().int(),
  lastDeposits: z.array(z.object({ orderNo: z.string(), amount: z.number().int(), state: z.string(), createdAt: Instant })),
  openTasks: z.array(z.object({ id: z.number().int(), requirement: z.number().int(), remaining: z.number().int(), desc: z.string() })),
});
export type PlayerContext = z.infer<typeof PlayerContext>;

export const ConversationDetail = z.object({
  conversation: InboxConversation,
  messages: z.array(InboxMessage),
  playerTyping: z.boolean(),
  context: PlayerContext,
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

export const listConversations = adminEndpoint({
  method: 'GET',
  path: '/admin/api/support/conversations',
  permission: 'support.chat',
  summary: 'Support conversations: unassigned, mine or all, open or closed, the longest waiting first (marks the operator online)',
  request: z.object({ view: z.enum(INBOX_VIEWS).default('all'), state: z.enum(['open', 'closed']).default('open') }),
  response: z.object({
    items: z.array(InboxConversation),
    /** Operators who may answer, for "assign to". */
    operators: z.array(z.object({ id: z.number().int(), username: z.string() })),
    staffed: z.boolean(),
  }),
});

export const getConversation = adminEndpoint({
  method: 'GET',
  path: '/admin/api/support/conversations/:id',
  permission: 'support.chat',
  summary: "One conversation's newest 100 messages with the player's balance, VIP level, last deposits and open betting tasks",
  request: z.object({ id: Id }),
  response: ConversationDetail,
});

export const assignConversation = adminEndpoint({
  method: 'POST',
  path: '/admin/api/support/conversations/:id/assign',
  permission: 'support.chat',
  summary: 'Take a conversation (no operatorId) or hand it to another operator (audited)',
  request: z.object({ id: Id, operatorId: Id.optional() }).strict(),
  response: InboxConversation,
});

export const replyToConversation = adminEndpoint({
  method: 'POST',
  path: '/admin/api/support/conversations/:id/messages',
  permission: 'support.chat',
  summary: 'Reply with text and/or an image (base64 PNG/JPEG/WebP, ≤ 2 MB); a conversation waiting offline also gets the answer in the mailbox (audited)',
  request: z
    .object({
      id: Id,
      text: z.string().trim().max(SUPPORT_CHAT_LIMITS.textMax, 'supportChatTextLength').default(''),
      image: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'supportChatImageType').optional(),
    })
    .strict()
    .refine((m) => m.text.length > 0 || m.image !== undefined, { message: 'supportChatEmpty', path: ['text'] }),
  response: InboxMessage,
  bodyLimit: 3 * 1024 * 1024,
});

export const markConversationRead = adminEndpoint({
  method: 'POST',
  path: '/admin/api/support/conversations/:id/read',
  permission: 'support.chat',
  summary: "Marks the player's messages read (the player sees ✓✓)",
  request: z.object({ id: Id }).strict(),
  response: z.object({}),
});

export const operatorTyping = adminEndpoint({
  method: 'POST',
  path: '/admin/api/support/conversations/:id/typing',
  permission: 'support.chat',
  summary: 'The operator is typing (the player sees it for 5 seconds)',
  request: z.object({ id: Id }).strict(),
  response: z.object({}),
});

export const setConversationState = adminEndpoint({
  method: 'POST',
  path: '/admin/api/support/conversations/:id/state',
  permission: 'support.chat',
  summary: 'Close or reopen a conversation (audited); a player message reopens a closed one',
  request: z.object({ id: Id, state: z.enum(['open', 'closed']) }).strict(),
  response: InboxConversation,
});

/** GET: one image of a conversation (the bytes, never cached). */
export const getSupportImage = adminEndpoint({
  method: 'GET',
  path: '/admin/api/support/images/:id',
  permission: 'support.chat',
  summary: 'One chat image (the image bytes, Cache-Control no-store)',
  request: z.object({ id: Id }),
  response: z.unknown(),
});

export const CannedReply = z.object({ title: z.string().trim().min(1).max(60), text: z.string().trim().min(1).max(SUPPORT_CHAT_LIMITS.textMax) }).strict();
export type CannedReply = z.infer<typeof CannedReply>;

export const StaffedHours = z
  .object({
    /** Asia/Karachi hours: open from `open`:00 to `close`:00; close ≤ open spans midnight; open = close is always staffed. */
    open: z.number().int().min(0).max(23),
    close: z.number().int().min(0).max(23),
  })
  .strict();
export type StaffedHours = z.infer<typeof StaffedHours>;

export const SupportSettings = z.object({ cannedReplies: z.array(CannedReply).max(50), staffedHours: StaffedHours }).strict();
export type SupportSettings = z.infer<typeof SupportSettings>;

export const getSupportSettings = adminEndpoint({
  method: 'GET',
  path: '/admin/api/support/settings',
  permission: 'support.chat',
  summary: 'Canned replies and staffed hours',
  request: z.object({}),
  response: SupportSettings,
});

export const putSupportSettings = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/support/settings',
  permission: 'support.chat',
  summary: 'Replace the canned replies and staffed hours (audited with the previous value)',
  request: z.object({ body: SupportSettings }),
  response: SupportSettings,
});
