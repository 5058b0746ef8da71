// SQL of the bet lists: settled in-house rounds only (a pending, open, refused or refunded round
// never appears), newest settled first. Migration 0077's partial indexes serve each list.
import type { Queryable } from '../../platform/db.ts';
import type { GameKind } from './inhouse-games.repository.ts';

export interface SettledBet {
  roundId: string;
  playerId: number;
  game: GameKind;
  bet: number;
  payout: number;
  settledAt: Date;
}

type Row = { round_id: string; player_id: number; game: GameKind; bet: number; payout: number; settled_at: Date };
const toBet = (r: Row): SettledBet => ({
  roundId: r.round_id,
  playerId: Number(r.player_id),
  game: r.game,
  bet: Number(r.bet),
  payout: Number(r.payout),
  settledAt: new Date(r.settled_at),
});
const COLUMNS = 'round_id, player_id, game, bet, payout, settled_at';

export async function selectLatestSettled(db: Queryable, game: GameKind, limit: number): Promise<SettledBet[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM inhouse_rounds WHERE game = $1 AND state = 'settled' ORDER BY settled_at DESC, id DESC LIMIT $2`,
    [game, limit],
  );
  return rows.map(toBet);
}

/** The high-roller list; the bound is a literal (INHOUSE_HIGH_ROLLER_BET) so the partial index matches. */
export async function selectLatestHighRollers(db: Queryable, game: GameKind, minBet: number, limit: number): Promise<SettledBet[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM inhouse_rounds WHERE game = $1 AND state = 'settled' AND bet >= ${Math.trunc(minBet)}
      ORDER BY settled_at DESC, id DESC LIMIT $2`,
    [game, limit],
  );
  return rows.map(toBet);
}

export async function selectPlayerSettled(db: Queryable, playerId: number, game: GameKind, limit: number): Promise<SettledBet[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM inhouse_rounds WHERE player_id = $1 AND game = $2 AND state = 'settled'
      ORDER BY settled_at DESC, id DESC LIMIT $3`,
    [playerId, game, limit],
  );
  return rows.map(toBet);
}

/** One settled round (the live push reads it back after the settle). */
export async function selectSettled(db: Queryable, roundId: string): Promise<SettledBet | null> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM inhouse_rounds WHERE round_id = $1 AND state = 'settled'`, [roundId]);
  return rows[0] ? toBet(rows[0]) : null;
}
