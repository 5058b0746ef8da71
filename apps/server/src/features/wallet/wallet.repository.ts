// The wallet's SQL: calls of the ledger functions (db/migrations/0003), one round trip each.
import type { Queryable } from '../../platform/db.ts';

export type Outcome = 'applied' | 'replayed' | 'conflict' | 'insufficient';

/** A player's account or a system account by code; resolved inside the SQL statement. */
export type AccountRef = { player: number } | { system: string };

const refParams = (ref: AccountRef): [number | null, string | null] =>
  'player' in ref ? [ref.player, null] : [null, ref.system];

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

/** Locks the player's account for the caller's transaction; its available balance, or null for no such player. */
export async function lockPlayerAccount(db: Queryable, playerId: number): Promise<number | null> {
  const rows = await db.query<{ available: number }>('SELECT available FROM ledger_lock_player($1)', [playerId]);
  return rows[0]?.available ?? null;
}

export interface TransferRow {
  outcome: Outcome;
  transfer_id: number | null;
  debit_balance: number | null;
  credit_balance: number | null;
}

export async function callTransfer(
  db: Queryable,
  t: { key: string; hash: Buffer; from: AccountRef; to: AccountRef; amount: number; reason: number; reference: string },
): Promise<TransferRow> {
  const [fromPlayer, fromCode] = refParams(t.from);
  const [toPlayer, toCode] = refParams(t.to);
  const rows = await db.query<TransferRow>(
    `SELECT * FROM ledger_transfer($1, $2, ledger_account_of($3::bigint, $4::text), ledger_account_of($5::bigint, $6::text),
       $7::bigint, $8::integer, $9::text)`,
    [t.key, t.hash, fromPlayer, fromCode, toPlayer, toCode, t.amount, t.reason, t.reference],
  );
  return rows[0]!;
}

export interface HoldRow {
  outcome: Outcome;
  hold_id: number | null;
  available: number;
}

export async function callHold(
  db: Queryable,
  h: { key: string; hash: Buffer; playerId: number; amount: number; reason: number; reference: string },
): Promise<HoldRow> {
  const rows = await db.query<HoldRow>(
    'SELECT * FROM ledger_hold($1, $2, ledger_account_of($3::bigint, NULL), $4::bigint, $5::integer, $6::text)',
    [h.key, h.hash, h.playerId, h.amount, h.reason, h.reference],
  );
  return rows[0]!;
}

export interface ResolveRow {
  outcome: 'applied' | 'replayed' | 'conflict';
  transfer_id: number | null;
  available: number;
}

export async function callResolveHold(
  db: Queryable,
  r: { holdId: number; action: 'post' | 'void'; key: string; hash: Buffer; to: AccountRef | null; reason: number; reference: string },
): Promise<ResolveRow> {
  const [toPlayer, toCode] = r.to ? refParams(r.to) : [null, null];
  const rows = await db.query<ResolveRow>(
    `SELECT * FROM ledger_resolve_hold($1::bigint, $2::text, $3::text, $4::bytea,
       CASE WHEN $2::text = 'post' THEN ledger_account_of($5::bigint, $6::text) END, $7::integer, $8::text)`,
    [r.holdId, r.action, r.key, r.hash, toPlayer, toCode, r.reason, r.reference],
  );
  return rows[0]!;
}

/** A player's latest entries (with their transfers) and holds, newest first, for operators. */
export async function selectPlayerLedger(db: Queryable, playerId: number, limit: number) {
  const transfers = await db.query<Record<string, unknown>>(
    `SELECT t.id, t.amount, t.reason, t.reference, t.hold_id, t.created_at, e.amount AS entry_amount,
            da.code AS debit_code, da.player_id AS debit_player, ca.code AS credit_code, ca.player_id AS credit_player
       FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts da ON da.id = t.debit_account_id
       JOIN ledger_accounts ca ON ca.id = t.credit_account_id
      WHERE a.player_id = $1 ORDER BY e.id DESC LIMIT $2`,
    [playerId, limit],
  );
  const holds = await db.query<Record<string, unknown>>(
    `SELECT h.id, h.amount, h.reason, h.state, h.created_at, h.resolved_at FROM ledger_holds h
       JOIN ledger_accounts a ON a.id = h.account_id WHERE a.player_id = $1 ORDER BY h.id DESC LIMIT $2`,
    [playerId, limit],
  );
  return { transfers, holds };
}
