// The payments feature's SQL (deposit orders, flags, daily totals, limits); rows never leave it.
import type { Queryable } from '../../platform/db.ts';

export type OrderState = 'pending' | 'paid' | 'failed' | 'expired';

export interface DepositOrder {
  id: number;
  orderNo: string;
  playerId: number;
  typeName: string;
  optionId: number | null;
  gateway: string;
  gatewayRef: string;
  amount: number;
  bonus: number;
  currency: string;
  state: OrderState;
  checkout: unknown;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
}

const COLUMNS = `id, order_no AS "orderNo", player_id AS "playerId", type_name AS "typeName", option_id AS "optionId",
  gateway, gateway_ref AS "gatewayRef", amount, bonus, currency, state, checkout, created_at AS "createdAt",
  expires_at AS "expiresAt", settled_at AS "settledAt"`;

export interface NewOrder {
  orderNo: string;
  playerId: number;
  typeName: string;
  optionId: number;
  gateway: string;
  amount: number;
  bonus: number;
  payerPhone: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Serialises a player's order creations (limit checks) in this transaction. */
export async function lockPlayerDeposits(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(7250005, $1::integer)', [playerId % 2_000_000_000]);
}

export async function insertOrder(tx: Queryable, o: NewOrder): Promise<DepositOrder> {
  const rows = await tx.query<DepositOrder>(
    `INSERT INTO deposit_orders (order_no, player_id, type_name, option_id, gateway, gateway_ref, amount, bonus, payer_phone, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $1, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [o.orderNo, o.playerId, o.typeName, o.optionId, o.gateway, o.amount, o.bonus, o.payerPhone, o.createdAt, o.expiresAt],
  );
  return rows[0]!;
}

export async function updateOrderGatewayRef(db: Queryable, id: number, gatewayRef: string, checkout: unknown): Promise<void> {
  await db.query('UPDATE deposit_orders SET gateway_ref = $2, checkout = $3 WHERE id = $1', [id, gatewayRef, JSON.stringify(checkout)]);
}

export async function selectOrderByNo(db: Queryable, orderNo: string): Promise<DepositOrder | null> {
  return (await db.query<DepositOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE order_no = $1`, [orderNo]))[0] ?? null;
}

