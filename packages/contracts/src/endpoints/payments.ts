// Deposits (docs/requirements/deposits.md#1-the-deposit-panel, docs/requirements/deposits.md#4-orders-and-crediting) and the deposit
// records.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { DEPOSIT_AMOUNT_MAX_DIGITS, PAYMENT_TYPES } from '../payments-rules.ts';
import { RecordPage, RecordQuery } from '../records-query.ts';
import { phoneNumber } from '../rules.ts';

/** Hundredths, as a number or a digit string (the panel's input): numeric, at most 10 digits, > 0. */
export const depositAmount = z
  .pipe(
    z
      .pipe(
        z.union([z.number(), z.string()], { error: 'depositAmountRequired' }),
        z.transform((value) => String(value).trim()),
      )
      .check(
        z.refine((value) => value.length > 0, 'depositAmountRequired'),
        z.refine((value) => /^\d+$/.test(value), 'depositAmountInvalid'),
        z.refine((value) => value.length <= DEPOSIT_AMOUNT_MAX_DIGITS, 'depositAmountInvalid'),
      ),
    z.transform(Number),
  )
  .check(z.refine((value) => value > 0, 'depositAmountInvalid'));

export const DepositRequest = z.object({
  typeName: z.enum(PAYMENT_TYPES, { error: 'paymentTypeRequired' }),
  /** A ShopConf payOptions id; without it the amount picks the preset (or the custom option). */
  optionId: z.optional(z.int()),
  amount: depositAmount,
  /** The payer's wallet number (+92): numeric, at most 11 digits, required. */
  phone: phoneNumber('phoneCannotBeEmpty'),
});
export type DepositRequest = z.input<typeof DepositRequest>;

export const DepositResponse = z.object({
  orderId: z.string(),
  amount: z.int().check(z.describe('hundredths')),
  bonus: z.int().check(z.describe('hundredths, credited with the deposit')),
  expiresAt: z.string().check(z.describe('ISO 8601 instant')),
  /** The pay page's query (id, goodId, type 5, param, param2); the app appends it to a pay.urls host + /pay.html. */
  payQuery: z.string(),
  /** The same page on this server: /pay/pay.html?<payQuery>. */
  payUrl: z.string(),
});
export type DepositResponse = z.infer<typeof DepositResponse>;

export const deposit = endpoint({
  method: 'POST',
  path: '/usercenter/game/deposit',
  auth: true,
  summary: 'Create a deposit order (Jazzcash or Easypaisa); the app then opens the pay page',
  request: DepositRequest,
  response: DepositResponse,
});

export const DEPOSIT_STATES = ['pending', 'paid', 'failed', 'expired'] as const;

export const DepositOrderResponse = z.object({
  orderId: z.string(),
  typeName: z.enum(PAYMENT_TYPES),
  amount: z.int(),
  bonus: z.int(),
  state: z.enum(DEPOSIT_STATES),
  createTime: z.string(),
  expiresAt: z.string(),
});

export const depositOrder = endpoint({
  method: 'POST',
  path: '/usercenter/game/depositOrder',
  auth: true,
  summary: "One of the player's deposit orders (the payment page polls it)",
  request: z.object({ orderId: z.string().check(z.minLength(1, 'invalidRequest'), z.maxLength(64, 'invalidRequest')) }),
  response: DepositOrderResponse,
});

export const orderRecord = endpoint({
  method: 'POST',
  path: '/usercenter/game/orderRecord',
  auth: true,
  summary: "The player's deposit records (Asia/Karachi days, 20 a page; data = JSON string of MoneyRecord rows)",
  request: RecordQuery,
  response: RecordPage,
});

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const limitAmount = z.nullable(z.int().check(z.minimum(0, 'invalidRequest'), z.maximum(9_999_999_999, 'invalidRequest')));

export const DepositLimit = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** In force now, hundredths; null = no limit. */
  amount: limitAmount,
  /** Used in the current period (paid and pending orders), hundredths. */
  used: z.int(),
  /** A raise (or removal) waiting out its 24 hours. */
  pending: z.nullable(z.object({ amount: limitAmount, effectiveAt: z.string() })),
});

export const DepositLimitsResponse = z.object({ limits: z.array(DepositLimit) });

export const depositLimits = endpoint({
  method: 'POST',
  path: '/usercenter/game/depositLimits',
  auth: true,
  summary: "The player's deposit limits (daily, weekly, monthly)",
  request: z._default(z.object({}), {}),
  response: DepositLimitsResponse,
});

export const setDepositLimit = endpoint({
  method: 'POST',
  path: '/usercenter/game/setDepositLimit',
  auth: true,
  summary: 'Set a deposit limit (hundredths; null removes it): a decrease applies at once, a raise or removal after 24 h',
  request: z.object({ period: z.enum(LIMIT_PERIODS, { error: 'invalidRequest' }), amount: limitAmount }),
  response: DepositLimitsResponse,
});
