// Betting (wagering) tasks as the withdraw panel and the betting-task overlay show them (docs/requirements/wallet.md#4-betting-tasks).
// zod/mini: the player app imports these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';

export const TASK_PAGE_SIZE = 20;

export const BettingTask = z.object({
  id: z.int(),
  money: z.int().check(z.describe('credited amount, hundredths')),
  multi: z.int().check(z.describe('wagering multiple')),
  curValue: z.int().check(z.describe('valid bets counted so far, hundredths')),
  state: z.int().check(z.describe('0 Not started, 1 Ongoing, 2 Completed, 3 Abandoned')),
  desc: z.string().check(z.describe('source index')),
  reason: z.int().check(z.describe('origin index (reward source / ledger reason code)')),
  createTime: z.int().check(z.describe('epoch milliseconds')),
  requirement: z.int().check(z.describe('money × multi, hundredths')),
  remaining: z.int().check(z.describe('requirement − curValue while unfinished, else 0')),
  progress: z.number().check(z.describe('curValue / money × 100, capped at 100')),
  requirementProgress: z.number().check(z.describe('curValue / requirement × 100, capped at 100')),
});
export type BettingTask = z.infer<typeof BettingTask>;
