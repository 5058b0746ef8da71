// Khel's books about the money a transfer-wallet provider holds for each player: the deposits it
// confirmed, minus the withdrawals it confirmed, plus the net of the bets it reported (imported
// rounds). With no pending operation and the bet history imported, that is exactly the balance the
// provider must show; anything else is a difference the operator must look at.
import type { Queryable } from '../../platform/db.ts';

export interface PlayerBooks {
  playerId: number;
  /** What the provider should hold (hundredths). */
  expected: number;
  /** Operations still waiting for the provider's word: the books are not final while > 0. */
  pending: number;
  /** The last transfer or bet. */
  lastActivity: Date;
}

/** Every player who ever moved money to the provider (or only `playerId`). */
export async function transferBooks(db: Queryable, provider: string, playerId?: number): Promise<PlayerBooks[]> {
  const rows = await db.query<{ player_id: number; expected: number; pending: number; last_activity: Date }>(
    `WITH moves AS (
       SELECT player_id,
              sum(CASE WHEN state <> 'done' THEN 0 WHEN direction = 'out' THEN amount ELSE -amount END) AS moved,
              count(*) FILTER (WHERE state = 'pending') AS pending,
              max(created_at) AS last_move
         FROM game_wallet_transfers WHERE provider = $1 AND ($2::bigint IS NULL OR player_id = $2)
        GROUP BY player_id
     )
     SELECT m.player_id, (m.moved + coalesce(r.net, 0))::bigint AS expected, m.pending::int AS pending,
            greatest(m.last_move, r.last_bet) AS last_activity
       FROM moves m
       LEFT JOIN LATERAL (SELECT sum(win_amount - bet_amount) AS net, max(created_at) AS last_bet
                            FROM game_rounds WHERE provider = $1 AND player_id = m.player_id) r ON true
      ORDER BY m.player_id`,
    [provider, playerId ?? null],
  );
  return rows.map((r) => ({ playerId: r.player_id, expected: r.expected, pending: r.pending, lastActivity: r.last_activity }));
}