export async function selectOrderByRef(db: Queryable, gateway: string, gatewayRef: string): Promise<DepositOrder | null> {
  return (
    (await db.query<DepositOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE gateway = $1 AND gateway_ref = $2`, [gateway, gatewayRef]))[0] ??
    null
  );
}

export async function lockOrder(tx: Queryable, id: number): Promise<DepositOrder> {
  return (await tx.query<DepositOrder>(`SELECT ${COLUMNS} FROM deposit_orders WHERE id = $1 FOR UPDATE`, [id]))[0]!;
}

/** Moves an order out of `from`; false when it was no longer in one of those states. */
export async function updateOrderState(db: Queryable, id: number, from: readonly OrderState[], to: OrderState, at: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE deposit_orders SET state = $3, settled_at = $4 WHERE id = $1 AND state = ANY($2::text[]) RETURNING id',
    [id, from, to, at],
  );
  return rows.length > 0;
}

export async function selectOpenOrders(db: Queryable, createdBefore: Date, limit: number): Promise<DepositOrder[]> {
  return db.query<DepositOrder>(
    `SELECT ${COLUMNS} FROM deposit_orders WHERE state = 'pending' AND created_at <= $1 ORDER BY created_at LIMIT $2`,
    [createdBefore, limit],
  );
}

export type FlagName = 'forged_signature' | 'amount_mismatch' | 'currency_mismatch' | 'late_success' | 'failed_after_paid';

/** The order's bonus was not credited (the player was restricted when it was paid). */
export async function withholdBonus(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE deposit_orders SET bonus = 0 WHERE id = $1', [id]);
}

export async function insertFlag(db: Queryable, orderId: number, flag: FlagName, detail: string): Promise<void> {
  await db.query('INSERT INTO deposit_order_flags (order_id, flag, detail) VALUES ($1, $2, $3) ON CONFLICT (order_id, flag) DO NOTHING', [
    orderId,
    flag,
    detail,
  ]);
}

export async function selectFlags(db: Queryable, orderId: number): Promise<FlagName[]> {
  const rows = await db.query<{ flag: FlagName }>('SELECT flag FROM deposit_order_flags WHERE order_id = $1 ORDER BY id', [orderId]);
  return rows.map((row) => row.flag);
}

export async function addDailyTotal(tx: Queryable, playerId: number, day: string, amount: number, orderNo: string): Promise<void> {
  await tx.query(
    `INSERT INTO deposit_daily_totals (player_id, day, amount, deposits, first_order_no, first_amount) VALUES ($1, $2, $3, 1, $4, $3)
     ON CONFLICT (player_id, day) DO UPDATE SET amount = deposit_daily_totals.amount + $3, deposits = deposit_daily_totals.deposits + 1`,
    [playerId, day, amount, orderNo],
  );
}

export async function selectDailyTotals(db: Queryable, playerId: number): Promise<{ day: string; amount: number; deposits: number }[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, amount, deposits FROM deposit_daily_totals WHERE player_id = $1 ORDER BY day`,
    [playerId],
  );
}

/** Paid deposits plus still-payable orders created in [from, …): what counts against a limit. */
export async function sumCommitted(tx: Queryable, playerId: number, from: Date, now: Date): Promise<number> {
  const rows = await tx.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM deposit_orders
     WHERE player_id = $1 AND created_at >= $2 AND (state = 'paid' OR (state = 'pending' AND expires_at > $3))`,
    [playerId, from, now],
  );
  return rows[0]?.total ?? 0;
}

export interface LimitRow {
  period: 'daily' | 'weekly' | 'monthly';
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

export async function selectLimits(db: Queryable, playerId: number): Promise<LimitRow[]> {
  return db.query<LimitRow>(
    `SELECT period, amount, pending_amount AS "pendingAmount", pending_at AS "pendingAt" FROM deposit_limits WHERE player_id = $1`,
    [playerId],
  );
}

export async function upsertLimit(db: Queryable, playerId: number, row: LimitRow, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO deposit_limits (player_id, period, amount, pending_amount, pending_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (player_id, period) DO UPDATE SET amount = $3, pending_amount = $4, pending_at = $5, updated_at = $6`,
    [playerId, row.period, row.amount, row.pendingAmount, row.pendingAt, at],
  );
}

export async function selectOrdersPage(
  db: Queryable,
  playerId: number,
  from: Date,
  to: Date,
  offset: number,
  limit: number,
): Promise<DepositOrder[]> {
  return db.query<DepositOrder>(
    `SELECT ${COLUMNS} FROM deposit_orders WHERE player_id = $1 AND created_at >= $2 AND created_at < $3
     ORDER BY created_at DESC, id DESC OFFSET $4 LIMIT $5`,
    [playerId, from, to, offset, limit],
  );
}

/** Credited deposits per player over an inclusive range of business days (all days when absent). */
export async function sumDailyTotals(
  db: Queryable,
  playerIds: readonly number[],
  range: { fromDay: string; toDay: string } | null,
): Promise<{ playerId: number; amount: number; deposits: number; firstDay: string }[]> {
  return db.query(
    `SELECT player_id AS "playerId", sum(amount)::bigint AS amount, sum(deposits)::bigint AS deposits,
            to_char(min(day), 'YYYY-MM-DD') AS "firstDay"
     FROM deposit_daily_totals
     WHERE player_id = ANY($1::bigint[]) AND ($2::date IS NULL OR day BETWEEN $2::date AND $3::date)
     GROUP BY player_id`,
    [playerIds, range?.fromDay ?? null, range?.toDay ?? null],
  );
}

