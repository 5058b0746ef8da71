// The mail composer: send a mailbox message to one player, every player, or every new
// player, in en/zh/ur, optionally with a reward; list and retract. Admin only: a message can pay.
// Plain JSON under /admin/api; every send and retraction is audited. Classic zod, apart from
// endpoints/mailbox.ts (zod/mini): the player app never loads these schemas.
import { z } from 'zod';
import { Id } from './integers.ts';
import { LANGUAGES } from '../messages/languages.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { PageQuery, pageOf } from './keyset.ts';

/** The largest reward one message may carry for one player, hundredths (₨100,000.00). */
export const MAIL_REWARD_MAX = 10_000_000;
export const MAIL_TITLE_MAX = 80;
export const MAIL_BODY_MAX = 2000;

const text = (max: number) => z.string().trim().min(1, 'invalidRequest').max(max, 'invalidRequest');
const localized = (max: number) =>
  z
    .object({ en: text(max), zh: text(max).optional(), ur: text(max).optional() })
    .strict()
    .describe(`per language (${LANGUAGES.join(', ')}); en is required and the fallback`);

export const MAIL_AUDIENCES = ['player', 'all', 'new'] as const;

/**
 * Four eyes: a message with a reward waits (`pending`) until a second admin approves it,
 * and only then reaches mailboxes (`sent`); rejected ones never do. A message without a reward is
 * sent at once.
 */
export const MAIL_STATES = ['pending', 'sent', 'rejected', 'retracted'] as const;

/**
 * service: account notices (withdrawal and KYC results, rule changes) that reach every addressed
 * player; marketing: everything else, never shown to a player on a break or who turned in-app
 * offers off. Any message with a reward is marketing.
 */
export const MAIL_KINDS = ['marketing', 'service'] as const;

export const SendMailRequest = z
  .object({
    /**
     * player: one player (`playerId`); all: every player registered when it is sent; new: every
     * player who registers after it is sent (a welcome message), until it expires or is retracted.
     */
    audience: z.enum(MAIL_AUDIENCES, { error: 'invalidRequest' }),
    kind: z.enum(MAIL_KINDS, { error: 'invalidRequest' }).default('marketing'),
    playerId: z.number().int().positive().optional(),
    title: localized(MAIL_TITLE_MAX),
    body: localized(MAIL_BODY_MAX),
    reward: z.number().int('invalidRequest').min(0, 'invalidRequest').max(MAIL_REWARD_MAX, 'invalidRequest').default(0),
    wagerMulti: z.number().int('invalidRequest').min(0, 'invalidRequest').max(100, 'invalidRequest').default(0),
    expiresAt: z.iso.datetime({ offset: true, error: 'invalidRequest' }).optional(),
  })
  .strict()
  .refine((m) => (m.audience === 'player') === (m.playerId !== undefined), { message: 'invalidRequest', path: ['playerId'] })
  .refine((m) => m.reward > 0 || m.wagerMulti === 0, { message: 'invalidRequest', path: ['wagerMulti'] })
  .refine((m) => m.kind === 'marketing' || m.reward === 0, { message: 'mailServiceReward', path: ['reward'] });
export type SendMailRequest = z.input<typeof SendMailRequest>;

export const SentMail = z.object({
  id: z.number().int(),
  audience: z.enum(MAIL_AUDIENCES),
  kind: z.enum(MAIL_KINDS),
  playerId: z.number().int().nullable(),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  reward: z.number().int(),
  wagerMulti: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  retractedAt: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  state: z.enum(MAIL_STATES),
  /** Who approved a reward message (null: no reward, or sent before four eyes). */
  approvedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  reads: z.number().int().describe('players who opened it'),
  claims: z.number().int().describe('players who claimed its reward'),
  withheld: z.number().int().describe('players a marketing message was not delivered to (on a break or opted out when sent)'),
});
export type SentMail = z.infer<typeof SentMail>;

export const sendMail = adminEndpoint({
  method: 'POST',
  path: '/admin/api/mail',
  permission: 'mail.send',
  summary:
    "Send a mailbox message (audience 'player' with playerId, 'all' or 'new'; kind 'marketing' (default) or 'service'); optional reward and expiry",
  request: SendMailRequest,
  response: SentMail,
});

export const listSentMail = adminEndpoint({
  method: 'GET',
  path: '/admin/api/mail',
  permission: 'mail.send',
  summary: 'Sent messages, newest first (keyset), with read and claim counts',
  request: PageQuery,
  response: pageOf(SentMail),
});

export const retractMail = adminEndpoint({
  method: 'POST',
  path: '/admin/api/mail/:id/retract',
  permission: 'mail.send',
  summary: 'Retract a message: it leaves every mailbox; unclaimed rewards can no longer be claimed',
  request: z.object({ id: Id }),
  response: SentMail,
});

export const decideMail = adminEndpoint({
  method: 'POST',
  path: '/admin/api/mail/:id/decision',
  permission: 'mail.send',
  summary: 'A second admin approves (it is delivered now) or rejects a pending message with a reward {approve, note?}',
  request: z.object({ id: Id, approve: z.boolean(), note: z.string().trim().max(500).default('') }),
  response: SentMail,
});
