// Operators review identities: the queue, one submission with the CNIC opened (the
// reading is audited) and whether it matches the CNIC of the player's withdrawal account, and the
// decision.
import { z } from 'zod';
import { Id } from './integers.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';
import { KYC_DOCUMENT_KINDS } from '../endpoints/kyc.ts';

export const KYC_REVIEW_STATES = ['pending', 'verified', 'rejected'] as const;

export const KycItem = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  fullName: z.string(),
  cnicLast4: z.string(),
  dateOfBirth: z.string(),
  state: z.enum(KYC_REVIEW_STATES),
  submittedAt: Instant,
  reviewedBy: z.number().int().nullable(),
  reviewedAt: Instant.nullable(),
  reviewNote: z.string(),
});
export type KycItem = z.infer<typeof KycItem>;

export const listKyc = adminEndpoint({
  method: 'GET',
  path: '/admin/api/kyc',
  permission: 'kyc.review',
  summary: 'Identity submissions by state, oldest first (keyset)',
  request: PageQuery.extend({ state: z.enum(KYC_REVIEW_STATES).optional(), playerId: Id.optional() }),
  response: pageOf(KycItem),
});

export const KycDetail = KycItem.extend({
  cnic: z.string(),
  /** The identity photos sent with it (open each with getKycDocument; every opening is audited). */
  documents: z.array(z.object({ kind: z.enum(KYC_DOCUMENT_KINDS), contentType: z.string(), size: z.number().int() })),
  withdrawalAccount: z.object({ name: z.string(), bankName: z.string(), cnicMatches: z.boolean() }).nullable(),
  /** Other players sharing this identity: the review shows them; ids ascending. */
  warnings: z.object({
    /** The same CNIC verified on another player. */
    cnicVerifiedOn: z.array(z.number().int()),
    /** The player's phone is another player's phone, or a phone either paid deposits from. */
    phoneSharedWith: z.array(z.number().int()),
    /** A device id of the player's sessions seen in another player's sessions. */
    deviceSharedWith: z.array(z.number().int()),
  }),
});

export const getKyc = adminEndpoint({
  method: 'GET',
  path: '/admin/api/kyc/:id',
  permission: 'kyc.review',
  summary: 'One submission with the full CNIC (audited) and the withdrawal account comparison',
  request: z.object({ id: Id }),
  response: KycDetail,
});

/** GET: one identity photo's bytes (Content-Type of the image, no-store); audited as kyc.document.read. */
export const getKycDocument = adminEndpoint({
  method: 'GET',
  path: '/admin/api/kyc/:id/documents/:kind',
  permission: 'kyc.review',
  summary: "One identity photo of a submission (the image bytes, never cached); each opening is audited",
  request: z.object({ id: Id, kind: z.enum(KYC_DOCUMENT_KINDS) }),
  response: z.unknown(),
});

export const reviewKyc = adminEndpoint({
  method: 'POST',
  path: '/admin/api/kyc/:id/review',
  permission: 'kyc.review',
  summary: 'Verify or reject a pending submission (a rejection needs a note the player sees)',
  request: z
    .object({
      id: Id,
      decision: z.enum(['verified', 'rejected']),
      note: z.string().trim().max(500).default(''),
      /** Verify a CNIC already verified on another open account (1810 without it); needs the note. */
      override: z.boolean().default(false),
      /** Verifying: the date of birth read from the document, when it differs from the submitted one (audited; under 18 closes the account). */
      dateOfBirth: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date of birth is YYYY-MM-DD' })
        .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) && v >= '1900-01-01', { error: 'not a date of birth' })
        .optional(),
    })
    .refine((r) => r.decision === 'verified' || r.note.length > 0, { error: 'a rejection needs a note', path: ['note'] })
    .refine((r) => !r.override || r.note.length > 0, { error: 'an override needs a note', path: ['note'] })
    .refine((r) => r.dateOfBirth === undefined || r.decision === 'verified', { error: 'only a verification corrects the date of birth', path: ['dateOfBirth'] }),
  /** accountClosed: the (corrected) date of birth is under 18, so the account was closed with the review. */
  response: KycItem.extend({ accountClosed: z.boolean() }),
});

// ---- account closures: by the player, or a date of birth under 18 ----

export const CLOSURE_REASONS = ['player_request', 'underage'] as const;
export const CLOSURE_REVIEW_STATES = ['open', 'refund_to_source', 'retained'] as const;

export const ClosureItem = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  reason: z.enum(CLOSURE_REASONS),
  closedAt: Instant,
  /** Under 18: the balance at closure (hundredths) and the compliance decision on it. */
  balanceOwed: z.number().int(),
  reviewState: z.enum(CLOSURE_REVIEW_STATES).nullable(),
  reviewNote: z.string(),
  reviewedBy: z.number().int().nullable(),
  reviewedAt: Instant.nullable(),
  reopenedAt: Instant.nullable(),
  reopenedBy: z.number().int().nullable(),
  reopenNote: z.string(),
});
export type ClosureItem = z.infer<typeof ClosureItem>;

export const listClosures = adminEndpoint({
  method: 'GET',
  path: '/admin/api/account-closures',
  permission: 'kyc.review',
  summary: 'Closed accounts, newest first (keyset); reviewState=open lists the under-18 balances awaiting a decision',
  request: PageQuery.extend({
    playerId: Id.optional(),
    reason: z.enum(CLOSURE_REASONS).optional(),
    reviewState: z.enum(CLOSURE_REVIEW_STATES).optional(),
  }),
  response: pageOf(ClosureItem),
});

export const decideClosureReview = adminEndpoint({
  method: 'POST',
  path: '/admin/api/account-closures/:id/review',
  permission: 'kyc.review',
  summary: "Decide an under-18 closure's balance: refund to the source, or retain (with the reason); audited",
  request: z.object({ id: Id, decision: z.enum(['refund_to_source', 'retained']), note: z.string().trim().min(1, { error: 'a reason is needed' }).max(500) }),
  response: ClosureItem,
});

export const reopenAccount = adminEndpoint({
  method: 'POST',
  path: '/admin/api/account-closures/:id/reopen',
  permission: 'kyc.review',
  summary: 'Reopen a closed account (support or compliance, with the reason; audited)',
  request: z.object({ id: Id, note: z.string().trim().min(1, { error: 'a reason is needed' }).max(500) }),
  response: ClosureItem,
});
