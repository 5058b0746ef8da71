// SQL of the shared crash round (crash-table.ts): the hash chains (crash_chains), the rounds
// everyone plays (crash_games) and the players' bets in them, which are inhouse_rounds rows linked
// by crash_game_id. Hashes and seeds are sealed at rest with the app's field cipher until revealed.
import type { Queryable } from '../../platform/db.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';
import type { RoundState } from './inhouse-games.repository.ts';

export interface CrashChain {
  id: number;
  seed: string;
  terminatingHash: string;
  salt: string;
  length: number;
  createdAt: Date;
  /** The last game number taken from it (0 when unused). */
  used: number;
}

export type CrashGameState = 'betting' | 'flying' | 'busted';

export interface CrashGameRow {
  id: number;
  chainId: number;
  game: number;
  /** The game's hash, opened: never sent before the bust. */
  hash: string;
  bustPoint: number | null;
  bettingAt: Date;
  flyingAt: Date;
  bustedAt: Date | null;
  state: CrashGameState;
}

export interface CrashBetRow {
  id: number;
  roundId: string;
  playerId: number;
  gameId: number;
  bet: number;
  payout: number;
  state: RoundState;
  params: { autoCashOut: number | null; name: string };
  outcome: { cashedOutAt: number | null; payout: number; crashPoint: number } | null;
}

type ChainRow = { id: number; seed_sealed: string; terminating_hash: string; salt: string; length: number; created_at: Date; used: number };
const CHAIN_SELECT = `SELECT c.id, c.seed_sealed, c.terminating_hash, c.salt, c.length, c.created_at,
       coalesce((SELECT max(g.game) FROM crash_games g WHERE g.chain_id = c.id), 0)::bigint AS used FROM crash_chains c`;
const toChain = (cipher: FieldCipher, r: ChainRow): CrashChain => ({
  id: r.id,
  seed: cipher.open(r.seed_sealed),
  terminatingHash: r.terminating_hash,
  salt: r.salt,
  length: r.length,
  createdAt: new Date(r.created_at),
  used: r.used,
});

/** Chains with games left, oldest first: the first is the one being played, the next is published ahead. */
export async function selectPlayableChains(db: Queryable, cipher: FieldCipher): Promise<CrashChain[]> {
  const rows = await db.query<ChainRow>(`${CHAIN_SELECT} ORDER BY c.id`);
  return rows.map((r) => toChain(cipher, r)).filter((c) => c.used < c.length);
}

