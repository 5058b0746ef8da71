// Helpers for the promotions integration tests (never imported by app code).
import type { FastifyInstance } from 'fastify';
import { call, type CallResult } from './test-app.ts';
import type { Queryable } from '../src/platform/db.ts';
import { balanceOf } from '../src/features/wallet/wallet.service.ts';

export const balance = async (db: Queryable, playerId: number) => (await balanceOf(db, playerId)).balance;

/** The player's ledger lines (reason, signed amount), oldest first. */
export async function ledgerLines(db: Queryable, playerId: number): Promise<{ reason: number; amount: number }[]> {
  return db.query<{ reason: number; amount: number }>(
    `SELECT t.reason, e.amount FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.player_id = $1 ORDER BY e.id`,
    [playerId],
  );
}

export async function tasksOf(db: Queryable, playerId: number): Promise<{ money: number; multi: number; reason: number }[]> {
  return db.query<{ money: number; multi: number; reason: number }>(
    'SELECT money, multi, reason FROM betting_tasks WHERE player_id = $1 ORDER BY id',
    [playerId],
  );
}

export const setPlayerVip = (db: Queryable, playerId: number, vip: number) => db.query('UPDATE players SET vip = $2 WHERE id = $1', [playerId, vip]);

export { operatorToken } from './operators.ts';

export function post<T = Record<string, unknown>>(app: FastifyInstance, token: string, path: string, body: unknown = {}, ip?: string): Promise<CallResult<T>> {
  return call<T>(app, 'POST', path, body, { token, ...(ip ? { ip } : {}) });
}
