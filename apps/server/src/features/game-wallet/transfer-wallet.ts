// Transfer-wallet providers (9WICKETS): on launch the player's available balance moves to the
// provider, on return it moves back (docs/hardening/transfer-wallet.md). Rules that keep it exact:
// - One flow per player at a time, across processes (transfer-lock.ts): launch, refresh, the
//   inquiry job and the sweep never read each other's half-done work.
// - Each move is an operation with Khel's own id, recorded before the provider is called; the money
//   leaves Khel's ledger before a deposit and enters it only after the provider confirmed a
//   withdrawal.
// - An operation settles only on the provider's own word about that id: the call's success, or its
//   record ("check"). "Not found" and time-outs are no answer: the operation stays pending, since
//   the request may still arrive. After CLOSE_AFTER_MS Khel asks the provider to close the id, which
//   refuses it for good if it never arrived, so that answer is final too.
// - pending → done | failed happens once (migration 0058's trigger), in the transaction that makes
//   the matching ledger move (idempotency key per operation).
// The bets played there arrive with the provider's bet history at each flow.
import { randomUUID } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { FastifyBaseLogger } from 'fastify';
import type { LaunchInput, TransferStatus, TransferWalletAdapter } from '../../adapters/game-providers/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { balanceOf, transfer } from '../wallet/wallet.service.ts';
import { providerAccount } from './game-wallet.service.ts';
import { transferBooks } from './transfer-books.ts';
import { importTransferBets } from './transfer-records.ts';
import { withTransferLock } from './transfer-lock.ts';

/** How long a pending operation may wait for its late arrival before Khel closes its id. */
export const CLOSE_AFTER_MS = 2 * 60_000;

interface OperationRow {
  id: string;
  provider: string;
  player_id: number;
  direction: 'in' | 'out';
  amount: number;
  created_at: Date;
}

type SettledBy = 'answer' | 'check' | 'closed';

async function resolveOperation(tx: Queryable, id: string, state: 'done' | 'failed', by: SettledBy, at: Date): Promise<boolean> {
  const rows = await tx.query(
    "UPDATE game_wallet_transfers SET state = $2, settled_by = $3, resolved_at = $4 WHERE id = $1 AND state = 'pending' RETURNING id",
    [id, state, by, at],
  );
  return rows.length > 0;
}

