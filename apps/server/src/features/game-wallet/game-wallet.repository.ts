// The game-wallet SQL (db/migrations/0008-game-rounds.sql). Money is not here: it moves through
// the wallet service only.
import type { Queryable } from '../../platform/db.ts';

/** Advisory-lock namespace: one provider callback per player at a time (see README "Concurrency"). */
const PLAYER_LOCK_NAMESPACE = 72504;

export async function lockPlayer(tx: Queryable, playerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [PLAYER_LOCK_NAMESPACE, playerId | 0]);
}

export async function playerExists(db: Queryable, playerId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM players WHERE id = $1', [playerId])).length > 0;
}

export interface SessionRow {
  id: number;
  provider: string;
  player_id: number;
  game_id: string;
  game_name: string;
  game_type: string;
  expires_at: Date;
}

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

export async function selectSession(db: Queryable, tokenHash: Buffer): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    'SELECT id, provider, player_id, game_id, game_name, game_type, expires_at FROM game_sessions WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] ?? null;
}

export interface TxRow {
  id: number;
  kind: 'bet' | 'settle' | 'betSettle' | 'rollback';
  player_id: number;
  round_pk: number | null;
  amount: number;
  win_amount: number;
  request_hash: Buffer | Uint8Array;
  outcome: string;
  rolled_back: boolean;
}

export async function selectTx(db: Queryable, provider: string, txId: string): Promise<TxRow | null> {
  const rows = await db.query<TxRow>(
    `SELECT id, kind, player_id, round_pk, amount, win_amount, request_hash, outcome, rolled_back
       FROM game_transactions WHERE provider = $1 AND provider_tx_id = $2`,
    [provider, txId],
  );
  return rows[0] ?? null;
}

export async function insertTx(
  db: Queryable,
  t: {
    provider: string;
    txId: string;
    kind: TxRow['kind'];
    playerId: number;
    roundPk: number | null;
    amount: number;
    winAmount: number;
    refTxId: string | null;
    requestHash: Buffer;
    outcome: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO game_transactions (provider, provider_tx_id, kind, player_id, round_pk, amount, win_amount, ref_tx_id,
       request_hash, outcome, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [t.provider, t.txId, t.kind, t.playerId, t.roundPk, t.amount, t.winAmount, t.refTxId, t.requestHash, t.outcome, t.at],
  );
}

export async function markRolledBack(db: Queryable, txPk: number): Promise<void> {
  await db.query('UPDATE game_transactions SET rolled_back = true WHERE id = $1', [txPk]);
}

export interface RoundRow {
  id: number;
  player_id: number;
  game_type: string;
  bet_amount: number;
  win_amount: number;
  state: number;
}

const ROUND_COLUMNS = 'id, player_id, game_type, bet_amount, win_amount, state';

export async function selectRound(db: Queryable, provider: string, roundId: string): Promise<RoundRow | null> {
  const rows = await db.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE provider = $1 AND round_id = $2`, [
    provider,
    roundId,
  ]);
  return rows[0] ?? null;
}

export async function selectRoundByPk(db: Queryable, pk: number): Promise<RoundRow | null> {
  return (await db.query<RoundRow>(`SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE id = $1`, [pk]))[0] ?? null;
}

/** Creates the round or adds a stake to it (the caller checked it is open and the player's). */
export async function addRoundBet(
  db: Queryable,
  r: { provider: string; roundId: string; playerId: number; gameId: string; gameName: string; gameType: string; platform: string; amount: number; at: Date },
): Promise<RoundRow> {
  const rows = await db.query<RoundRow>(
    `INSERT INTO game_rounds (provider, round_id, player_id, game_id, game_name, game_type, platform, bet_amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (provider, round_id) DO UPDATE SET bet_amount = game_rounds.bet_amount + EXCLUDED.bet_amount
     RETURNING ${ROUND_COLUMNS}`,
    [r.provider, r.roundId, r.playerId, r.gameId, r.gameName, r.gameType, r.platform, r.amount, r.at],
  );
  return rows[0]!;
}

export async function settleRound(db: Queryable, pk: number, s: { win: number; valid: number; odds: number | null; at: Date }): Promise<void> {
  await db.query(
    'UPDATE game_rounds SET state = 1, win_amount = $2, valid_amount = $3, odds = $4, settled_at = $5 WHERE id = $1 AND state = 0',
    [pk, s.win, s.valid, s.odds, s.at],
  );
}

/** Takes a refunded stake off an open round; the round is Cancelled when no stake is left. */
export async function refundRoundBet(db: Queryable, pk: number, amount: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE game_rounds SET bet_amount = bet_amount - $2,
       state = CASE WHEN bet_amount - $2 = 0 THEN -1 ELSE state END,
       settled_at = CASE WHEN bet_amount - $2 = 0 THEN $3 ELSE settled_at END
     WHERE id = $1`,
    [pk, amount, at],
  );
}

export async function tombstoneExists(db: Queryable, provider: string, betTxId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM game_rollback_tombstones WHERE provider = $1 AND bet_tx_id = $2', [provider, betTxId]);
  return rows.length > 0;
}

export async function insertTombstone(
  db: Queryable,
  t: { provider: string; betTxId: string; rollbackTxId: string; playerId: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO game_rollback_tombstones (provider, bet_tx_id, rollback_tx_id, player_id, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [t.provider, t.betTxId, t.rollbackTxId, t.playerId, t.at],
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
