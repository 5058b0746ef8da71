// The game-wallet SQL (db/migrations/0008-game-rounds.sql, 0032 outbox, 0033 callback functions).
// Money is not here: the callback function moves it through the wallet's SQL API only.
import type { Queryable } from '../../platform/db.ts';

export async function insertSession(
  db: Queryable,
  s: { provider: string; playerId: number; gameId: string; gameName: string; gameType: string; tokenHash: Buffer; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO game_sessions (provider, player_id, game_id, game_name, game_type, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [s.provider, s.playerId, s.gameId, s.gameName, s.gameType, s.tokenHash, s.createdAt, s.expiresAt],
  );
}

export async function sumPlay(
  db: Queryable,
  playerIds: readonly number[],
  range: { from: Date; to: Date } | null,
): Promise<{ playerId: number; bet: number; win: number; valid: number; rounds: number }[]> {
  return db.query(
    `SELECT player_id AS "playerId", sum(bet_amount)::bigint AS bet, sum(win_amount)::bigint AS win,
            sum(valid_amount)::bigint AS valid, count(*)::bigint AS rounds
     FROM game_rounds
     WHERE player_id = ANY($1::bigint[]) AND state = 1 AND ($2::timestamptz IS NULL OR (created_at >= $2 AND created_at < $3))
     GROUP BY player_id`,
    [playerIds, range?.from ?? null, range?.to ?? null],
  );
}

/** One row of p_batch (the argument names of game_money_callback). */
export interface MoneyCallbackInput {
  seq: number;
  provider: string;
  kind: 'bet' | 'settle' | 'betSettle' | 'rollback';
  tx_id: string;
  player: number;
  token_hash: string | null;
  round_id: string | null;
  game_id: string | null;
  bet: number;
  win: number;
  odds: number | null;
  ref_tx_id: string | null;
  request_hash: string;
  at: string;
  needs_session: boolean;
  multi_bets: boolean;
  platform: string;
  default_type: string;
}

export interface MoneyCallbackRow {
  seq: number;
  outcome: string;
  balance: number;
  player: number | null;
  replayed: boolean;
}

/** One batch of money callbacks: one statement, so one transaction and one commit. */
export async function callMoneyCallbacks(
  db: Queryable,
  batch: MoneyCallbackInput[],
  reasons: { bet: number; win: number; refund: number },
): Promise<MoneyCallbackRow[]> {
  return db.query<MoneyCallbackRow>('SELECT * FROM game_money_callbacks($1::jsonb, $2, $3, $4)', [
    JSON.stringify(batch),
    reasons.bet,
    reasons.win,
    reasons.refund,
  ]);
}

/**
 * Settles of open rounds, set-based (SQL game_settle_rounds): an answer per settle by its seq,
 * outcome 'ok', or 'asCallback' for one to send through game_money_callbacks instead.
 */
export async function callSettleRounds(db: Queryable, settles: readonly MoneyCallbackInput[], winReason: number): Promise<MoneyCallbackRow[]> {
  const first = settles[0];
  if (!first) return [];
  const column = <T>(of: (s: MoneyCallbackInput) => T) => settles.map(of);
  return db.query<MoneyCallbackRow>(
    `SELECT seq, outcome, balance, player, false AS replayed
       FROM game_settle_rounds($1, $2::text[], $3::bigint[], $4::text[], $5::bigint[], $6::numeric[], $7::text[], $8, $9)`,
    [
      first.provider,
      column((s) => s.tx_id),
      column((s) => s.player),
      column((s) => s.round_id),
      column((s) => s.win),
      column((s) => s.odds),
      column((s) => s.request_hash),
      first.at,
      winReason,
    ],
  );
}

export async function callAuthenticate(
  db: Queryable,
  provider: string,
  tokenHash: Buffer,
  at: Date,
): Promise<{ outcome: string; balance: number; player: number | null }> {
  const rows = await db.query<{ outcome: string; balance: number; player: number | null }>('SELECT * FROM game_authenticate($1, $2, $3)', [
    provider,
    tokenHash,
    at,
  ]);
  return rows[0]!;
}

/** The player's available balance through the wallet's SQL API; null when there is no such player. */
export async function selectAvailable(db: Queryable, playerId: number): Promise<number | null> {
  const rows = await db.query<{ available: number | null }>('SELECT ledger_available($1) AS available', [playerId]);
  return rows[0]?.available ?? null;
}

export interface OutboxRound {
  id: number;
  player_id: number;
  game_type: string;
  bet_amount: number;
  win_amount: number;
  odds: number | null;
}

/**
 * Takes up to `limit` rows off the play outbox (oldest first), skipping rows another drain holds,
 * and answers their rounds. The rows are gone only if the caller's transaction commits.
 */
export async function claimOutboxRounds(tx: Queryable, limit: number): Promise<OutboxRound[]> {
  return tx.query<OutboxRound>(
    `WITH claimed AS (
       DELETE FROM game_play_outbox WHERE id IN (SELECT id FROM game_play_outbox ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING round_pk)
     SELECT r.id, r.player_id, r.game_type, r.bet_amount, r.win_amount, r.odds
       FROM claimed c JOIN game_rounds r ON r.id = c.round_pk ORDER BY r.id`,
    [limit],
  );
}

export async function setValidAmounts(tx: Queryable, roundPks: readonly number[], valid: readonly number[]): Promise<void> {
  await tx.query(
    `UPDATE game_rounds r SET valid_amount = v.valid FROM unnest($1::bigint[], $2::bigint[]) AS v(id, valid) WHERE r.id = v.id`,
    [roundPks, valid],
  );
}

// Set-shaped reads of rounds that other features' checks and scans take through game-wallet.service
// (table ownership): AML, play limits, markers of harm.

/** Stakes of the player's rounds not cancelled (state <> -1) begun at or after `since`. */
export async function selectStakesSince(db: Queryable, playerId: number, since: Date): Promise<number> {
  const rows = await db.query<{ stakes: number }>(
    `SELECT coalesce(sum(bet_amount), 0)::bigint AS stakes FROM game_rounds WHERE player_id = $1 AND state <> -1 AND created_at >= $2`,
    [playerId, since],
  );
  return rows[0]?.stakes ?? 0;
}

/** Stakes and wins of every round the player began in [from, to], whatever its state. */
export async function selectStakesAndWins(db: Queryable, playerId: number, from: Date, to: Date): Promise<{ staked: number; won: number }> {
  const rows = await db.query<{ staked: number; won: number }>(
    `SELECT coalesce(sum(bet_amount), 0)::bigint AS staked, coalesce(sum(win_amount), 0)::bigint AS won
       FROM game_rounds WHERE player_id = $1 AND created_at >= $2 AND created_at <= $3`,
    [playerId, from, to],
  );
  return rows[0] ?? { staked: 0, won: 0 };
}

/**
 * Per window (player, from, to], in the windows' order: what the settled rounds (state 1) begun in it
 * lost (stakes − wins) and when the last of them began. One statement for all windows.
 */
export async function selectSettledLossesIn(
  db: Queryable,
  windows: readonly { playerId: number; from: Date; to: Date }[],
): Promise<{ lost: number; lastRoundAt: Date | null }[]> {
  if (windows.length === 0) return [];
  const rows = await db.query<{ n: number; lost: number; lastRoundAt: Date | null }>(
    `SELECT w.n, g.lost, g.last_round AS "lastRoundAt"
       FROM unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS w (player_id, from_at, to_at, n)
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(r.bet_amount - r.win_amount), 0)::bigint AS lost, max(r.created_at) AS last_round
           FROM game_rounds r WHERE r.player_id = w.player_id AND r.state = 1 AND r.created_at > w.from_at AND r.created_at <= w.to_at
       ) g
      ORDER BY w.n`,
    [windows.map((w) => w.playerId), windows.map((w) => w.from), windows.map((w) => w.to)],
  );
  return rows.map((row) => ({ lost: row.lost, lastRoundAt: row.lastRoundAt }));
}

/** The players (ascending) with a round begun in (after, until]. */
export async function selectPlayersWithRounds(db: Queryable, after: Date, until: Date): Promise<number[]> {
  const rows = await db.query<{ playerId: number }>(
    `SELECT DISTINCT player_id AS "playerId" FROM game_rounds WHERE created_at > $1 AND created_at <= $2 ORDER BY 1`,
    [after, until],
  );
  return rows.map((row) => Number(row.playerId));
}

/**
 * Per window (player, from, to] with any: the rounds not cancelled begun in it, their stakes, and the
 * stakes of those begun before `hour`:00 Asia/Karachi. One statement for all windows.
 */
export async function selectPlayByKarachiHour(
  db: Queryable,
  windows: readonly { playerId: number; from: Date; to: Date }[],
  hour: number,
): Promise<{ playerId: number; rounds: number; stakes: number; stakesBeforeHour: number }[]> {
  if (windows.length === 0) return [];
  return db.query(
    `SELECT w.player_id AS "playerId", count(*)::int AS rounds, sum(r.bet_amount)::bigint AS stakes,
            coalesce(sum(r.bet_amount) FILTER (WHERE extract(hour FROM r.created_at AT TIME ZONE 'Asia/Karachi') < $4), 0)::bigint AS "stakesBeforeHour"
       FROM unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[]) AS w (player_id, from_at, to_at)
       JOIN game_rounds r ON r.player_id = w.player_id AND r.state <> -1 AND r.created_at > w.from_at AND r.created_at <= w.to_at
      GROUP BY w.player_id ORDER BY w.player_id`,
    [windows.map((w) => w.playerId), windows.map((w) => w.from), windows.map((w) => w.to), hour],
  );
}

/** Seconds since the oldest row still waiting in the play outbox; 0 when none waits (the lag metric). */
export async function selectOutboxAgeSeconds(db: Queryable): Promise<number> {
  const [row] = await db.query<{ age: number | null }>('SELECT EXTRACT(EPOCH FROM (now() - min(created_at)))::float8 AS age FROM game_play_outbox');
  return Math.max(0, row?.age ?? 0);
}

export interface SettledRound {
  id: number;
  bet_amount: number;
  win_amount: number;
  valid_amount: number;
  game_type: string;
  odds: number | null;
}

/** A settled round of the provider and player, locked for the caller's transaction (round corrections). */
export async function lockSettledRound(tx: Queryable, provider: string, roundId: string, playerId: number): Promise<SettledRound | null> {
  const rows = await tx.query<SettledRound>(
    `SELECT id, bet_amount, win_amount, valid_amount, game_type, odds::float8 AS odds FROM game_rounds
      WHERE provider = $1 AND round_id = $2 AND player_id = $3 AND state = 1 FOR UPDATE`,
    [provider, roundId, playerId],
  );
  return rows[0] ?? null;
}

/** Whether the round still waits in the play outbox (its valid bet not counted yet). */
export async function roundAwaitsOutbox(tx: Queryable, roundPk: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM game_play_outbox WHERE round_pk = $1 LIMIT 1', [roundPk]);
  return rows.length > 0;
}

export async function updateCorrectedRound(tx: Queryable, roundPk: number, win: number, valid: number): Promise<void> {
  await tx.query('UPDATE game_rounds SET win_amount = $2, valid_amount = $3 WHERE id = $1', [roundPk, win, valid]);
}