/** Per business day: the day's credited total and its first deposit (deposit offers). */
export async function selectDepositDays(
  db: Queryable,
  playerId: number,
  range: { fromDay: string; toDay: string } | null,
  limit: number,
): Promise<{ day: string; amount: number; deposits: number; firstAmount: number }[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, amount, deposits, first_amount AS "firstAmount" FROM deposit_daily_totals
     WHERE player_id = $1 AND ($2::date IS NULL OR day BETWEEN $2::date AND $3::date)
     ORDER BY day LIMIT $4`,
    [playerId, range?.fromDay ?? null, range?.toDay ?? null, limit],
  );
}

// Set-shaped reads other features' scans and checks take through payments.service (table ownership).

/** The last ten digits of every payer phone of the player's deposit orders (each once). */
export async function selectPayerPhoneTails(db: Queryable, playerId: number): Promise<string[]> {
  const rows = await db.query<{ phone: string }>('SELECT DISTINCT right(payer_phone, 10) AS phone FROM deposit_orders WHERE player_id = $1', [playerId]);
  return rows.map((row) => row.phone);
}

/** Players (each once) with a deposit order whose payer phone ends in one of these tails. */
export async function selectPlayersByPayerPhoneTails(db: Queryable, tails: string[]): Promise<number[]> {
  if (tails.length === 0) return [];
  const rows = await db.query<{ playerId: number }>(
    'SELECT DISTINCT player_id AS "playerId" FROM deposit_orders WHERE right(payer_phone, 10) = ANY($1::text[])',
    [tails],
  );
  return rows.map((row) => Number(row.playerId));
}

/** The payer accounts (phones as typed, not empty) of the player's deposit orders, each once. */
export async function selectPayerAccounts(db: Queryable, playerId: number): Promise<string[]> {
  const rows = await db.query<{ payer: string }>("SELECT DISTINCT payer_phone AS payer FROM deposit_orders WHERE player_id = $1 AND payer_phone <> ''", [playerId]);
  return rows.map((row) => row.payer);
}

export interface PaidDepositRow {
  id: number;
  orderNo: string;
  playerId: number;
  amount: number;
  gateway: string;
  settledAt: Date;
}

/**
 * The credited deposits settled in (from, until] with an amount in [low, high), of the players with
 * a deposit credited in (activeAfter, until]; by player, then settled_at and id. The players come
 * from the time index, their deposits from (player_id, settled_at).
 */
export async function selectPaidDepositsOfActive(
  db: Queryable,
  f: { activeAfter: Date; from: Date; until: Date; low: number; high: number },
): Promise<PaidDepositRow[]> {
  return db.query<PaidDepositRow>(
    `WITH touched AS (
       SELECT DISTINCT player_id FROM deposit_orders WHERE state = 'paid' AND settled_at > $1 AND settled_at <= $3
     )
     SELECT d.id, d.order_no AS "orderNo", d.player_id AS "playerId", d.amount, d.gateway, d.settled_at AS "settledAt"
       FROM touched t
       JOIN deposit_orders d ON d.player_id = t.player_id AND d.state = 'paid' AND d.settled_at > $2 AND d.settled_at <= $3
        AND d.amount >= $4 AND d.amount < $5
      ORDER BY d.player_id, d.settled_at, d.id`,
    [f.activeAfter, f.from, f.until, f.low, f.high],
  );
}

/** Credited deposits settled in (after, until] of at least `amount`, oldest first. */
export async function selectLargePaidDeposits(db: Queryable, f: { after: Date; until: Date; amount: number }): Promise<PaidDepositRow[]> {
  return db.query<PaidDepositRow>(
    `SELECT id, order_no AS "orderNo", player_id AS "playerId", amount, gateway, settled_at AS "settledAt" FROM deposit_orders
      WHERE state = 'paid' AND settled_at > $1 AND settled_at <= $2 AND amount >= $3 ORDER BY settled_at`,
    [f.after, f.until, f.amount],
  );
}

/** The player's credited deposits settled since `since`: how many, their total, the first one's time. */
export async function selectPaidDepositSummary(db: Queryable, playerId: number, since: Date): Promise<{ deposits: number; total: number; firstAt: Date | null }> {
  const rows = await db.query<{ deposits: number; total: number; firstAt: Date | null }>(
    `SELECT count(*)::int AS deposits, coalesce(sum(amount), 0)::bigint AS total, min(settled_at) AS "firstAt"
       FROM deposit_orders WHERE player_id = $1 AND state = 'paid' AND settled_at >= $2`,
    [playerId, since],
  );
  return rows[0] ?? { deposits: 0, total: 0, firstAt: null };
}

/** Deposit orders counted by state (the operators' metrics). */
export async function countOrdersByState(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM deposit_orders GROUP BY state');
  return new Map(rows.map((row) => [row.state, row.n]));
}
