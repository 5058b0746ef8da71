// The withdrawals SQL (db/migrations/0006-withdrawals.sql); rows never leave this file untyped.
import type { Queryable } from '../../platform/db.ts';

export interface AccountRow {
  player_id: number;
  name: string;
  card_no: string;
  bank_name: string;
  cnic_last4: string;
  bound_at: Date;
}

export type WithdrawalState = 'pending' | 'approved' | 'processing' | 'paid' | 'rejected' | 'failed' | 'expired';

export interface WithdrawalRow {
  id: number;
  player_id: number;
  amount: number;
  fee: number;
  channel: string;
  card_no: string;
  account_name: string;
  hold_id: number;
  state: WithdrawalState;
  auto_approved: boolean;
  business_day: string;
  created_at: Date;
  updated_at: Date;
  decided_by: number | null;
  approved_by: number | null;
  paid_by: number | null;
  payout_provider: string | null;
  payout_reference: string | null;
  note: string;
}

const COLUMNS = `id, player_id, amount, fee, channel, card_no, account_name, hold_id, state, auto_approved,
  to_char(business_day, 'YYYY-MM-DD') AS business_day, created_at, updated_at, decided_by, approved_by, paid_by, payout_provider,
  payout_reference, note`;

export async function selectAccount(db: Queryable, playerId: number, lock = false): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(
    `SELECT player_id, name, card_no, bank_name, cnic_last4, bound_at FROM withdrawal_accounts
      WHERE player_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  return rows[0] ?? null;
}

export async function selectSealedCnic(db: Queryable, playerId: number): Promise<string | null> {
  const rows = await db.query<{ cnic_sealed: string }>('SELECT cnic_sealed FROM withdrawal_accounts WHERE player_id = $1', [playerId]);
  return rows[0]?.cnic_sealed ?? null;
}

/** The bound account's sealed CNIC and number (what links it to a person), or null. */
export async function selectAccountIdentifiers(db: Queryable, playerId: number): Promise<{ cnicSealed: string; number: string } | null> {
  const rows = await db.query<{ cnicSealed: string; number: string }>(
    'SELECT cnic_sealed AS "cnicSealed", card_no AS number FROM withdrawal_accounts WHERE player_id = $1',
    [playerId],
  );
  return rows[0] ?? null;
}

/** Binds once; false when the player already has an account. */
export async function insertAccount(
  db: Queryable,
  a: { playerId: number; name: string; cardNo: string; bankName: string; cnicSealed: string; cnicLast4: string; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO withdrawal_accounts (player_id, name, card_no, bank_name, cnic_sealed, cnic_last4, bound_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (player_id) DO NOTHING RETURNING player_id`,
    [a.playerId, a.name, a.cardNo, a.bankName, a.cnicSealed, a.cnicLast4, a.at],
  );
  return rows.length === 1;
}

/** The day's requests that count towards the daily limit (rejected, failed and expired do not). */
export async function countForDay(db: Queryable, playerId: number, day: string): Promise<{ count: number; autoTotal: number }> {
  const rows = await db.query<{ count: number; auto_total: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(amount) FILTER (WHERE auto_approved), 0)::bigint AS auto_total
       FROM withdrawals WHERE player_id = $1 AND business_day = $2::date
       AND state NOT IN ('rejected', 'failed', 'expired')`,
    [playerId, day],
  );
  return { count: rows[0]?.count ?? 0, autoTotal: rows[0]?.auto_total ?? 0 };
}

/** What the player asked to withdraw since `since`, not counting rejected, failed or expired requests. */
export async function sumRequestedSince(db: Queryable, playerId: number, since: Date): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals
      WHERE player_id = $1 AND created_at >= $2 AND state NOT IN ('rejected', 'failed', 'expired')`,
    [playerId, since],
  );
  return rows[0]?.total ?? 0;
}

