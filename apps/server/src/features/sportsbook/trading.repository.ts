// The trading desk's tables (migration 0081): the book's settings, players' own limits, manual
// settlements; and the set-shaped reads of liability and the report.
import type { Queryable } from '../../platform/db.ts';

export interface SettingsRow {
  min_stake: number;
  max_stake: number;
  max_payout: number;
  in_play_delay_seconds: number;
  cash_out_value_bp: number;
}

export async function selectSettings(q: Queryable): Promise<SettingsRow> {
  const rows = await q.query<SettingsRow>('SELECT min_stake, max_stake, max_payout, in_play_delay_seconds, cash_out_value_bp FROM sports_settings');
  return rows[0]!;
}

export async function updateSettings(q: Queryable, s: SettingsRow, operatorId: number, at: Date): Promise<void> {
  await q.query(
    `UPDATE sports_settings SET min_stake = $1, max_stake = $2, max_payout = $3, in_play_delay_seconds = $4, cash_out_value_bp = $5, updated_by = $6, updated_at = $7`,
    [s.min_stake, s.max_stake, s.max_payout, s.in_play_delay_seconds, s.cash_out_value_bp, operatorId, at],
  );
}

export interface PlayerLimitRow {
  player_id: number;
  max_stake: number | null;
  max_payout: number | null;
  reason: string;
  set_by: number;
  set_at: Date;
}

export async function selectPlayerLimits(q: Queryable): Promise<PlayerLimitRow[]> {
  return q.query<PlayerLimitRow>('SELECT player_id, max_stake, max_payout, reason, set_by, set_at FROM sports_player_limits ORDER BY set_at DESC LIMIT 1000');
}

export async function upsertPlayerLimit(q: Queryable, row: PlayerLimitRow): Promise<void> {
  await q.query(
    `INSERT INTO sports_player_limits (player_id, max_stake, max_payout, reason, set_by, set_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (player_id) DO UPDATE SET max_stake = $2, max_payout = $3, reason = $4, set_by = $5, set_at = $6`,
    [row.player_id, row.max_stake, row.max_payout, row.reason, row.set_by, row.set_at],
  );
}

export async function deletePlayerLimit(q: Queryable, playerId: number): Promise<void> {
  await q.query('DELETE FROM sports_player_limits WHERE player_id = $1', [playerId]);
}

// ---- manual settlements -----------------------------------------------------------------------

export interface SettlementRow {
  id: number;
  market_id: number;
  previous: unknown;
  result: unknown;
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  requested_by: number;
  requested_at: Date;
  decided_by: number | null;
  decided_at: Date | null;
  note: string;
  bets_affected: number | null;
  net_paid: number | null;
}

const SETTLEMENT_COLUMNS = 'id, market_id, previous, result, reason, state, requested_by, requested_at, decided_by, decided_at, note, bets_affected, net_paid';

/** Inserts a pending settlement; null when the market already has one pending. */
export async function insertSettlement(
  q: Queryable,
  s: { marketId: number; previous: unknown; result: unknown; reason: string; requestedBy: number; at: Date },
): Promise<SettlementRow | null> {
  const rows = await q.query<SettlementRow>(
    `INSERT INTO sports_settlements (market_id, previous, result, reason, requested_by, requested_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (market_id) WHERE state = 'pending' DO NOTHING RETURNING ${SETTLEMENT_COLUMNS}`,
    [s.marketId, JSON.stringify(s.previous), JSON.stringify(s.result), s.reason, s.requestedBy, s.at],
  );
  return rows[0] ?? null;
}

export async function selectSettlements(q: Queryable, state: string | null): Promise<SettlementRow[]> {
  return q.query<SettlementRow>(
    `SELECT ${SETTLEMENT_COLUMNS} FROM sports_settlements WHERE ($1::text IS NULL OR state = $1) ORDER BY (state = 'pending') DESC, id DESC LIMIT 200`,
    [state],
  );
}

