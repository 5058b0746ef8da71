// Helpers for the wallet's integration and property tests (never imported by app code).
import { randomBytes } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { Database, Queryable } from '../src/platform/db.ts';
import { createPlayer } from '../src/features/players/players.service.ts';
import { transfer } from '../src/features/wallet/wallet.service.ts';

/** Players made by the real creation path (player row + wallet account in one transaction), minus HTTP and argon2. */
export async function createPlayers(db: Database, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const account = `w${randomBytes(5).toString('hex')}`;
    const player = await db.transaction((tx) =>
      createPlayer(tx, { account, email: null, phone: null, agentId: '', deviceId: 'wallet-test', h5Param: {} }),
    );
    ids.push(player.id);
  }
  return ids;
}

/** A fresh idempotency key (keys are global, and the test database persists within a file). */
export function newKey(label: string): string {
  return `${label}:${randomBytes(8).toString('hex')}`;
}

/** Deposits from the sandbox gateway's clearing account. */
export async function fund(db: Queryable, playerId: number, amount: number): Promise<void> {
  await transfer(db, {
    idempotencyKey: newKey('fund'),
    from: { system: 'gateway:sandbox' },
    to: { player: playerId },
    amount,
    reason: Reason.deposit,
  });
}

export interface AccountState {
  balance: number;
  held: number;
}

/** The stored balance and held amount of a player's account, read straight from the table. */
export async function storedAccount(db: Queryable, playerId: number): Promise<AccountState> {
  const rows = await db.query<AccountState>('SELECT balance, held FROM ledger_accounts WHERE player_id = $1', [playerId]);
  if (!rows[0]) throw new Error(`player ${playerId} has no ledger account`);
  return rows[0];
}

export async function ledgerRowCounts(db: Queryable): Promise<{ transfers: number; entries: number; holds: number }> {
  const rows = await db.query<{ transfers: number; entries: number; holds: number }>(
    `SELECT (SELECT count(*) FROM ledger_transfers)::int AS transfers, (SELECT count(*) FROM ledger_entries)::int AS entries,
            (SELECT count(*) FROM ledger_holds)::int AS holds`,
  );
  return rows[0]!;
}

/** A system account's balance, derived from its entries (system accounts keep no running balance). */
export async function systemBalance(db: Queryable, code: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `SELECT coalesce(sum(e.amount), 0)::bigint AS total FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.code = $1`,
    [code],
  );
  return rows[0]?.total ?? 0;
}

/** Awaits a promise that must reject, returning the error (so tests can inspect its fields). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to be refused, but it succeeded');
}