export async function insertWithdrawal(
  db: Queryable,
  w: {
    playerId: number;
    amount: number;
    fee: number;
    channel: string;
    cardNo: string;
    accountName: string;
    holdId: number;
    state: WithdrawalState;
    autoApproved: boolean;
    day: string;
    at: Date;
  },
): Promise<WithdrawalRow> {
  const rows = await db.query<WithdrawalRow>(
    `INSERT INTO withdrawals (player_id, amount, fee, channel, card_no, account_name, hold_id, state, auto_approved,
       business_day, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $11) RETURNING ${COLUMNS}`,
    [w.playerId, w.amount, w.fee, w.channel, w.cardNo, w.accountName, w.holdId, w.state, w.autoApproved, w.day, w.at],
  );
  return rows[0]!;
}

export async function selectWithdrawal(db: Queryable, id: number, lock = false): Promise<WithdrawalRow | null> {
  const rows = await db.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM withdrawals WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Moves a withdrawal from one of `from` to `to`; null when it was not in one of them (someone else won). */
export async function transition(
  db: Queryable,
  id: number,
  from: readonly WithdrawalState[],
  to: WithdrawalState,
  changes: {
    at: Date;
    decidedBy?: number | null;
    approvedBy?: number | null;
    paidBy?: number | null;
    provider?: string;
    reference?: string;
    note?: string;
  },
): Promise<WithdrawalRow | null> {
  // Maker-checker: a payer who approved the request does not match (the caller says why).
  const rows = await db.query<WithdrawalRow>(
    `UPDATE withdrawals SET state = $3, updated_at = $4,
       decided_by = coalesce($5, decided_by), payout_provider = coalesce($6, payout_provider),
       payout_reference = coalesce($7, payout_reference), note = coalesce($8, note),
       approved_by = coalesce($9, approved_by), paid_by = coalesce($10, paid_by)
     WHERE id = $1 AND state = ANY($2::text[]) AND ($10::bigint IS NULL OR approved_by IS NULL OR approved_by <> $10)
     RETURNING ${COLUMNS}`,
    [
      id,
      from,
      to,
      changes.at,
      changes.decidedBy ?? null,
      changes.provider ?? null,
      changes.reference ?? null,
      changes.note ?? null,
      changes.approvedBy ?? null,
      changes.paidBy ?? null,
    ],
  );
  return rows[0] ?? null;
}

export interface QueueFilter {
  state?: WithdrawalState | undefined;
  playerId?: number | undefined;
  channel?: string | undefined;
  minAmount?: number | undefined;
  /** Instants bounding created_at: [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  order: 'newest' | 'oldest';
  afterId: number | null;
  limit: number;
}

/** The back-office queue: keyset by id (newest or oldest first), limit + 1 rows. */
export async function selectQueue(db: Queryable, f: QueueFilter): Promise<WithdrawalRow[]> {
  const newest = f.order === 'newest';
  return db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals
      WHERE ($1::text IS NULL OR state = $1) AND ($2::bigint IS NULL OR player_id = $2)
        AND ($3::text IS NULL OR channel = $3) AND ($4::bigint IS NULL OR amount >= $4)
        AND ($5::timestamptz IS NULL OR created_at >= $5) AND ($6::timestamptz IS NULL OR created_at < $6)
        AND ($7::bigint IS NULL OR id ${newest ? '<' : '>'} $7)
      ORDER BY id ${newest ? 'DESC' : 'ASC'} LIMIT $8`,
    [f.state ?? null, f.playerId ?? null, f.channel ?? null, f.minAmount ?? null, f.from ?? null, f.to ?? null, f.afterId, f.limit + 1],
  );
}

export async function selectStale(db: Queryable, before: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM withdrawals WHERE state IN ('pending', 'approved') AND created_at < $1 ORDER BY id",
    [before],
  );
  return rows.map((row) => row.id);
}

/** The player's withdrawals created within [startDay, endDay] (Asia/Karachi calendar days). */
export async function selectRecords(
  db: Queryable,
  playerId: number,
  startDay: string,
  endDay: string,
  limit: number,
  offset: number,
): Promise<WithdrawalRow[]> {
  return db.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM withdrawals WHERE player_id = $1
       AND created_at >= ($2::date)::timestamp AT TIME ZONE 'Asia/Karachi'
       AND created_at < ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Karachi'
     ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [playerId, startDay, endDay, limit, offset],
  );
}

/** Withdrawals counted by state (the operators' metrics). */
export async function countWithdrawalsByState(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM withdrawals GROUP BY state');
  return new Map(rows.map((row) => [row.state, row.n]));
}
