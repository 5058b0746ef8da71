// Gift codes in the console: single codes (create, list, end now) and batches — many
// codes made at once for a campaign, exported as CSV for distribution.
import { z } from 'zod';
import { Id } from './integers.ts';
import { GIFT_CODE_PATTERN, normaliseGiftCode } from '../endpoints/promotions.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

export const MAX_BATCH_SIZE = 10_000;

/**
 * Four eyes (docs/compliance/four-eyes.md). A code or batch is created pending and pays
 * nobody until a second operator approves it. Its size is what it can pay out in all (amount ×
 * uses, × codes for a batch): each role may create up to its cap, and above the admin tier only an
 * admin approves. In code, not config: raising them is a reviewed change.
 */
export const GIFT_CODE_CAP = { admin: 500_000_000, finance: 50_000_000 } as const;
export const GIFT_CODE_ADMIN_TIER = 10_000_000;
export const GIFT_CODE_STATES = ['pending', 'live', 'rejected'] as const;
export type GiftCodeState = (typeof GIFT_CODE_STATES)[number];

/** Hundredths a code or batch can pay out at most. */
export const giftCodePayout = (g: { amount: number; uses: number; codes?: number }) => g.amount * g.uses * (g.codes ?? 1);

const Decision = { approvedBy: z.number().int().nullable(), decidedAt: z.string().nullable(), state: z.enum(GIFT_CODE_STATES) };

/** Operator input (POST /admin/api/gift-codes): code optional (a random one is drawn). */
export const CreateGiftCodeRequest = z.object({
  code: z
    .string()
    .transform(normaliseGiftCode)
    .refine((code) => GIFT_CODE_PATTERN.test(code), 'giftCodeFormat')
    .optional(),
  amount: z.number().int().min(1).max(100_000_000),
  wagerMulti: z.number().int().min(0).max(100).default(1),
  totalUses: z.number().int().min(1).max(10_000_000),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CreateGiftCodeRequest = z.input<typeof CreateGiftCodeRequest>;

export const GiftCodeView = z.object({
  id: z.number().int(),
  code: z.string(),
  amount: z.number().int(),
  wagerMulti: z.number().int(),
  totalUses: z.number().int(),
  used: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdBy: z.number().int().nullable(),
  batchId: z.number().int().nullable(),
  ...Decision,
});
export type GiftCodeView = z.infer<typeof GiftCodeView>;

export const createGiftCode = adminEndpoint({
  method: 'POST',
  path: '/admin/api/gift-codes',
  permission: 'gift-codes.manage',
  summary: 'Create a gift code {code?, amount (hundredths), wagerMulti, totalUses, expiresAt}',
  request: CreateGiftCodeRequest,
  response: GiftCodeView,
});

export const listGiftCodes = adminEndpoint({
  method: 'GET',
  path: '/admin/api/gift-codes',
  permission: 'gift-codes.manage',
  summary: 'Gift codes, newest first (keyset); batchId narrows to one batch',
  request: PageQuery.extend({ batchId: Id.optional() }),
  response: pageOf(GiftCodeView),
});

export const expireGiftCode = adminEndpoint({
  method: 'POST',
  path: '/admin/api/gift-codes/:code/expire',
  permission: 'gift-codes.manage',
  summary: 'End a gift code now; players then get the expired message',
  request: z.object({ code: z.string().min(1).max(64) }),
  response: GiftCodeView,
});

export const GiftCodeBatch = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  amount: z.number().int(),
  wagerMulti: z.number().int(),
  usesPerCode: z.number().int(),
  expiresAt: Instant,
  createdAt: Instant,
  createdBy: z.number().int(),
  /** Redemptions across the batch's codes. */
  used: z.number().int(),
  ...Decision,
  decisionNote: z.string(),
});
export type GiftCodeBatch = z.infer<typeof GiftCodeBatch>;

export const createGiftCodeBatch = adminEndpoint({
  method: 'POST',
  path: '/admin/api/gift-code-batches',
  permission: 'gift-codes.manage',
  summary: 'Create a batch of random codes (1–10,000) with one amount, wagering multiple, uses per code and expiry',
  request: z.object({
    name: z.string().trim().min(1).max(80),
    size: z.number().int().min(1).max(MAX_BATCH_SIZE),
    amount: z.number().int().min(1).max(100_000_000),
    wagerMulti: z.number().int().min(0).max(100).default(1),
    usesPerCode: z.number().int().min(1).max(10_000).default(1),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
  response: GiftCodeBatch,
});

export const listGiftCodeBatches = adminEndpoint({
  method: 'GET',
  path: '/admin/api/gift-code-batches',
  permission: 'gift-codes.manage',
  summary: 'Gift-code batches, newest first (keyset)',
  request: PageQuery,
  response: pageOf(GiftCodeBatch),
});

/** GET: the batch's codes as CSV (code, amount, wager_multi, total_uses, used, expires_at). */
export const giftCodeBatchCsv = adminEndpoint({
  method: 'GET',
  path: '/admin/api/gift-code-batches/:id/codes.csv',
  permission: 'gift-codes.manage',
  summary: "A batch's codes as CSV, streamed",
  request: z.object({ id: Id }),
  response: z.unknown(),
});

const Decide = z.object({ id: Id, approve: z.boolean(), note: z.string().trim().max(500).default('') });

export const decideGiftCode = adminEndpoint({
  method: 'POST',
  path: '/admin/api/gift-codes/:id/decision',
  permission: 'gift-codes.manage',
  summary: 'A second operator approves (the code goes live) or rejects a pending single code {approve, note?}',
  request: Decide,
  response: GiftCodeView,
});

export const decideGiftCodeBatch = adminEndpoint({
  method: 'POST',
  path: '/admin/api/gift-code-batches/:id/decision',
  permission: 'gift-codes.manage',
  summary: "A second operator approves (its codes go live) or rejects a pending batch {approve, note?}",
  request: Decide,
  response: GiftCodeBatch,
});
