// In-app support chat (docs/requirements/support-chat.md): one conversation per player, kept with
// its history; text and images (PNG, JPEG or WebP by their bytes, at most 2 MB); typing and read
// marks; outside staffed hours or with no operator online the message is still kept and the answer
// also arrives in the mailbox. zod/mini: the player app imports it.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

export const SUPPORT_CHAT_LIMITS = {
  /** Characters of one message; text only, never rendered as HTML. */
  textMax: 1000,
  imageMaxBytes: 2 * 1024 * 1024,
  /** The newest messages a conversation read returns (older ones stay stored). */
  history: 100,
  messagesPerMinute: 20,
  imagesPerHour: 10,
} as const;

/**
 * Retention (docs/requirements/support-chat.md, Retention): a closed conversation's images are deleted this
 * many days after it was closed (payment screenshots carry account numbers); the text stays with
 * the account record. Both apps say the number where a removed image was; the player app's privacy
 * notice (locales en/ur/zh `privacy.items`) states it in words: change them together.
 */
export const SUPPORT_CHAT_RETENTION = { imageDaysAfterClose: 180 } as const;

export const SUPPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SupportImageType = (typeof SUPPORT_IMAGE_TYPES)[number];

/** The bytes an image's signature is read from. */
export const SUPPORT_IMAGE_HEAD_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const asciiAt = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type read from a file's first bytes, never from its name or declared type; null when
 * it is not a PNG, JPEG or WebP. One rule for the server and both apps.
 */
export function supportImageTypeOf(head: Uint8Array): SupportImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (head.length >= 12 && asciiAt(head, 0, 4) === 'RIFF' && asciiAt(head, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The refusal's message key for a file of `size` bytes beginning with `head`, or null when it may be sent. */
export function supportImageProblem(size: number, head: Uint8Array): 'supportChatImageTooLarge' | 'supportChatImageType' | null {
  if (size > SUPPORT_CHAT_LIMITS.imageMaxBytes) return 'supportChatImageTooLarge';
  return size > 0 && supportImageTypeOf(head) ? null : 'supportChatImageType';
}

/** The image part of a message: base64 of the file's bytes (the server reads its type from them). */
const base64Image = z
  .string('supportChatImageType')
  // 4/3 of 2 MB plus padding: anything longer cannot decode to an allowed size.
  .check(z.maxLength(Math.ceil((SUPPORT_CHAT_LIMITS.imageMaxBytes * 4) / 3) + 4, 'supportChatImageTooLarge'), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'supportChatImageType'));

export const chatText = z
  .string('supportChatTextLength')
  .check(z.trim(), z.maxLength(SUPPORT_CHAT_LIMITS.textMax, 'supportChatTextLength'));

export const SendChatMessageRequest = z
  .object({ text: z._default(chatText, ''), image: z.optional(base64Image) })
  .check(z.refine((m) => m.text.length > 0 || m.image !== undefined, 'supportChatEmpty'));

export const ChatMessage = z.object({
  id: z.number().check(z.int()),
  author: z.enum(['player', 'operator']),
  text: z.string(),
  /** GET /usercenter/web/support/chat/images/:id when the message carries an image. */
  imageId: z.nullable(z.number().check(z.int())),
  /** The message's image was deleted under retention (SUPPORT_CHAT_RETENTION); imageId is then null. */
  imageRemoved: z.boolean(),
  createdAt: z.iso.datetime(),
  /** A player's message: an operator has read it (✓✓). An operator's: the player has read it. */
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatView = z.object({
  state: z.enum(['none', 'open', 'closed']),
  /** Inside staffed hours with an operator online: an answer should come here soon. */
  staffed: z.boolean(),
  operatorTyping: z.boolean(),
  /** Oldest first, the newest SUPPORT_CHAT_LIMITS.history. */
  messages: z.array(ChatMessage),
});
export type ChatView = z.infer<typeof ChatView>;

export const chatView = endpoint({
  method: 'GET',
  path: '/usercenter/web/support/chat',
  auth: true,
  summary: "The player's support conversation: the newest 100 messages, read marks, whether it is staffed, whether an operator is typing",
  request: z.object({}),
  response: ChatView,
});

export const sendChatMessage = endpoint({
  method: 'POST',
  path: '/usercenter/web/support/chat/messages',
  auth: true,
  summary:
    'Send text (≤ 1000 characters) and/or an image (base64 PNG/JPEG/WebP, ≤ 2 MB) to support; 20 messages a minute, 10 images an hour (429 with Retry-After)',
  request: SendChatMessageRequest,
  response: z.object({ message: ChatMessage, staffed: z.boolean() }),
  // One 2 MB image in base64, inside the wire encoding's own base64 (4/3 twice), and the text.
  bodyLimit: 4 * 1024 * 1024,
});

export const chatTyping = endpoint({
  method: 'POST',
  path: '/usercenter/web/support/chat/typing',
  auth: true,
  summary: 'The player is typing (the console shows it for 5 seconds)',
  request: z._default(z.object({}), {}),
  response: z.object({}),
});

export const chatRead = endpoint({
  method: 'POST',
  path: '/usercenter/web/support/chat/read',
  auth: true,
  summary: "The player has read the operator's messages up to this id",
  request: z.object({ upTo: z.number('invalidRequest').check(z.int('invalidRequest'), z.minimum(1, 'invalidRequest')) }),
  response: z.object({}),
});

/** The bytes of one image of the player's own conversation (Content-Type of the image, no-store). */
export const chatImagePath = '/usercenter/web/support/chat/images/:id';
export const ChatImageRequest = z.object({ id: z.number('invalidRequest').check(z.int('invalidRequest'), z.minimum(1, 'invalidRequest')) });
