// Read-only pages of a player's ledger for operators: entries newest first by entry id
// (keyset), with the other side of each transfer, and the holds still pending. Nothing here moves
// money.
import type { Queryable } from '../../platform/db.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';

interface EntryRow {
  entryId: number;
  transferId: number;
  amount: number;
  reason: number;
  reference: string;
  counterparty: string;
  createdAt: Date;
}

export async function ledgerPage(db: Queryable, playerId: number, cursor: string | undefined, limit: number) {
  const rows = await db.query<EntryRow>(
    `SELECT e.id AS "entryId", e.transfer_id AS "transferId", e.amount, t.reason, t.reference, e.created_at AS "createdAt",
            coalesce(o.code, 'player:' || o.player_id) AS counterparty
       FROM ledger_accounts a
       JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_transfers t ON t.id = e.transfer_id
       JOIN ledger_accounts o ON o.id = CASE WHEN t.debit_account_id = a.id THEN t.credit_account_id ELSE t.debit_account_id END
      WHERE a.player_id = $1 AND ($2::bigint IS NULL OR e.id < $2)
      ORDER BY e.id DESC LIMIT $3`,
    [playerId, decodeCursor(cursor)?.id ?? null, limit + 1],
  );
  return pageFrom(rows, limit, (row) => [row.entryId, row.entryId], (row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

export async function pendingHolds(db: Queryable, playerId: number): Promise<{ id: number; amount: number; reason: number; createdAt: string }[]> {
  const rows = await db.query<{ id: number; amount: number; reason: number; createdAt: Date }>(
    `SELECT h.id, h.amount, h.reason, h.created_at AS "createdAt" FROM ledger_holds h
       JOIN ledger_accounts a ON a.id = h.account_id WHERE a.player_id = $1 AND h.state = 'pending' ORDER BY h.id`,
    [playerId],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
