// Transfer-wallet providers (9WICKETS): on launch the player's available balance moves to the
// provider, on return it moves back. Each move is an operation with Khel's own id, recorded before
// the provider is called; the money leaves Khel's ledger before a deposit and enters it only after
// the provider confirmed a withdrawal. An unknown outcome (timeout) stays pending until the
// provider's "check operation" answers (on the player's next login/logout or the reconcile job).
// The bets played there arrive with the provider's bet history at each login and logout.
import { randomUUID } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { LaunchInput, TransferStatus, TransferWalletAdapter } from '../../adapters/game-providers/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { balanceOf, transfer } from '../wallet/wallet.service.ts';
import { providerAccount } from './game-wallet.service.ts';
import { importTransferBets } from './transfer-records.ts';

interface OperationRow {
  id: string;
  provider: string;
  player_id: number;
  direction: 'in' | 'out';
  amount: number;
}

async function resolveOperation(tx: Queryable, id: string, state: 'done' | 'failed', at: Date): Promise<boolean> {
  const rows = await tx.query("UPDATE game_wallet_transfers SET state = $2, resolved_at = $3 WHERE id = $1 AND state = 'pending' RETURNING id", [
    id,
    state,
    at,
  ]);
  return rows.length > 0;
}

/** Applies the provider's final answer about an operation to Khel's ledger, once. */
async function finish(db: Database, clock: Clock, op: OperationRow, status: TransferStatus): Promise<void> {
  if (status === 'unknown') return;
  await db.transaction(async (tx) => {
    if (!(await resolveOperation(tx, op.id, status, clock.now()))) return;
    if (op.direction === 'out' && status === 'failed') {
      // The deposit never happened at the provider: the money comes back.
      await transfer(tx, {
        idempotencyKey: `gt:${op.id}:reverse`,
        from: providerAccount(op.provider),
        to: { player: op.player_id },
        amount: op.amount,
        reason: Reason.providerTransferIn,
        reference: op.id,
      });
    }
    if (op.direction === 'in' && status === 'done') {
      await transfer(tx, {
        idempotencyKey: `gt:${op.id}`,
        from: providerAccount(op.provider),
        to: { player: op.player_id },
        amount: op.amount,
        reason: Reason.providerTransferIn,
        reference: op.id,
      });
    }
  });
}

/** Asks the provider about every pending operation (of one player, or all) and applies the answers. */
export async function reconcileTransfers(db: Database, clock: Clock, adapter: TransferWalletAdapter, playerId?: number): Promise<number> {
  const rows = await db.query<OperationRow>(
    `SELECT id, provider, player_id, direction, amount FROM game_wallet_transfers
      WHERE state = 'pending' AND provider = $1 AND ($2::bigint IS NULL OR player_id = $2) ORDER BY created_at LIMIT 200`,
    [adapter.name, playerId ?? null],
  );
  for (const op of rows) await finish(db, clock, op, await adapter.checkOperation(op.id));
  return rows.length;
}

async function settleCall(db: Database, clock: Clock, adapter: TransferWalletAdapter, op: OperationRow, first: TransferStatus): Promise<TransferStatus> {
  const status = first === 'unknown' ? await adapter.checkOperation(op.id) : first;
  await finish(db, clock, op, status);
  return status;
}

/** thirdGameLogin: moves the whole available balance to the provider, then returns its game URL. */
export async function enterTransferGame(
  db: Database,
  clock: Clock,
  adapter: TransferWalletAdapter,
  input: { playerId: number; gameId: string; language: string; launch?: Partial<LaunchInput> },
): Promise<{ url: string; transferred: number }> {
  await reconcileTransfers(db, clock, adapter, input.playerId);
  await importTransferBets(db, clock, adapter, input.playerId);
  const amount = (await balanceOf(db, input.playerId)).available;
  let transferred = 0;
  if (amount > 0) {
    const op: OperationRow = { id: `9w-${randomUUID()}`, provider: adapter.name, player_id: input.playerId, direction: 'out', amount };
    const moved = await db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO game_wallet_transfers (id, provider, player_id, direction, amount, created_at) VALUES ($1, $2, $3, 'out', $4, $5)",
        [op.id, op.provider, op.player_id, amount, clock.now()],
      );
      // Spent meanwhile: InsufficientFundsError rolls the operation back with the transaction.
      await transfer(tx, {
        idempotencyKey: `gt:${op.id}`,
        from: { player: input.playerId },
        to: providerAccount(adapter.name),
        amount,
        reason: Reason.providerTransferOut,
        reference: op.id,
      });
      return true;
    });
    if (moved) {
      const status = await settleCall(db, clock, adapter, op, await adapter.deposit({ operationId: op.id, playerId: input.playerId, amount }));
      if (status === 'done') transferred = amount;
    }
  }
  const url = await adapter.launchUrl({
    token: '',
    homeUrl: '',
    platform: 'web',
    ...input.launch,
    playerId: input.playerId,
    gameId: input.gameId,
    language: input.language,
  });
  return { url, transferred };
}

/** thirdGameLogout: moves the provider's balance back to Khel. */
export async function leaveTransferGame(
  db: Database,
  clock: Clock,
  adapter: TransferWalletAdapter,
  input: { playerId: number },
): Promise<{ balance: number; transferred: number }> {
  await reconcileTransfers(db, clock, adapter, input.playerId);
  await importTransferBets(db, clock, adapter, input.playerId);
  const amount = await adapter.balance(input.playerId);
  let transferred = 0;
  if (amount > 0) {
    const op: OperationRow = { id: `9w-${randomUUID()}`, provider: adapter.name, player_id: input.playerId, direction: 'in', amount };
    await db.query(
      "INSERT INTO game_wallet_transfers (id, provider, player_id, direction, amount, created_at) VALUES ($1, $2, $3, 'in', $4, $5)",
      [op.id, op.provider, op.player_id, amount, clock.now()],
    );
    const status = await settleCall(db, clock, adapter, op, await adapter.withdraw({ operationId: op.id, playerId: input.playerId, amount }));
    if (status === 'done') transferred = amount;
  }
  return { balance: (await balanceOf(db, input.playerId)).available, transferred };
}
