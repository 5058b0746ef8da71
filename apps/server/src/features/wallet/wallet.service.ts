// The one module that moves money (DESIGN "Money"). Issue #2 opens accounts and reads balances;
// transfers, holds and entries arrive with issue #3.
import type { Queryable } from '../../platform/db.ts';
import { insertPlayerAccount, selectPlayerBalance } from './wallet.repository.ts';

export async function openPlayerAccount(db: Queryable, playerId: number): Promise<void> {
  await insertPlayerAccount(db, playerId);
}

/** The balance a player can use, in hundredths: what is held for withdrawals is not available. */
export async function availableBalance(db: Queryable, playerId: number): Promise<number> {
  const account = await selectPlayerBalance(db, playerId);
  return account ? account.balance - account.held : 0;
}
