// Deposit rules (docs/requirements/deposits.md#2-presets-and-bonuses) shared by the server and the deposit panel: the payment types, the
// ShopConf document (amounts in hundredths) and the checks that pick the option a deposit uses.
import * as z from 'zod/mini';
import type { MessageKey } from './messages/en.ts';
import { formatRupees } from './money.ts';

export const PAYMENT_TYPES = ['Jazzcash', 'Easypaisa'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A custom option is marked by the Chinese word for "custom" in its name. */
export const CUSTOM_MARK = '自定义';
/** The pay page's `type` for a deposit. */
export const PAY_TYPE_DEPOSIT = 5;
/** The amount input keeps at most 10 digits. */
export const DEPOSIT_AMOUNT_MAX_DIGITS = 10;

const atLeast = (min: number) => z.int().check(z.minimum(min));

export const PayOption = z.object({
  id: z.int(),
  typeName: z.enum(PAYMENT_TYPES),
  name: z.string(),
  /** Hundredths; 0 on a custom option (any amount within minNum..maxNum). */
  payNumber: atLeast(0),
  /** Bonus in hundredths. */
  rewardNum: atLeast(0),
  minNum: z.optional(atLeast(1)),
  maxNum: z.optional(atLeast(1)),
});
export type PayOption = z.infer<typeof PayOption>;

export const QuickOption = z.object({
  id: z.int(),
  payNumber: atLeast(1),
  rewardNum: atLeast(0),
  /** -1: no extra added. */
  added: z.int(),
});

export const ShopConf = z.object({
  payOptions: z.array(PayOption),
  quickOptions: z.array(QuickOption),
  /** Wagering multiple of a deposit bonus: the betting task requires bonus × multi of valid bets. */
  bonusWagerMulti: z._default(atLeast(0), 1),
  /** Minutes an unpaid deposit order stays payable. */
  orderExpiryMinutes: z._default(atLeast(1).check(z.maximum(24 * 60)), 30),
});
export type ShopConf = z.infer<typeof ShopConf>;

export function isCustomOption(option: Pick<PayOption, 'name'>): boolean {
  return option.name.includes(CUSTOM_MARK);
}

export type OptionChoice =
  | { ok: true; option: PayOption; bonus: number }
  | { ok: false; messageKey: MessageKey; params?: Record<string, string> };

// A player told only "outside the range" has to guess it: the refusal names the bounds, in rupees
// as the deposit screen shows them (₨100, ₨50,000), the same words from the app and the server.
function outOfRange(min: number | undefined, max: number | undefined): OptionChoice {
  const rupees = (hundredths: number) => formatRupees(hundredths, { decimals: 'when-any' });
  if (min !== undefined && max !== undefined) return { ok: false, messageKey: 'depositAmountOutOfRange', params: { min: rupees(min), max: rupees(max) } };
  if (min !== undefined) return { ok: false, messageKey: 'depositAmountTooLow', params: { min: rupees(min) } };
  return { ok: false, messageKey: 'depositAmountTooHigh', params: { max: rupees(max ?? 0) } };
}

/**
 * A preset of the selected type matching the amount gives its bonus; otherwise the type
 * needs a custom option and the amount must lie within its range. An explicit option id must
 * belong to the type (and a preset's amount must match it).
 */
export function chooseOption(conf: ShopConf, typeName: PaymentType, amount: number, optionId?: number): OptionChoice {
  const ofType = conf.payOptions.filter((option) => option.typeName === typeName);
  if (optionId !== undefined) {
    const option = ofType.find((o) => o.id === optionId);
    if (!option) return { ok: false, messageKey: 'paymentOptionUnknown' };
    if (!isCustomOption(option)) {
      return option.payNumber === amount ? { ok: true, option, bonus: option.rewardNum } : { ok: false, messageKey: 'paymentOptionUnknown' };
    }
  }
  const preset = ofType.find((o) => !isCustomOption(o) && o.payNumber === amount);
  if (preset && optionId === undefined) return { ok: true, option: preset, bonus: preset.rewardNum };
  const custom = optionId !== undefined ? ofType.find((o) => o.id === optionId) : ofType.find(isCustomOption);
  if (!custom) return { ok: false, messageKey: 'noCustomOption' };
  if ((custom.minNum !== undefined && amount < custom.minNum) || (custom.maxNum !== undefined && amount > custom.maxNum)) {
    return outOfRange(custom.minNum, custom.maxNum);
  }
  return { ok: true, option: custom, bonus: 0 };
}
