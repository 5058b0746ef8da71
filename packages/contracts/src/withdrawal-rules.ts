// "Bind bank account" and "Withdraw" rules (docs/requirements/withdrawals.md#2-withdraw-checks-in-order) with the language-table key of
// each message, and the withdrawal config document (GameParamConf) the server and the app read. zod/mini:
// the player app imports these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { LossRebateConf } from './endpoints/play-rewards.ts';
import type { MessageKey } from './messages/en.ts';

export const CNIC_LENGTH = 13;
export const PAYMENT_TYPES = ['Jazzcash', 'Easypaisa', 'Bank'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '-]{1,49}$/u;
const ACCOUNT_NUMBER = /^\d{4,24}$/;
/** 13 digits, or the usual written form 12345-1234567-1. */
const CNIC = /^(\d{13}|\d{5}-\d{7}-\d)$/;

function required(key: MessageKey) {
  return z.pipe(
    z.pipe(
      z.string({ error: key }),
      z.transform((value: string) => value.trim()),
    ),
    z.string().check(z.minLength(1, key)),
  );
}

/** Full name: letters (any script), spaces, apostrophes or hyphens, 2–50 characters. */
export const fullName = z.pipe(required('bindNameRequired'), z.string().check(z.regex(NAME, 'bindNameFormat')));

/** Account number (Jazzcash / Easypaisa wallet number or bank account): 4–24 digits, never negative. */
export const accountNumber = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: 'bindAccountNumberRequired' }),
    z.transform((value: string | number) => String(value).trim()),
  ),
  z.string().check(z.minLength(1, 'bindAccountNumberRequired'), z.regex(ACCOUNT_NUMBER, 'bindAccountNumberInvalid')),
);

/** Payment type: Jazzcash, Easypaisa or Bank (case-insensitive; stored in this spelling). */
export const paymentType = z.pipe(
  required('bindPaymentTypeRequired'),
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => PAYMENT_TYPES.find((type) => type.toLowerCase() === value.toLowerCase()) ?? ''),
    ),
    z.enum(PAYMENT_TYPES, 'bindPaymentTypeInvalid'),
  ),
);

/** The 13-digit CNIC (sent in the published `email` field); dashes of the written form are dropped. */
export const cnic = z.pipe(
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { error: 'bindCnicRequired' }),
      z.transform((value: string | number) => String(value).trim()),
    ),
    z.string().check(z.minLength(1, 'bindCnicRequired'), z.regex(CNIC, 'bindIdFormatInvalid')),
  ),
  z.transform((value: string) => value.replace(/-/g, '')),
);

export const BindAccountParams = z.object({
  name: fullName,
  cardNo: accountNumber,
  bankName: paymentType,
  email: cnic,
});
export type BindAccountParams = z.infer<typeof BindAccountParams>;

// ---- Config documents --------------------------------------------------------------------------

/**
 * GameParamConf. exchangeParam is "feePercent;minimum;hours": part 2 (the only one the requirements define) is the
 * minimum withdrawal in hundredths; part 1 the fee in percent of the amount (decimals allowed,
 * 0 = none); part 3 the withdrawal hours "HH:MM-HH:MM" in Asia/Karachi time (default 00:00-24:00).
 */
export const GameParamConf = z.object({
  exchangeParam: z.string(),
  /**
   * The loss rebate's rules (endpoints/play-rewards.ts). Optional: documents without it stay valid
   * and the offer is off; a malformed entry also reads as missing, so it never breaks withdrawals.
   */
  activeLoseMoney: z.catch(z.optional(LossRebateConf), undefined),
});
export type GameParamConf = z.infer<typeof GameParamConf>;

export interface ExchangeParams {
  feeBasisPoints: number;
  minimum: number;
  /** Minutes after midnight, [from, to). */
  openFrom: number;
  openTo: number;
}

function minutesOf(text: string | undefined, fallback: number): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return fallback;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes >= 0 && minutes <= 24 * 60 ? minutes : fallback;
}

export function parseExchangeParam(exchangeParam: string): ExchangeParams {
  const [fee, minimum, hours] = exchangeParam.split(';');
  const feePercent = Number(fee);
  const min = Number(minimum);
  const [from, to] = (hours ?? '').split('-');
  return {
    feeBasisPoints: Number.isFinite(feePercent) && feePercent > 0 ? Math.round(feePercent * 100) : 0,
    minimum: Number.isSafeInteger(min) && min > 0 ? min : 0,
    openFrom: minutesOf(from, 0),
    openTo: minutesOf(to, 24 * 60),
  };
}

export interface VipWithdrawPrivilege {
  /** Hundredths; 0 = no restriction (the requirements: 0 or less). */
  maxPerTime: number;
  /** Withdrawals a day; 0 = no limit. */
  dailyCount: number;
}

export function parseVipPrivilege(privilege: string | undefined): VipWithdrawPrivilege {
  const [max, count] = (privilege ?? '').split(';').map(Number);
  return {
    maxPerTime: max !== undefined && Number.isSafeInteger(max) && max > 0 ? max : 0,
    dailyCount: count !== undefined && Number.isSafeInteger(count) && count > 0 ? count : 0,
  };
}

/** The "Valid Bet Calculation Rules" (with the risk bands): see valid-bet.ts. */
export { ValidBetRulesConf } from './valid-bet.ts';
