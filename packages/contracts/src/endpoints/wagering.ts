// Betting (wagering) tasks as the withdraw panel and the betting-task overlay show them (spec §3).
import { z } from 'zod';

export const TASK_PAGE_SIZE = 20;

export const BettingTask = z.object({
  id: z.number().int(),
  money: z.number().int().describe('credited amount, hundredths'),
  multi: z.number().int().describe('wagering multiple'),
  curValue: z.number().int().describe('valid bets counted so far, hundredths'),
  state: z.number().int().describe('0 Not started, 1 Ongoing, 2 Completed, 3 Abandoned'),
  desc: z.string().describe('source index'),
  reason: z.number().int().describe('origin index (reward source / ledger reason code)'),
  createTime: z.number().int().describe('epoch milliseconds'),
  requirement: z.number().int().describe('money × multi, hundredths'),
  remaining: z.number().int().describe('requirement − curValue while unfinished, else 0'),
  progress: z.number().describe('spec formula: curValue / money × 100, capped at 100'),
  requirementProgress: z.number().describe('curValue / requirement × 100, capped at 100'),
});
export type BettingTask = z.infer<typeof BettingTask>;
