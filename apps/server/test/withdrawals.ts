// Helpers for the withdrawals and operators integration tests (never imported by app code).
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/platform/db.ts';
import { call, type CallResult } from './test-app.ts';
import { balanceOf } from '../src/features/wallet/wallet.service.ts';

/** A player's balance and held amount (what the withdraw tests assert). */
export async function account(db: Queryable, playerId: number): Promise<{ balance: number; held: number }> {
  const { balance, held } = await balanceOf(db, playerId);
  return { balance, held };
}

export { fund, systemBalance } from './wallet.ts';

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
