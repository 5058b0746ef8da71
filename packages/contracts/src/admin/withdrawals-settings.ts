// Server-only config document WithdrawalConf: the withdrawal settings that were the
// table withdrawal_settings, now versioned like every other document (history, diff, rollback).
// Amounts in hundredths.
import { z } from 'zod';

export const WithdrawalConf = z.object({
  /** A request up to this amount is approved without an operator (0: never)… */
  autoApproveMax: z.number().int().min(0).max(100_000_000),
  /** …while the player's auto-approved total of the day stays within this. */
  autoApproveDailyMax: z.number().int().min(0).max(1_000_000_000),
  /** …and the account is at least this old. */
  accountMinAgeHours: z.number().int().min(0).max(8_760),
  /** A request nobody decided expires (its hold released) after this many hours. */
  expireAfterHours: z.number().int().min(1).max(720),
});
export type WithdrawalConf = z.infer<typeof WithdrawalConf>;

export const DEFAULT_WITHDRAWAL_CONF: WithdrawalConf = {
  autoApproveMax: 500_000,
  autoApproveDailyMax: 1_000_000,
  accountMinAgeHours: 24,
  expireAfterHours: 72,
};
