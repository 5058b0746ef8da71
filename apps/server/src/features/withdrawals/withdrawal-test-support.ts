// Helpers for the withdrawals and operators integration tests (never imported by app code).
import { randomBytes } from 'node:crypto';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../platform/db.ts';
import { call, type CallResult } from '../../../test/test-app.ts';
import { transfer } from '../wallet/wallet.service.ts';

/** Credits a player from the sandbox gateway's clearing account (deposits are built elsewhere). */
export async function fund(db: Queryable, playerId: number, amount: number): Promise<void> {
  await transfer(db, {
    idempotencyKey: `test-fund:${randomBytes(8).toString('hex')}`,
    from: { system: 'gateway:sandbox' },
    to: { player: playerId },
    amount,
    reason: Reason.deposit,
  });
}

export async function account(db: Queryable, playerId: number): Promise<{ balance: number; held: number }> {
  const rows = await db.query<{ balance: number; held: number }>(
    'SELECT balance, held FROM ledger_accounts WHERE player_id = $1',
    [playerId],
  );
  return rows[0]!;
}

export async function systemBalance(db: Queryable, code: string): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `SELECT coalesce(sum(e.amount), 0)::bigint AS total FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.code = $1`,
    [code],
  );
  return rows[0]?.total ?? 0;
}

export async function setConfig(db: Queryable, name: string, body: unknown): Promise<void> {
  await db.query(
    `INSERT INTO config_documents (name, body) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`,
    [name, JSON.stringify(body)],
  );
}

/** VipConf with every level given the same privilege string. */
export async function setVipPrivilege(db: Queryable, privilege: string): Promise<void> {
  await setConfig(
    db,
    'VipConf',
    Array.from({ length: 12 }, (_, level) => ({ level, money2: level * 1000, privilege })),
  );
}

export const setExchangeParam = (db: Queryable, exchangeParam: string) => setConfig(db, 'GameParamConf', { exchangeParam });

export const VALID_BIND = { name: 'Ali Khan', cardNo: '03001234567', bankName: 'Jazzcash', email: '3520212345671' };

export function exchange<T = Record<string, unknown>>(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<CallResult<T>> {
  return call<T>(app, 'POST', '/usercenter/game/exchange', body, { token });
}