export async function lockSettlement(q: Queryable, id: number): Promise<SettlementRow | null> {
  const rows = await q.query<SettlementRow>(`SELECT ${SETTLEMENT_COLUMNS} FROM sports_settlements WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

export async function decideSettlement(
  q: Queryable,
  d: { id: number; state: 'approved' | 'rejected'; decidedBy: number; at: Date; note: string; betsAffected: number | null; netPaid: number | null },
): Promise<SettlementRow> {
  const rows = await q.query<SettlementRow>(
    `UPDATE sports_settlements SET state = $2, decided_by = $3, decided_at = $4, note = $5, bets_affected = $6, net_paid = $7
      WHERE id = $1 AND state = 'pending' RETURNING ${SETTLEMENT_COLUMNS}`,
    [d.id, d.state, d.decidedBy, d.at, d.note, d.betsAffected, d.netPaid],
  );
  return rows[0]!;
}

/** Adds the bets an approved settlement then settled (open ones) to its counts. */
export async function addSettledCounts(q: Queryable, id: number, bets: number, paid: number): Promise<SettlementRow> {
  const rows = await q.query<SettlementRow>(
    `UPDATE sports_settlements SET bets_affected = bets_affected + $2, net_paid = net_paid + $3 WHERE id = $1 RETURNING ${SETTLEMENT_COLUMNS}`,
    [id, bets, paid],
  );
  return rows[0]!;
}

export async function pendingSettlementsOf(q: Queryable, marketIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await q.query<{ id: number; market_id: number }>(
    `SELECT id, market_id FROM sports_settlements WHERE state = 'pending' AND market_id = ANY($1::bigint[])`,
    [marketIds],
  );
  return new Map(rows.map((row) => [row.market_id, row.id]));
}

// ---- liability --------------------------------------------------------------------------------

export interface SelectionExposure {
  event_id: number;
  market_id: number;
  selection_id: number;
  bets: number;
  stakes: number;
  returns: number;
}

/** Open bets per selection (of the events, or of the markets): how many, their stakes and potential returns. */
export async function selectExposure(q: Queryable, scope: { eventIds?: readonly number[]; marketIds?: readonly number[] }): Promise<SelectionExposure[]> {
  const rows = await q.query<SelectionExposure>(
    `SELECT l.event_id, l.market_id, l.selection_id, count(*)::int AS bets, sum(b.stake)::bigint AS stakes, sum(b.potential_return)::bigint AS returns
       FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
      WHERE b.state = 'open' AND ($1::bigint[] IS NULL OR l.event_id = ANY($1::bigint[])) AND ($2::bigint[] IS NULL OR l.market_id = ANY($2::bigint[]))
      GROUP BY l.event_id, l.market_id, l.selection_id`,
    [scope.eventIds ?? null, scope.marketIds ?? null],
  );
  return rows.map((row) => ({ ...row, stakes: Number(row.stakes), returns: Number(row.returns) }));
}

// ---- the report -------------------------------------------------------------------------------

export interface ReportRow {
  key: string;
  label: string;
  bets: number;
  turnover: number;
  payouts: number;
}

/**
 * Bets settled in [from, to), void ones left out (their stake came back), grouped by the first
 * leg's sport, competition or market kind (accumulators under market "accumulator").
 */
export async function selectReport(q: Queryable, range: { from: Date; to: Date }, by: 'sport' | 'competition' | 'market'): Promise<ReportRow[]> {
  const kindOfBet = `CASE WHEN b.kind = 'accumulator' THEN 'accumulator' ELSE m.kind END`;
  const [keyExpr, labelExpr] = (
    { sport: ['e.sport', 'e.sport'], competition: ['e.competition_key', 'min(e.competition_name)'], market: [kindOfBet, kindOfBet] } as const
  )[by];
  const rows = await q.query<ReportRow>(
    `SELECT ${keyExpr} AS key, ${labelExpr} AS label, count(*)::int AS bets, sum(b.stake)::bigint AS turnover, sum(b.payout)::bigint AS payouts
       FROM sports_bets b JOIN sports_bet_legs l ON l.bet_id = b.id AND l.leg = 1
       JOIN sports_events e ON e.id = l.event_id JOIN sports_markets m ON m.id = l.market_id
      WHERE b.state IN ('won', 'lost', 'cashed-out') AND b.settled_at >= $1 AND b.settled_at < $2
      GROUP BY ${keyExpr} ORDER BY sum(b.stake) DESC, 1`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ ...row, turnover: Number(row.turnover), payouts: Number(row.payouts) }));
}
