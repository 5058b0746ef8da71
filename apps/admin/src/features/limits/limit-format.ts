// How the console shows a limit value: rupees for deposit, loss and wager limits, minutes for the
// session-time limit, "none" when there is no limit.
import type { OperatorLimitKind } from '@khel/contracts/admin/limits';
import { money } from '../../lib/format.ts';

export function limitValue(kind: OperatorLimitKind, amount: number | null): string {
  if (amount === null) return 'none';
  return kind === 'session' ? `${amount} min` : money(amount);
}
