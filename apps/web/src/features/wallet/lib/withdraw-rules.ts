// "Withdraw" checks (docs/requirements/withdrawals.md#2-withdraw-checks-in-order) on the client, in the server's order, with the
// language-table keys.
import type { MessageKey } from '@khel/contracts/messages/en';
import { MESSAGE_AMOUNT, formatRupees } from '@khel/contracts/money';

export interface WithdrawLimits {
  /** Withdrawable now (goldWin), hundredths. */
  goldWin: number;
  /** GameParamConf exchangeParam part 2, hundredths (0 = none). */
  minimum: number;
  /** VIP privilege part 1, hundredths (0 = no restriction). */
  maximum: number;
}

export type WithdrawCheck = { ok: true; value: number } | { ok: false; key: MessageKey; params?: Record<string, string> };

/** `amount` is the typed whole-rupee digits. */
export function checkWithdraw(amount: string, limits: WithdrawLimits): WithdrawCheck {
  const value = amount === '' ? 0 : Number(amount) * 100;
  if (value <= 0 || value > limits.goldWin) return { ok: false, key: 'insufficientCoins' };
  if (limits.minimum > 0 && value < limits.minimum) return { ok: false, key: 'minimumWithdrawal', params: { min: formatRupees(limits.minimum, MESSAGE_AMOUNT) } };
  if (limits.maximum > 0 && value > limits.maximum) return { ok: false, key: 'maximumWithdrawal', params: { max: formatRupees(limits.maximum, MESSAGE_AMOUNT) } };
  return { ok: true, value };
}
