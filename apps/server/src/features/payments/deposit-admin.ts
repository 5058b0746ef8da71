// Deposit orders for operators: keyset pages with the gateway's state and flags, and
// re-inquiry (deposit-settlement.ts reconcile: the gateway decides, credited once by reference).
import { businessDayStart, addBusinessDays } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { decodeCursor, pageFrom } from '../../platform/keyset.ts';
import type { DepositOrder, OrderState } from './payments.repository.ts';

interface AdminOrderRow extends DepositOrder {
  flags: string[] | null;
}

const COLUMNS = `o.id, o.order_no AS "orderNo", o.player_id AS "playerId", o.type_name AS "typeName", o.option_id AS "optionId",
  o.gateway, o.gateway_ref AS "gatewayRef", o.amount, o.bonus, o.currency, o.state, o.checkout, o.created_at AS "createdAt",
  o.expires_at AS "expiresAt", o.settled_at AS "settledAt",
  (SELECT to_json(array_agg(f.flag ORDER BY f.id)) FROM deposit_order_flags f WHERE f.order_id = o.id) AS flags`;

export interface DepositQuery {
  state?: OrderState | undefined;
  gateway?: string | undefined;
  playerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  flagged?: 'true' | 'false' | undefined;
  cursor?: string | undefined;
  limit: number;
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export function adminDepositView(row: AdminOrderRow) {
  return {
    id: row.id,
    orderNo: row.orderNo,
    playerId: row.playerId,
    typeName: row.typeName,
    gateway: row.gateway,
    gatewayRef: row.gatewayRef,
    amount: row.amount,
    bonus: row.bonus,
    currency: row.currency,
    state: row.state,
    flags: row.flags ?? [],
    createdAt: iso(row.createdAt)!,
    expiresAt: iso(row.expiresAt)!,
    settledAt: iso(row.settledAt),
  };
}

export async function depositsPage(db: Queryable, q: DepositQuery) {
  const rows = await db.query<AdminOrderRow>(
    `SELECT ${COLUMNS} FROM deposit_orders o
      WHERE ($1::text IS NULL OR o.state = $1) AND ($2::text IS NULL OR o.gateway = $2) AND ($3::bigint IS NULL OR o.player_id = $3)
        AND ($4::timestamptz IS NULL OR o.created_at >= $4) AND ($5::timestamptz IS NULL OR o.created_at < $5)
        AND ($6::boolean IS NULL OR EXISTS (SELECT 1 FROM deposit_order_flags f WHERE f.order_id = o.id) = $6)
        AND ($7::bigint IS NULL OR o.id < $7)
      ORDER BY o.id DESC LIMIT $8`,
    [
      q.state ?? null,
      q.gateway ?? null,
      q.playerId ?? null,
      q.from ? businessDayStart(q.from) : null,
      q.to ? businessDayStart(addBusinessDays(q.to, 1)) : null,
      q.flagged === undefined ? null : q.flagged === 'true',
      decodeCursor(q.cursor)?.id ?? null,
      q.limit + 1,
    ],
  );
  return pageFrom(rows, q.limit, (row) => [row.id, row.id], adminDepositView);
}

export async function adminDeposit(db: Queryable, id: number): Promise<AdminOrderRow | null> {
  return (await db.query<AdminOrderRow>(`SELECT ${COLUMNS} FROM deposit_orders o WHERE o.id = $1`, [id]))[0] ?? null;
}