export async function selectChain(db: Queryable, cipher: FieldCipher, id: number): Promise<CrashChain | null> {
  const rows = await db.query<ChainRow>(`${CHAIN_SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ? toChain(cipher, rows[0]) : null;
}

export async function insertChain(db: Queryable, cipher: FieldCipher, c: { seed: string; terminatingHash: string; salt: string; length: number; at: Date }): Promise<void> {
  await db.query('INSERT INTO crash_chains (seed_sealed, terminating_hash, salt, length, created_at) VALUES ($1, $2, $3, $4, $5)', [
    cipher.seal(c.seed),
    c.terminatingHash,
    c.salt,
    c.length,
    c.at,
  ]);
}

/** Serialises chain creation across processes (a transaction-scoped advisory lock). */
export async function lockChainCreation(tx: Queryable): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('crash_chains'))");
}

type GameRow = {
  id: number;
  chain_id: number;
  game: number;
  hash_sealed: string;
  bust_point: number | null;
  betting_at: Date;
  flying_at: Date;
  busted_at: Date | null;
  state: CrashGameState;
};
const GAME_SELECT = 'SELECT id, chain_id, game, hash_sealed, bust_point, betting_at, flying_at, busted_at, state FROM crash_games';
const toGame = (cipher: FieldCipher, r: GameRow): CrashGameRow => ({
  id: r.id,
  chainId: r.chain_id,
  game: r.game,
  hash: cipher.open(r.hash_sealed),
  bustPoint: r.bust_point,
  bettingAt: new Date(r.betting_at),
  flyingAt: new Date(r.flying_at),
  bustedAt: r.busted_at === null ? null : new Date(r.busted_at),
  state: r.state,
});

/** The newest round (the one running, or the last busted one between rounds). */
export async function selectLatestGame(db: Queryable, cipher: FieldCipher, forShare = false): Promise<CrashGameRow | null> {
  const rows = await db.query<GameRow>(`${GAME_SELECT} ORDER BY id DESC LIMIT 1${forShare ? ' FOR SHARE' : ''}`);
  return rows[0] ? toGame(cipher, rows[0]) : null;
}

export async function selectGame(db: Queryable, cipher: FieldCipher, id: number, forShare = false): Promise<CrashGameRow | null> {
  const rows = await db.query<GameRow>(`${GAME_SELECT} WHERE id = $1${forShare ? ' FOR SHARE' : ''}`, [id]);
  return rows[0] ? toGame(cipher, rows[0]) : null;
}

/** The next round; null when another process inserted it first (one round not busted at a time). */
export async function insertGame(
  db: Queryable,
  cipher: FieldCipher,
  g: { chainId: number; game: number; hash: string; bettingAt: Date; flyingAt: Date },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO crash_games (chain_id, game, hash_sealed, betting_at, flying_at, state) VALUES ($1, $2, $3, $4, $5, 'betting')
     ON CONFLICT DO NOTHING RETURNING id`,
    [g.chainId, g.game, cipher.seal(g.hash), g.bettingAt, g.flyingAt],
  );
  return rows[0]?.id ?? null;
}

/** betting → flying; true for the one caller that moved it. */
export async function markFlying(db: Queryable, id: number): Promise<boolean> {
  return (await db.query("UPDATE crash_games SET state = 'flying' WHERE id = $1 AND state = 'betting' RETURNING id", [id])).length === 1;
}

/** → busted with the hash and bust point revealed; true for the one caller that moved it. */
export async function markBusted(db: Queryable, id: number, u: { hash: string; bustPoint: number; bustedAt: Date }): Promise<boolean> {
  const rows = await db.query(
    "UPDATE crash_games SET state = 'busted', hash = $2, bust_point = $3, busted_at = $4 WHERE id = $1 AND state <> 'busted' RETURNING id",
    [id, u.hash, u.bustPoint, u.bustedAt],
  );
  return rows.length === 1;
}

/** The last busted rounds, newest first (the strip of previous bust points). */
export async function selectBustHistory(db: Queryable, limit: number): Promise<{ id: number; bustPoint: number; hash: string; chainId: number; game: number }[]> {
  const rows = await db.query<{ id: number; bust_point: number; hash: string; chain_id: number; game: number }>(
    "SELECT id, bust_point, hash, chain_id, game FROM crash_games WHERE state = 'busted' ORDER BY id DESC LIMIT $1",
    [limit],
  );
  return rows.map((r) => ({ id: r.id, bustPoint: r.bust_point, hash: r.hash, chainId: r.chain_id, game: r.game }));
}

/** A busted round by number, for the verify page: its hash, its chain's salt and the hash it must link to. */
export async function selectRevealedGame(
  db: Queryable,
  id: number,
): Promise<{ id: number; hash: string; bustPoint: number; salt: string; linksTo: string | null } | null> {
  // Game 1 links to the chain's terminating hash; game g to game g − 1 of the same chain (round
  // numbers may skip: an insert two processes raced uses up a number).
  const rows = await db.query<{ id: number; hash: string; bust_point: number; salt: string; links_to: string | null }>(
    `SELECT g.id, g.hash, g.bust_point, c.salt,
            CASE WHEN g.game = 1 THEN c.terminating_hash
                 ELSE (SELECT p.hash FROM crash_games p WHERE p.chain_id = g.chain_id AND p.game = g.game - 1) END AS links_to
       FROM crash_games g JOIN crash_chains c ON c.id = g.chain_id
      WHERE g.id = $1 AND g.state = 'busted'`,
    [id],
  );
  const r = rows[0];
  return r ? { id: r.id, hash: r.hash, bustPoint: r.bust_point, salt: r.salt, linksTo: r.links_to } : null;
}

