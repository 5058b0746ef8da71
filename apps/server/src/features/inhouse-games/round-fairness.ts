// One of the player's rounds as /fair/verify needs it (a bet record's "Verify" link): game, seeds,
// nonce and what the player chose. The server seed is given only once its pair was rotated: while
// a pair is active its seed would tell every coming outcome. A bet in the shared crash room has no
// seeds: it is checked from the round's hash (once busted) and its chain's salt.
import type { RoundFairness, SeededRoundFairness } from '@khel/contracts/endpoints/inhouse-games';
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import type { GameKind } from './inhouse-games.repository.ts';

interface Row {
  game: GameKind;
  nonce: number | null;
  bet: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown> | null;
  server_seed_sealed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  revealed: boolean;
  crash_round: number | null;
  crash_hash: string | null;
  crash_salt: string | null;
}

const asInt = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** What the player chose, by game, in the verify form's terms. */
function choices(row: Row): Omit<SeededRoundFairness, 'kind' | 'game' | 'nonce' | 'clientSeed' | 'serverSeedHash' | 'serverSeed' | 'bet'> {
  const { params, outcome } = row;
  switch (row.game) {
    case 'slot':
      return {};
    case 'dice':
      return { target: asInt(params.target), direction: params.direction === 'over' ? 'over' : 'under' };
    case 'mines': {
      const picks = Array.isArray(outcome?.revealed) ? outcome.revealed : params.picks;
      return { mines: asInt(params.mines), picks: Array.isArray(picks) ? picks.filter((p): p is number => Number.isInteger(p)) : [] };
    }
    case 'crash':
      return { cashOutAt: asInt(outcome?.cashedOutAt), autoCashOut: asInt(params.autoCashOut) };
  }
}

/** The player's own round (another player's is not found, like one that does not exist). */
export async function roundFairness(db: Queryable, cipher: FieldCipher, playerId: number, roundId: string): Promise<RoundFairness> {
  const [row] = await db.query<Row>(
    `SELECT r.game, r.nonce, r.bet, r.params, r.outcome, s.server_seed_sealed, s.server_seed_hash, s.client_seed,
            s.revealed_at IS NOT NULL AS revealed, g.id AS crash_round, g.hash AS crash_hash, c.salt AS crash_salt
       FROM inhouse_rounds r
       LEFT JOIN inhouse_seeds s ON s.id = r.seed_id
       LEFT JOIN crash_games g ON g.id = r.crash_game_id
       LEFT JOIN crash_chains c ON c.id = g.chain_id
      WHERE r.round_id = $1 AND r.player_id = $2`,
    [roundId, playerId],
  );
  if (!row) throw new AppError(ErrorCode.gameRoundNotFound);
  if (row.crash_round !== null) {
    const cashOutAt = asInt(row.outcome?.cashedOutAt);
    return {
      kind: 'shared-crash',
      game: 'crash',
      crashRound: row.crash_round,
      hash: row.crash_hash,
      salt: row.crash_salt ?? '',
      bet: row.bet,
      ...(cashOutAt === undefined ? {} : { cashOutAt }),
    };
  }
  const chosen = Object.fromEntries(Object.entries(choices(row)).filter(([, value]) => value !== undefined));
  return {
    kind: 'seeded',
    game: row.game,
    nonce: row.nonce ?? 0,
    clientSeed: row.client_seed ?? '',
    serverSeedHash: row.server_seed_hash ?? '',
    serverSeed: row.revealed && row.server_seed_sealed ? cipher.open(row.server_seed_sealed) : null,
    bet: row.bet,
    ...chosen,
  };
}
