// When a time-out or exclusion begins, bonus wagering ends
// (docs/compliance/exclusions.md#bonuses-on-a-break): every unfinished betting task is closed and
// its unwagered bonus goes back to the bonus account it came from, through the ledger, oldest task
// first and never more than the available balance. What stays is the player's own money (deposits
// and winnings), withdrawable at once because no task is left unfinished.
import { Reason } from '@khel/contracts/ledger-reasons';
import type { Queryable } from '../../platform/db.ts';
import { closeUnfinishedTasks } from '../wagering/wagering.service.ts';
import { availableBalance, transfer } from '../wallet/wallet.service.ts';

/**
 * The system account a task's bonus was paid from: the deposit bonus from 'bonus:deposit'; a
 * reward from 'bonus:<offer>', its task's reference being '<offer>:<period>' (rewards.service).
 */
function bonusAccountOf(task: { reason: number; reference: string }): string {
  if (task.reason === Reason.depositBonus) return 'bonus:deposit';
  return `bonus:${task.reference.split(':')[0] || 'unknown'}`;
}

export async function forfeitBonuses(tx: Queryable, playerId: number): Promise<number> {
  const tasks = await closeUnfinishedTasks(tx, playerId, 'player protection');
  let available = tasks.length > 0 ? await availableBalance(tx, playerId) : 0;
  let taken = 0;
  for (const task of tasks) {
    const amount = Math.min(task.money, available);
    if (amount <= 0) continue;
    await transfer(tx, {
      idempotencyKey: `bonus-forfeit:${task.id}`,
      from: { player: playerId },
      to: { system: bonusAccountOf(task) },
      amount,
      reason: Reason.bonusForfeit,
      reference: `task:${task.id}`,
    });
    available -= amount;
    taken += amount;
  }
  return taken;
}
