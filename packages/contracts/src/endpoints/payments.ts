// Deposits (spec §2 deposit panel, §5 deposit rules, §7 pay page) and the deposit records.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { DEPOSIT_AMOUNT_MAX_DIGITS, PAYMENT_TYPES } from '../payments-rules.ts';
import { RecordPage, RecordQuery } from '../records-query.ts';
import { phoneNumber } from '../rules.ts';

/** Hundredths, as a number or a digit string (the panel's input): numeric, at most 10 digits, > 0. */
export const depositAmount = z
  .union([z.number(), z.string()], { error: 'depositAmountRequired' })
  .transform((value) => String(value).trim())
  .refine((value) => value.length > 0, 'depositAmountRequired')
  .refine((value) => /^\d+$/.test(value), 'depositAmountInvalid')
  .refine((value) => value.length <= DEPOSIT_AMOUNT_MAX_DIGITS, 'depositAmountInvalid')
  .transform(Number)
  .refine((value) => value > 0, 'depositAmountInvalid');

export const DepositRequest = z.object({
  typeName: z.enum(PAYMENT_TYPES, { error: 'paymentTypeRequired' }),
  /** A ShopConf payOptions id; without it the amount picks the preset (or the custom option). */
  optionId: z.number().int().optional(),
  amount: depositAmount,
  /** The payer's wallet number (+92): numeric, at most 11 digits, required. */
  phone: phoneNumber('phoneCannotBeEmpty'),
});
export type DepositRequest = z.input<typeof DepositRequest>;

export const DepositResponse = z.object({
  orderId: z.string(),
  amount: z.number().int().describe('hundredths'),
  bonus: z.number().int().describe('hundredths, credited with the deposit'),
  expiresAt: z.string().describe('ISO 8601 instant'),
  /** The pay page's query (spec §7: id, goodId, type 5, param, param2); the app appends it to a pay.urls host + /pay.html. */
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
  amount: z.number().int(),
  bonus: z.number().int(),
  state: z.enum(DEPOSIT_STATES),
  createTime: z.string(),
  expiresAt: z.string(),
});

export const depositOrder = endpoint({
  method: 'POST',
  path: '/usercenter/game/depositOrder',
  auth: true,
  summary: "One of the player's deposit orders (the payment page polls it)",
  request: z.object({ orderId: z.string().min(1, 'invalidRequest').max(64, 'invalidRequest') }),
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

const limitAmount = z.number().int().min(0, 'invalidRequest').max(9_999_999_999, 'invalidRequest').nullable();

export const DepositLimit = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** In force now, hundredths; null = no limit. */
  amount: limitAmount,
  /** Used in the current period (paid and pending orders), hundredths. */
  used: z.number().int(),
  /** A raise (or removal) waiting out its 24 hours. */
  pending: z.object({ amount: limitAmount, effectiveAt: z.string() }).nullable(),
});

export const DepositLimitsResponse = z.object({ limits: z.array(DepositLimit) });

export const depositLimits = endpoint({
  method: 'POST',
  path: '/usercenter/game/depositLimits',
  auth: true,
  summary: "The player's deposit limits (daily, weekly, monthly)",
  request: z.object({}).default({}),
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
