// Rounds for disputes: game_rounds (every provider) with, for in-house rounds, the seed pair and
// nonce they were played under (inhouse_rounds, inhouse_seeds). A read model (README "Boundaries").
// The sealed server seed leaves the database only for a revealed pair: for an active pair the
// column is NULL in the result, so no code path can show it before rotation.
import type { Queryable } from '../../platform/db.ts';
import { fromMicros, micros } from './time-cursor.ts';

export interface RoundRow {
  id: number;
  roundId: string;
  provider: string;
  platform: string;
  gameId: string;
  gameName: string;
  gameType: string;
  playerId: number;
  showId: string;
  stake: number;
  win: number;
  validBet: number;
  state: number;
  createdAt: Date;
  settledAt: Date | null;
  cursorKey: number;
  fairGame: string | null;
  serverSeedHash: string | null;
  revealedSeedSealed: string | null;
  revealedAt: Date | null;
  clientSeed: string | null;
  nonce: number | null;
  outcome: unknown;
}

const SELECT = `
  SELECT r.id, r.round_id AS "roundId", r.provider, r.platform, r.game_id AS "gameId", r.game_name AS "gameName",
         r.game_type AS "gameType", r.player_id AS "playerId", p.show_id AS "showId", r.bet_amount AS stake,
         r.win_amount AS win, r.valid_amount AS "validBet", r.state, r.created_at AS "createdAt", r.settled_at AS "settledAt",
         ${micros('r.created_at')} AS "cursorKey",
         ir.game AS "fairGame", s.server_seed_hash AS "serverSeedHash",
         CASE WHEN s.revealed_at IS NOT NULL THEN s.server_seed_sealed END AS "revealedSeedSealed",
         s.revealed_at AS "revealedAt", s.client_seed AS "clientSeed", ir.nonce,
         CASE WHEN ir.state = 'settled' THEN ir.outcome END AS outcome
    FROM game_rounds r
    JOIN players p ON p.id = r.player_id
    LEFT JOIN inhouse_rounds ir ON r.provider = 'inhouse' AND ir.round_id = r.round_id
    LEFT JOIN inhouse_seeds s ON s.id = ir.seed_id`;

/** A player's rounds, newest first by (created_at, id), after the cursor (index game_rounds_player_time). */
export async function selectPlayerRounds(
  db: Queryable,
  f: { playerId: number; from: Date | null; to: Date | null; state: number | null; after: { micros: number; id: number } | null; limit: number },
): Promise<RoundRow[]> {
  return db.query<RoundRow>(
    `${SELECT}
      WHERE r.player_id = $1
        AND ($2::timestamptz IS NULL OR r.created_at >= $2) AND ($3::timestamptz IS NULL OR r.created_at < $3)
        AND ($4::smallint IS NULL OR r.state = $4)
        AND ($5::bigint IS NULL OR (r.created_at, r.id) < (${fromMicros('$5')}, $6::bigint))
      ORDER BY r.created_at DESC, r.id DESC LIMIT $7`,
    [f.playerId, f.from, f.to, f.state, f.after?.micros ?? null, f.after?.id ?? 0, f.limit + 1],
  );
}

/**
 * Rounds with this round id. The unique index is (provider, round_id): the providers are walked by
 * a loose index scan (a handful of rows) and each probed with the id, so no full scan and no
 * extra index on the hot table.
 */
export async function selectRoundsById(db: Queryable, roundId: string): Promise<RoundRow[]> {
  return db.query<RoundRow>(
    `WITH RECURSIVE providers AS (
       SELECT min(provider) AS provider FROM game_rounds
       UNION ALL
       SELECT (SELECT min(provider) FROM game_rounds WHERE provider > providers.provider) FROM providers WHERE providers.provider IS NOT NULL
     ), found AS (
       SELECT g.id FROM providers JOIN game_rounds g ON g.provider = providers.provider AND g.round_id = $1
     )
     ${SELECT}
      WHERE r.id IN (SELECT id FROM found)
      ORDER BY r.provider`,
    [roundId],
  );
}

export async function playerExists(db: Queryable, playerId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM players WHERE id = $1', [playerId])).length > 0;
}
