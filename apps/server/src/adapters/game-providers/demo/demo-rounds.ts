// The demo vendors' round book (db/migrations/0020-demo-game-rounds.sql): the vendor's own record
// of each round, never Khel's money (that is the ledger, through the hooks).
import type { Queryable } from '../../../platform/db.ts';

export type DemoRoundState = 'new' | 'staking' | 'staked' | 'settled' | 'refused' | 'cancelled';

export interface DemoRound {
  provider: string;
  roundId: string;
  playerId: number;
  gameId: string;
  kind: string;
  stake: number;
  win: number;
  choice: string;
  shown: Record<string, unknown>;
  state: DemoRoundState;
  refusal: string | null;
  balance: number | null;
  updatedAt: Date;
}

const COLUMNS = `provider, round_id AS "roundId", player_id AS "playerId", game_id AS "gameId", kind, stake, win, choice, shown,
  state, refusal, balance, updated_at AS "updatedAt"`;

/** Records a new round; false when the round id is already booked (a resubmitted form). */
export async function insertRound(db: Queryable, round: Omit<DemoRound, 'state' | 'refusal' | 'balance' | 'updatedAt'>, at: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO demo_game_rounds (provider, round_id, player_id, game_id, kind, stake, win, choice, shown, state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'new', $10, $10) ON CONFLICT DO NOTHING RETURNING round_id`,
    [round.provider, round.roundId, round.playerId, round.gameId, round.kind, round.stake, round.win, round.choice, JSON.stringify(round.shown), at],
  );
  return rows.length > 0;
}

export async function findRound(db: Queryable, provider: string, roundId: string, playerId: number): Promise<DemoRound | null> {
  const rows = await db.query<DemoRound>(`SELECT ${COLUMNS} FROM demo_game_rounds WHERE provider = $1 AND round_id = $2 AND player_id = $3`, [
    provider,
    roundId,
    playerId,
  ]);
  return rows[0] ?? null;
}

/** Moves a round on; only from one of `from`, so two workers never both finish it. */
export async function moveRound(
  db: Queryable,
  key: { provider: string; roundId: string },
  from: readonly DemoRoundState[],
  to: { state: DemoRoundState; refusal?: string; balance?: number | undefined },
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE demo_game_rounds SET state = $3, refusal = COALESCE($4, refusal), balance = COALESCE($5, balance), updated_at = $6
      WHERE provider = $1 AND round_id = $2 AND state = ANY($7::text[]) RETURNING round_id`,
    [key.provider, key.roundId, to.state, to.refusal ?? null, to.balance ?? null, at, from],
  );
  return rows.length > 0;
}

/** Rounds whose callbacks stopped half-way before `before` (the recovery job finishes them). */
export async function unfinishedRounds(db: Queryable, before: Date, limit: number): Promise<DemoRound[]> {
  return db.query<DemoRound>(
    `SELECT ${COLUMNS} FROM demo_game_rounds WHERE state IN ('new', 'staking', 'staked') AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
}

/**
 * Books an open round's next step (blackjack, mines): its state, what it returns and its stake,
 * only from the step the action was taken on, so two posts of one action move it once.
 */
export async function stepOpenRound(
  db: Queryable,
  key: { provider: string; roundId: string },
  fromStep: number,
  to: { shown: Record<string, unknown>; win: number; stake: number },
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE demo_game_rounds SET shown = $3, win = $4, stake = $5, updated_at = $6
      WHERE provider = $1 AND round_id = $2 AND state IN ('new', 'staked') AND (shown->>'step')::int = $7 RETURNING round_id`,
    [key.provider, key.roundId, JSON.stringify(to.shown), to.win, to.stake, at, fromStep],
  );
  return rows.length > 0;
}