// ---- bets (inhouse_rounds rows of a shared round) ----

type BetRow = {
  id: number;
  round_id: string;
  player_id: number;
  crash_game_id: number;
  bet: number;
  payout: number;
  state: RoundState;
  params: CrashBetRow['params'] | string;
  outcome: CrashBetRow['outcome'] | string | null;
};
const BET_SELECT = 'SELECT id, round_id, player_id, crash_game_id, bet, payout, state, params, outcome FROM inhouse_rounds';
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const toBet = (r: BetRow): CrashBetRow => ({
  id: r.id,
  roundId: r.round_id,
  playerId: r.player_id,
  gameId: r.crash_game_id,
  bet: r.bet,
  payout: r.payout,
  state: r.state,
  params: json(r.params),
  outcome: r.outcome === null ? null : json(r.outcome),
});

/** The bet, pending until the wallet takes the stake. Null when the player already has one in this round. */
export async function insertBet(
  db: Queryable,
  b: { roundId: string; playerId: number; gameId: number; bet: number; params: CrashBetRow['params']; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO inhouse_rounds (round_id, player_id, game, crash_game_id, bet, params, state, created_at)
     VALUES ($1, $2, 'crash', $3, $4, $5::jsonb, 'pending', $6) ON CONFLICT DO NOTHING RETURNING id`,
    [b.roundId, b.playerId, b.gameId, b.bet, JSON.stringify(b.params), b.at],
  );
  return rows.length === 1;
}

export async function selectBet(db: Queryable, roundId: string, forUpdate = false): Promise<CrashBetRow | null> {
  const rows = await db.query<BetRow>(`${BET_SELECT} WHERE round_id = $1 AND crash_game_id IS NOT NULL${forUpdate ? ' FOR UPDATE' : ''}`, [roundId]);
  return rows[0] ? toBet(rows[0]) : null;
}

export async function selectPlayerBet(db: Queryable, playerId: number, gameId: number, forUpdate = false): Promise<CrashBetRow | null> {
  const rows = await db.query<BetRow>(`${BET_SELECT} WHERE crash_game_id = $1 AND player_id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [gameId, playerId]);
  return rows[0] ? toBet(rows[0]) : null;
}

/** Every bet of a round the wallet took (the players list), in the order placed. */
export async function selectGameBets(db: Queryable, gameId: number): Promise<CrashBetRow[]> {
  const rows = await db.query<BetRow>(`${BET_SELECT} WHERE crash_game_id = $1 AND state IN ('open', 'settling', 'settled') ORDER BY id`, [gameId]);
  return rows.map(toBet);
}

/** Open bets of a round whose auto cash-out is at or below `multiplier`. */
export async function selectAutoCashOutsDue(db: Queryable, gameId: number, multiplier: number): Promise<string[]> {
  const rows = await db.query<{ round_id: string }>(
    `SELECT round_id FROM inhouse_rounds WHERE crash_game_id = $1 AND state = 'open' AND (params->>'autoCashOut')::bigint <= $2 ORDER BY id`,
    [gameId, multiplier],
  );
  return rows.map((r) => r.round_id);
}

/** Open bets of busted rounds (left by a stake answered late or a settle that failed), oldest first. */
export async function selectOpenBetsOfBusted(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ round_id: string }>(
    `SELECT r.round_id FROM inhouse_rounds r JOIN crash_games g ON g.id = r.crash_game_id
      WHERE r.state = 'open' AND g.state = 'busted' ORDER BY r.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.round_id);
}

/** Removes a bet whose stake the wallet refused (nothing moved); only while it is still pending. */
export async function deletePendingBet(db: Queryable, roundId: string): Promise<void> {
  await db.query("DELETE FROM inhouse_rounds WHERE round_id = $1 AND state = 'pending' AND crash_game_id IS NOT NULL", [roundId]);
}
