import type { Queryable } from '../../platform/db.ts';

export async function insertPlayerAccount(db: Queryable, playerId: number): Promise<void> {
  await db.query("INSERT INTO ledger_accounts (kind, player_id) VALUES ('player', $1)", [playerId]);
}

export async function selectPlayerBalance(db: Queryable, playerId: number): Promise<{ balance: number; held: number } | null> {
  const rows = await db.query<{ balance: number; held: number }>(
    'SELECT balance, held FROM ledger_accounts WHERE player_id = $1',
    [playerId],
  );
  return rows[0] ?? null;
}