/** Applies the provider's final answer about an operation to Khel's ledger, once. */
async function finish(db: Database, clock: Clock, op: OperationRow, status: TransferStatus, by: SettledBy): Promise<void> {
  if (status === 'unknown') return;
  await db.transaction(async (tx) => {
    if (!(await resolveOperation(tx, op.id, status, by, clock.now()))) return;
    if (op.direction === 'out' && status === 'failed') {
      // The provider says the deposit never happened and never will: the money comes back.
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

/** The provider's word on a pending operation: its record, or (old enough) the closing answer. */
async function inquire(clock: Clock, adapter: TransferWalletAdapter, op: OperationRow): Promise<[TransferStatus, SettledBy]> {
  const checked = await adapter.checkOperation(op.id);
  if (checked !== 'unknown') return [checked, 'check'];
  if (clock.now().getTime() - new Date(op.created_at).getTime() < CLOSE_AFTER_MS) return ['unknown', 'check'];
  return [await adapter.closeOperation(op.id, op.player_id), 'closed'];
}

async function pendingOf(db: Database, provider: string, playerId: number): Promise<OperationRow[]> {
  return db.query<OperationRow>(
    `SELECT id, provider, player_id, direction, amount, created_at FROM game_wallet_transfers
      WHERE state = 'pending' AND provider = $1 AND player_id = $2 ORDER BY created_at`,
    [provider, playerId],
  );
}

/** Settles the player's pending operations the provider has an answer for (caller holds the lock); returns how many stay pending. */
async function settlePending(db: Database, clock: Clock, adapter: TransferWalletAdapter, playerId: number): Promise<number> {
  let left = 0;
  for (const op of await pendingOf(db, adapter.name, playerId)) {
    const [status, by] = await inquire(clock, adapter, op);
    await finish(db, clock, op, status, by);
    if (status === 'unknown') left += 1;
  }
  return left;
}

/** The inquiry job: every player with a pending operation, each under their lock (busy ones wait for the next run). */
export async function reconcileTransfers(db: Database, clock: Clock, adapter: TransferWalletAdapter, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  const players = await db.query<{ player_id: number }>(
    "SELECT DISTINCT player_id FROM game_wallet_transfers WHERE state = 'pending' AND provider = $1 ORDER BY player_id LIMIT 200",
    [adapter.name],
  );
  let settled = 0;
  for (const { player_id: playerId } of players) {
    const before = (await pendingOf(db, adapter.name, playerId)).length;
    const left = await withTransferLock(db, adapter.name, playerId, () => settlePending(db, clock, adapter, playerId), 0).catch((error: unknown) => {
      log?.warn({ err: error, provider: adapter.name, playerId, pending: before }, 'transfer reconcile: player skipped until the next run');
      return before;
    });
    settled += before - left;
  }
  return settled;
}

async function startOperation(db: Database, clock: Clock, op: Omit<OperationRow, 'created_at'>, tx?: Queryable): Promise<void> {
  await (tx ?? db).query('INSERT INTO game_wallet_transfers (id, provider, player_id, direction, amount, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    op.id,
    op.provider,
    op.player_id,
    op.direction,
    op.amount,
    clock.now(),
  ]);
}

/** Calls the provider and settles the operation on its answer, or on its record when the call gave none. */
async function settleCall(db: Database, clock: Clock, adapter: TransferWalletAdapter, op: OperationRow, call: Promise<TransferStatus>): Promise<TransferStatus> {
  const answered = await call;
  const [status, by]: [TransferStatus, SettledBy] = answered === 'done' ? ['done', 'answer'] : [await adapter.checkOperation(op.id), 'check'];
  await finish(db, clock, op, status, by);
  return status;
}

/** thirdGameLogin: moves the whole available balance to the provider, then returns its game URL. */
export async function enterTransferGame(
  db: Database,
  clock: Clock,
  adapter: TransferWalletAdapter,
  input: { playerId: number; gameId: string; language: string; launch?: Partial<LaunchInput> },
): Promise<{ url: string; transferred: number }> {
  const transferred = await withTransferLock(db, adapter.name, input.playerId, async () => {
    await settlePending(db, clock, adapter, input.playerId);
    await importTransferBets(db, clock, adapter, input.playerId);
    const amount = (await balanceOf(db, input.playerId)).available;
    if (amount <= 0) return 0;
    const op: OperationRow = { id: `9w-${randomUUID()}`, provider: adapter.name, player_id: input.playerId, direction: 'out', amount, created_at: clock.now() };
    await db.transaction(async (tx) => {
      await startOperation(db, clock, op, tx);
      // Spent meanwhile: InsufficientFundsError rolls the operation back with the transaction.
      await transfer(tx, {
        idempotencyKey: `gt:${op.id}`,
        from: { player: input.playerId },
        to: providerAccount(adapter.name),
        amount,
        reason: Reason.providerTransferOut,
        reference: op.id,
      });
    });
    const status = await settleCall(db, clock, adapter, op, adapter.deposit({ operationId: op.id, playerId: input.playerId, amount }));
    return status === 'done' ? amount : 0;
  });
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

/** Withdraws what the provider holds for the player (caller holds the lock); returns what came back. */
async function withdrawAll(db: Database, clock: Clock, adapter: TransferWalletAdapter, playerId: number): Promise<number> {
  await settlePending(db, clock, adapter, playerId);
  await importTransferBets(db, clock, adapter, playerId);
  const amount = await adapter.balance(playerId);
  if (amount <= 0) return 0;
  const op: OperationRow = { id: `9w-${randomUUID()}`, provider: adapter.name, player_id: playerId, direction: 'in', amount, created_at: clock.now() };
  await startOperation(db, clock, op);
  const status = await settleCall(db, clock, adapter, op, adapter.withdraw({ operationId: op.id, playerId, amount }));
  return status === 'done' ? amount : 0;
}

/** thirdGameLogout (and every other way back: leaving, logging out, another game): the provider's balance comes back. */
export async function leaveTransferGame(
  db: Database,
  clock: Clock,
  adapter: TransferWalletAdapter,
  input: { playerId: number },
): Promise<{ balance: number; transferred: number }> {
  const transferred = await withTransferLock(db, adapter.name, input.playerId, () => withdrawAll(db, clock, adapter, input.playerId));
  return { balance: (await balanceOf(db, input.playerId)).available, transferred };
}

/**
 * The sweep: money left at the provider comes back once the player has been idle there for
 * `idleMs` (no transfer and no bet since): a closed window, a tab closed for good, a lost refresh.
 * Players whose flow is running are skipped until the next run. Returns what came back.
 */
export async function sweepIdleTransfers(db: Database, clock: Clock, adapter: TransferWalletAdapter, idleMs: number, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - idleMs);
  const players = (await transferBooks(db, adapter.name)).filter((b) => (b.expected > 0 || b.pending > 0) && new Date(b.lastActivity) < cutoff);
  let returned = 0;
  for (const { playerId } of players) {
    returned += await withTransferLock(db, adapter.name, playerId, () => withdrawAll(db, clock, adapter, playerId), 0).catch((error: unknown) => {
      log?.warn({ err: error, provider: adapter.name, playerId }, 'transfer sweep: player skipped until the next run');
      return 0;
    });
  }
  return returned;
}
