// The mailbox (docs/requirements/mailbox.md#1-messages; `email`: type '0', language, email id).
// POST /usercenter/game/email: type '0' the list (newest first, 20 a page), '1' open one (marks it
// read), '2' claim its reward, '3' the counts behind the red dot. Operators send messages through
// the operator API (/admin/api/mail; its schemas are in admin/mailbox.ts, the player app never loads
// them). Rules: apps/server/src/features/mailbox/README.md. zod/mini: the player app imports it,
// and one classic contract in its bundle keeps all of classic zod's core in the first load
// (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

export const MAIL_PAGE_SIZE = 20;
export const MailType = { list: '0', open: '1', claim: '2', count: '3' } as const;

/** The `state` of a message's reward (docs/requirements/mailbox.md#2-rewards-in-mail). */
export const MailRewardState = { none: 0, unclaimed: 1, claimed: 2 } as const;

/** How many characters of the body the list shows. */
export const MAIL_PREVIEW_LENGTH = 90;

const language = z
  .optional(z.string().check(z.maxLength(16, 'invalidRequest')))
  .check(z.describe("'en', 'zh', 'ur' (or en_US…); default: Accept-Language"));
// `type` is the digit string the requirements write ('0'); `id` a JSON integer: both as published.
const emailId = z
  .number({ error: 'invalidRequest' })
  .check(z.int('invalidRequest'), z.positive('invalidRequest'), z.maximum(Number.MAX_SAFE_INTEGER, 'invalidRequest'));

export const EmailRequest = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(MailType.list),
      language,
      page: z._default(z.number().check(z.int('invalidRequest'), z.minimum(0, 'invalidRequest'), z.maximum(10_000, 'invalidRequest')), 0),
    }),
    z.object({ type: z.literal(MailType.open), language, id: emailId }),
    z.object({ type: z.literal(MailType.claim), language, id: emailId }),
    z.object({ type: z.literal(MailType.count) }),
  ],
  { error: 'invalidRequest' },
);
export type EmailRequest = z.input<typeof EmailRequest>;

/** classic zod's z.number().int(): a number with the int check (its messages and JSON Schema). */
const int = z.number().check(z.int());

export const MailItem = z.object({
  id: int,
  title: z.string().check(z.describe('in the requested language, else English')),
  preview: z.string().check(z.describe(`the body's first ${MAIL_PREVIEW_LENGTH} characters`)),
  createTime: int.check(z.describe('epoch milliseconds (sent at)')),
  expireTime: z.nullable(int).check(z.describe('epoch milliseconds; null = never expires')),
  read: z.boolean(),
  reward: int.check(z.minimum(0), z.describe('hundredths; 0 = no reward')),
  wagerMulti: int.check(z.minimum(0), z.describe('wagering multiple of the betting task the reward creates')),
  state: int.check(z.describe('reward state: 0 no reward, 1 unclaimed, 2 claimed')),
});
export type MailItem = z.infer<typeof MailItem>;

export const MailDetail = z.extend(MailItem, { body: z.string() });
export type MailDetail = z.infer<typeof MailDetail>;

const counts = {
  unread: int.check(z.minimum(0), z.describe('messages not opened yet (the red dot)')),
  unclaimed: int.check(z.minimum(0), z.describe('messages whose reward can be claimed')),
};

export const EmailResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal(MailType.list), list: z.array(MailItem), page: int, ...counts }),
  z.object({ type: z.literal(MailType.open), mail: MailDetail, ...counts }),
  z.object({
    type: z.literal(MailType.claim),
    mail: MailDetail,
    amount: int.check(z.describe('paid now, hundredths')),
    gold: int.check(z.describe('available balance after the claim, hundredths')),
    ...counts,
  }),
  z.object({ type: z.literal(MailType.count), ...counts }),
]);
export type EmailResponse = z.infer<typeof EmailResponse>;

export const email = endpoint({
  method: 'POST',
  path: '/usercenter/game/email',
  auth: true,
  summary:
    "The mailbox. type '0': the list, newest first, 20 a page (`page` from 0), in `language` " +
    "(en, zh, ur; English when the message has no text in it); type '1': open message `id` (marks it read); " +
    "type '2': claim the reward of message `id` (paid once, reason 3002, with a betting task when the message " +
    "has a wagering multiple); type '3': the unread and unclaimed counts. Expired and retracted messages are gone.",
  request: EmailRequest,
  response: EmailResponse,
});
