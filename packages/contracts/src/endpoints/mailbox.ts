// The mailbox (spec §3 "Mailbox email: reward, state", §7 `email`: type '0', language, email id).
// POST /usercenter/game/email: type '0' the list (newest first, 20 a page), '1' open one (marks it
// read), '2' claim its reward, '3' the counts behind the red dot. Operators send messages through
// the operator API (/admin/api/mail, schemas below). Rules: apps/server/src/features/mailbox/README.md.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LANGUAGES } from '../messages/languages.ts';

export const MAIL_PAGE_SIZE = 20;
export const MailType = { list: '0', open: '1', claim: '2', count: '3' } as const;

/** Spec §3 mailbox `state` of a message's reward. */
export const MailRewardState = { none: 0, unclaimed: 1, claimed: 2 } as const;

/** The largest reward one message may carry for one player, hundredths (₨100,000.00). */
export const MAIL_REWARD_MAX = 10_000_000;
export const MAIL_TITLE_MAX = 80;
export const MAIL_BODY_MAX = 2000;
/** How many characters of the body the list shows. */
export const MAIL_PREVIEW_LENGTH = 90;

/** `type` may arrive as a number (0) or a digit string ('0'), as the spec writes it. */
function stringType(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'number' ? { ...value, type: String(type) } : value;
}

const language = z.string().max(16, 'invalidRequest').optional().describe("'en', 'zh', 'ur' (or en_US…); default: Accept-Language");
const emailId = z.coerce.number({ error: 'invalidRequest' }).int('invalidRequest').positive('invalidRequest').max(Number.MAX_SAFE_INTEGER, 'invalidRequest');

export const EmailRequest = z.preprocess(
  stringType,
  z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal(MailType.list),
        language,
        page: z.number().int('invalidRequest').min(0, 'invalidRequest').max(10_000, 'invalidRequest').default(0),
      }),
      z.object({ type: z.literal(MailType.open), language, id: emailId }),
      z.object({ type: z.literal(MailType.claim), language, id: emailId }),
      z.object({ type: z.literal(MailType.count) }),
    ],
    { error: 'invalidRequest' },
  ),
);
export type EmailRequest = z.input<typeof EmailRequest>;

export const MailItem = z.object({
  id: z.number().int(),
  title: z.string().describe("in the requested language, else English"),
  preview: z.string().describe(`the body's first ${MAIL_PREVIEW_LENGTH} characters`),
  createTime: z.number().int().describe('epoch milliseconds (sent at)'),
  expireTime: z.number().int().nullable().describe('epoch milliseconds; null = never expires'),
  read: z.boolean(),
  reward: z.number().int().min(0).describe('hundredths; 0 = no reward'),
  wagerMulti: z.number().int().min(0).describe('wagering multiple of the betting task the reward creates'),
  state: z.number().int().describe('reward state: 0 no reward, 1 unclaimed, 2 claimed'),
});
export type MailItem = z.infer<typeof MailItem>;

export const MailDetail = MailItem.extend({ body: z.string() });
export type MailDetail = z.infer<typeof MailDetail>;

const counts = {
  unread: z.number().int().min(0).describe('messages not opened yet (the red dot)'),
  unclaimed: z.number().int().min(0).describe('messages whose reward can be claimed'),
};

export const EmailResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal(MailType.list), list: z.array(MailItem), page: z.number().int(), ...counts }),
  z.object({ type: z.literal(MailType.open), mail: MailDetail, ...counts }),
  z.object({
    type: z.literal(MailType.claim),
    mail: MailDetail,
    amount: z.number().int().describe('paid now, hundredths'),
    gold: z.number().int().describe('available balance after the claim, hundredths'),
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
    "The mailbox (spec §7 email). type '0': the list, newest first, 20 a page (`page` from 0), in `language` " +
    "(en, zh, ur; English when the message has no text in it); type '1': open message `id` (marks it read); " +
    "type '2': claim the reward of message `id` (paid once, reason 3002, with a betting task when the message " +
    "has a wagering multiple); type '3': the unread and unclaimed counts. Expired and retracted messages are gone.",
  request: EmailRequest,
  response: EmailResponse,
});

// Operator API (plain JSON under /admin/api, role admin; every send and retraction is audited).

const text = (max: number) => z.string().trim().min(1, 'invalidRequest').max(max, 'invalidRequest');
const localized = (max: number) =>
  z
    .object({ en: text(max), zh: text(max).optional(), ur: text(max).optional() })
    .strict()
    .describe(`per language (${LANGUAGES.join(', ')}); en is required and the fallback`);

export const MAIL_AUDIENCES = ['player', 'all', 'new'] as const;

export const SendMailRequest = z
  .object({
    /**
     * player: one player (`playerId`); all: every player registered when it is sent; new: every
     * player who registers after it is sent (a welcome message), until it expires or is retracted.
     */
    audience: z.enum(MAIL_AUDIENCES, { error: 'invalidRequest' }),
    playerId: z.number().int().positive().optional(),
    title: localized(MAIL_TITLE_MAX),
    body: localized(MAIL_BODY_MAX),
    reward: z.number().int('invalidRequest').min(0, 'invalidRequest').max(MAIL_REWARD_MAX, 'invalidRequest').default(0),
    wagerMulti: z.number().int('invalidRequest').min(0, 'invalidRequest').max(100, 'invalidRequest').default(0),
    expiresAt: z.iso.datetime({ offset: true, error: 'invalidRequest' }).optional(),
  })
  .strict()
  .refine((m) => (m.audience === 'player') === (m.playerId !== undefined), { message: 'invalidRequest', path: ['playerId'] })
  .refine((m) => m.reward > 0 || m.wagerMulti === 0, { message: 'invalidRequest', path: ['wagerMulti'] });
export type SendMailRequest = z.input<typeof SendMailRequest>;

export const SentMail = z.object({
  id: z.number().int(),
  audience: z.enum(MAIL_AUDIENCES),
  playerId: z.number().int().nullable(),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  reward: z.number().int(),
  wagerMulti: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  retractedAt: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  reads: z.number().int().describe('players who opened it'),
  claims: z.number().int().describe('players who claimed its reward'),
});
export type SentMail = z.infer<typeof SentMail>;
