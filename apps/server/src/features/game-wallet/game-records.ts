// Bet records and reports (docs/requirements/wallet.md#6-records) and the notice bar's recent wins,
// read from game_rounds. Days are Asia/Karachi calendar days; pages hold 20 rows.
import { RECORD_PAGE_SIZE } from '@khel/contracts/records-query';
import type { Queryable } from '../../platform/db.ts';
import { serverConfig } from '../config/config.service.ts';
import { playerShowIds } from '../players/players.service.ts';

export interface BetRecordQuery {
  startDate: string;
  endDate: string;
  page: number;
  /** 0 Unsettled, 1 Settled, -1 Cancelled; absent = all. */
  state?: number | undefined;
  gameType?: string | undefined;
  platform?: string | undefined;
}

/** The bet record of docs/requirements/wallet.md#6-records (+ state). Amounts in hundredths; winLoseAmount = win − stake once settled. */
export interface BetRecord {
  time: string;
  betAmount: number;
  winLoseAmount: number;
  validAmount: number;
  gameType: string;
  gameId: string;
  platform: string;
  gameName: string;
  round: string;
  state: number;
}

export interface ReportRow {
  dateTeg: string;
  betAmount: number;
  winLoseAmount: number;
  validAmount: number;
  rounds: number;
}

export interface RecentWin {
  /** The winner's show id masked, e.g. 12****78. */
  player: string;
  gameName: string;
  /** What the player gained: payout − stake (hundredths), never the gross payout. */
  profit: number;
  time: string;
}

/** WHERE clause shared by the record and report queries; $1 player, $2/$3 days, then filters. */
function filters(playerId: number, q: Omit<BetRecordQuery, 'page'>, settledOnly: boolean): { where: string; params: unknown[] } {
  const params: unknown[] = [playerId, q.startDate, q.endDate];
  const parts = [
    'player_id = $1',
    "created_at >= ($2::date)::timestamp AT TIME ZONE 'Asia/Karachi'",
    "created_at < ($3::date + 1)::timestamp AT TIME ZONE 'Asia/Karachi'",
  ];
  if (settledOnly) parts.push('state = 1');
  else if (q.state !== undefined) parts.push(`state = $${params.push(q.state)}`);
  if (q.gameType) parts.push(`game_type = $${params.push(q.gameType)}`);
  if (q.platform) parts.push(`platform = $${params.push(q.platform)}`);
  return { where: parts.join(' AND '), params };
}

export async function listBetRecords(db: Queryable, playerId: number, q: BetRecordQuery): Promise<BetRecord[]> {
  const { where, params } = filters(playerId, q, false);
  const rows = await db.query<{
    created_at: Date;
    bet_amount: number;
    win_amount: number;
    valid_amount: number;
    game_type: string;
    game_id: string;
    platform: string;
    game_name: string;
    round_id: string;
    state: number;
  }>(
    `SELECT created_at, bet_amount, win_amount, valid_amount, game_type, game_id, platform, game_name, round_id, state
       FROM game_rounds WHERE ${where} ORDER BY created_at DESC, id DESC
       LIMIT ${RECORD_PAGE_SIZE} OFFSET $${params.push(q.page * RECORD_PAGE_SIZE)}`,
    params,
  );
  return rows.map((r) => ({
    time: new Date(r.created_at).toISOString(),
    betAmount: r.bet_amount,
    winLoseAmount: r.state === 1 ? r.win_amount - r.bet_amount : 0,
    validAmount: r.valid_amount,
    gameType: r.game_type,
    gameId: r.game_id,
    platform: r.platform,
    gameName: r.game_name,
    round: r.round_id,
    state: r.state,
  }));
}

/** Settled rounds summed per Asia/Karachi day, newest day first. */
export async function reportByDay(db: Queryable, playerId: number, q: Omit<BetRecordQuery, 'state'>): Promise<ReportRow[]> {
  const { where, params } = filters(playerId, q, true);
  const rows = await db.query<{ day: string; bet: number; winlose: number; valid: number; rounds: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'Asia/Karachi', 'YYYY-MM-DD') AS day, sum(bet_amount)::bigint AS bet,
            sum(win_amount - bet_amount)::bigint AS winlose, sum(valid_amount)::bigint AS valid, count(*)::int AS rounds
       FROM game_rounds WHERE ${where} GROUP BY 1 ORDER BY 1 DESC
       LIMIT ${RECORD_PAGE_SIZE} OFFSET $${params.push(q.page * RECORD_PAGE_SIZE)}`,
    params,
  );
  return rows.map((r) => ({ dateTeg: r.day, betAmount: r.bet, winLoseAmount: r.winlose, validAmount: r.valid, rounds: r.rounds }));
}

export async function reportTotal(
  db: Queryable,
  playerId: number,
  q: Omit<BetRecordQuery, 'state' | 'page'>,
): Promise<Omit<ReportRow, 'dateTeg'>> {
  const { where, params } = filters(playerId, q, true);
  const rows = await db.query<{ bet: number; winlose: number; valid: number; rounds: number }>(
    `SELECT coalesce(sum(bet_amount), 0)::bigint AS bet, coalesce(sum(win_amount - bet_amount), 0)::bigint AS winlose,
            coalesce(sum(valid_amount), 0)::bigint AS valid, count(*)::int AS rounds FROM game_rounds WHERE ${where}`,
    params,
  );
  const r = rows[0]!;
  return { betAmount: r.bet, winLoseAmount: r.winlose, validAmount: r.valid, rounds: r.rounds };
}

/** 12345678 → 12****78 (never the whole id). */
export function maskShowId(showId: string): string {
  if (showId.length <= 4) return `${showId.slice(0, 1)}****`;
  return `${showId.slice(0, 2)}****${showId.slice(-2)}`;
}

/**
 * Real settled wins whose profit (payout − stake) is at least WinTickerConf.minProfit, newest first,
 * for the notice-bar ticker. `win_amount > bet_amount` stays in the query so the partial index
 * game_rounds_recent_wins serves it.
 */
export async function recentWins(db: Queryable, limit: number): Promise<RecentWin[]> {
  const { minProfit } = await serverConfig(db, 'WinTickerConf');
  const rows = await db.query<{ player_id: number; game_name: string; game_id: string; profit: number; settled_at: Date }>(
    `SELECT r.player_id, r.game_name, r.game_id, (r.win_amount - r.bet_amount)::bigint AS profit, r.settled_at
       FROM game_rounds r
      WHERE r.state = 1 AND r.win_amount > r.bet_amount AND r.win_amount - r.bet_amount >= $2
      ORDER BY r.settled_at DESC LIMIT $1`,
    [Math.max(0, Math.min(100, Math.trunc(limit))), minProfit],
  );
  const showIds = await playerShowIds(db, rows.map((r) => r.player_id));
  return rows.filter((r) => showIds.has(r.player_id)).map((r) => ({
    player: maskShowId(showIds.get(r.player_id)!),
    gameName: r.game_name || r.game_id,
    profit: Number(r.profit),
    time: new Date(r.settled_at).toISOString(),
  }));
}
