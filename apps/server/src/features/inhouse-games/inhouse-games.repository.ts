// SQL of the in-house games: seed pairs (inhouse_seeds) and rounds (inhouse_rounds). Rows never
// leave this file as table rows; callers get the small records below. The server seed is stored
// sealed (server_seed_sealed, the app's field cipher): sealed on insert, opened where a pair or
// round is read, so the records below carry it in clear and the table never does.
import type { Queryable } from '../../platform/db.ts';
import type { FieldCipher } from '../../platform/field-encryption.ts';

export interface SeedPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

export interface RevealedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundsPlayed: number;
  revealedAt: Date;
}

export type RoundState = 'pending' | 'open' | 'settling' | 'settled' | 'refused' | 'refunded';
export type GameKind = 'slot' | 'dice' | 'crash' | 'mines';

export interface StoredRound {
  id: number;
  roundId: string;
  playerId: number;
  game: GameKind;
  seedId: number;
  nonce: number;
  bet: number;
  payout: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown> | null;
  state: RoundState;
  createdAt: Date;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

type SeedRow = { id: number; server_seed_sealed: string; server_seed_hash: string; client_seed: string; next_nonce: number };
const toPair = (cipher: FieldCipher, r: SeedRow): SeedPair => ({
  id: r.id,
  serverSeed: cipher.open(r.server_seed_sealed),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: r.next_nonce,
});

/** Creates the player's first pair unless one is active (a race inserts once). */
export async function insertActiveIfNone(
  db: Queryable,
  cipher: FieldCipher,
  p: { playerId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; at: Date },
) {
  await db.query(
    `INSERT INTO inhouse_seeds (player_id, server_seed_sealed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (player_id) WHERE revealed_at IS NULL DO NOTHING`,
    [p.playerId, cipher.seal(p.serverSeed), p.serverSeedHash, p.clientSeed, p.at],
  );
}

export async function selectActive(db: Queryable, cipher: FieldCipher, playerId: number, forUpdate = false): Promise<SeedPair | null> {
  const rows = await db.query<SeedRow>(
    `SELECT id, server_seed_sealed, server_seed_hash, client_seed, next_nonce FROM inhouse_seeds
      WHERE player_id = $1 AND revealed_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  return rows[0] ? toPair(cipher, rows[0]) : null;
}

/** Takes the next nonce of the active pair atomically; returns the pair with the nonce taken. */
export async function takeNonce(db: Queryable, cipher: FieldCipher, playerId: number): Promise<(SeedPair & { nonce: number }) | null> {
  const rows = await db.query<SeedRow & { nonce: number }>(
    `UPDATE inhouse_seeds SET next_nonce = next_nonce + 1 WHERE player_id = $1 AND revealed_at IS NULL
     RETURNING id, server_seed_sealed, server_seed_hash, client_seed, next_nonce, next_nonce - 1 AS nonce`,
    [playerId],
  );
  return rows[0] ? { ...toPair(cipher, rows[0]), nonce: rows[0].nonce } : null;
}

/** Gives a nonce back when it is still the last one taken (its round was refused, never shown). */
export async function returnNonce(db: Queryable, seedId: number, nonce: number): Promise<boolean> {
  const rows = await db.query('UPDATE inhouse_seeds SET next_nonce = $2 WHERE id = $1 AND next_nonce = $3 AND revealed_at IS NULL RETURNING id', [
    seedId,
    nonce,
    nonce + 1,
  ]);
  return rows.length === 1;
}

export async function revealPair(db: Queryable, seedId: number, at: Date): Promise<void> {
  await db.query('UPDATE inhouse_seeds SET revealed_at = $2 WHERE id = $1', [seedId, at]);
}

export async function insertPair(
  db: Queryable,
  cipher: FieldCipher,
  p: { playerId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; at: Date },
) {
  await db.query(
    `INSERT INTO inhouse_seeds (player_id, server_seed_sealed, server_seed_hash, client_seed, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [p.playerId, cipher.seal(p.serverSeed), p.serverSeedHash, p.clientSeed, p.at],
  );
}

export async function selectRevealed(db: Queryable, cipher: FieldCipher, playerId: number, limit: number): Promise<RevealedPair[]> {
  const rows = await db.query<SeedRow & { revealed_at: Date }>(
    `SELECT id, server_seed_sealed, server_seed_hash, client_seed, next_nonce, revealed_at FROM inhouse_seeds
      WHERE player_id = $1 AND revealed_at IS NOT NULL ORDER BY revealed_at DESC, id DESC LIMIT $2`,
    [playerId, limit],
  );
  return rows.map((r) => ({
    serverSeed: cipher.open(r.server_seed_sealed),
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    roundsPlayed: r.next_nonce,
    revealedAt: new Date(r.revealed_at),
  }));
}

export async function countUnfinished(db: Queryable, playerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    // Shared crash bets reveal no seed of the player's, so they never hold a rotation back.
    "SELECT count(*)::int AS n FROM inhouse_rounds WHERE player_id = $1 AND state IN ('pending', 'open', 'settling') AND seed_id IS NOT NULL",
    [playerId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertRound(
  db: Queryable,
  r: { roundId: string; playerId: number; game: GameKind; seedId: number; nonce: number; bet: number; params: unknown; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO inhouse_rounds (round_id, player_id, game, seed_id, nonce, bet, params, state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 'pending', $8)`,
    [r.roundId, r.playerId, r.game, r.seedId, r.nonce, r.bet, JSON.stringify(r.params), r.at],
  );
}

/** Locks a round still `pending` or `settling`; false when it is finished (the recovery job may have). */
export async function lockUnfinishedRound(db: Queryable, roundId: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM inhouse_rounds WHERE round_id = $1 AND state IN ('pending', 'settling') FOR UPDATE", [roundId]);
  return rows.length > 0;
}

/** Removes a round whose stake the wallet refused (slot and dice are already `settling` with their outcome then). */
export async function deleteRound(db: Queryable, roundId: string): Promise<void> {
  await db.query("DELETE FROM inhouse_rounds WHERE round_id = $1 AND state IN ('pending', 'settling')", [roundId]);
}

/**
 * Moves a round from `from` to its final state, only if it is still in `from` (the recovery job
 * may race a live request or another process): true when this call moved it.
 */
export async function finishRound(
  db: Queryable,
  roundId: string,
  from: RoundState,
  u: { state: 'settled' | 'refused' | 'refunded'; payout?: number; outcome?: unknown; settledAt: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE inhouse_rounds SET state = $3, payout = coalesce($4, payout), outcome = coalesce($5::jsonb, outcome), settled_at = $6
      WHERE round_id = $1 AND state = $2 RETURNING id`,
    [roundId, from, u.state, u.payout ?? null, u.outcome === undefined ? null : JSON.stringify(u.outcome), u.settledAt],
  );
  return rows.length > 0;
}

export async function updateRound(
  db: Queryable,
  roundId: string,
  u: { state: RoundState; payout?: number; params?: unknown; outcome?: unknown; settledAt?: Date },
  /** Only while the round is still in this state (the recovery job may have finished it): false otherwise. */
  from?: RoundState,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE inhouse_rounds SET state = $2, payout = coalesce($3, payout), params = coalesce($4::jsonb, params),
            outcome = coalesce($5::jsonb, outcome), settled_at = coalesce($6, settled_at)
      WHERE round_id = $1 AND ($7::text IS NULL OR state = $7) RETURNING id`,
    [
      roundId,
      u.state,
      u.payout ?? null,
      u.params === undefined ? null : JSON.stringify(u.params),
      u.outcome === undefined ? null : JSON.stringify(u.outcome),
      u.settledAt ?? null,
      from ?? null,
    ],
  );
  return rows.length > 0;
}

type RoundRow = {
  id: number;
  round_id: string;
  player_id: number;
  game: GameKind;
  seed_id: number | null;
  nonce: number | null;
  bet: number;
  payout: number;
  params: Record<string, unknown> | string;
  outcome: Record<string, unknown> | string | null;
  state: RoundState;
  created_at: Date;
  server_seed_sealed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
// A bet in the shared crash round (crash_game_id set) has no seed pair: its seed fields read 0 and
// '' (only the recovery job reads such rows, and it needs their money fields only).
const toRound = (cipher: FieldCipher, r: RoundRow): StoredRound => ({
  id: r.id,
  roundId: r.round_id,
  playerId: r.player_id,
  game: r.game,
  seedId: r.seed_id ?? 0,
  nonce: r.nonce ?? 0,
  bet: r.bet,
  payout: r.payout,
  params: json(r.params),
  outcome: r.outcome === null ? null : json(r.outcome),
  state: r.state,
  createdAt: new Date(r.created_at),
  serverSeed: r.server_seed_sealed === null ? '' : cipher.open(r.server_seed_sealed),
  serverSeedHash: r.server_seed_hash ?? '',
  clientSeed: r.client_seed ?? '',
});

const ROUND_SELECT = `SELECT r.id, r.round_id, r.player_id, r.game, r.seed_id, r.nonce, r.bet, r.payout, r.params, r.outcome, r.state,
       r.created_at, s.server_seed_sealed, s.server_seed_hash, s.client_seed
  FROM inhouse_rounds r LEFT JOIN inhouse_seeds s ON s.id = r.seed_id`;

/** One per-player round of this player (another player's round, or a shared crash bet, is not found). */
export async function selectRound(
  db: Queryable,
  cipher: FieldCipher,
  playerId: number,
  roundId: string,
  forUpdate = false,
): Promise<StoredRound | null> {
  const rows = await db.query<RoundRow>(`${ROUND_SELECT} WHERE r.round_id = $1 AND r.player_id = $2 AND r.seed_id IS NOT NULL${forUpdate ? ' FOR UPDATE OF r' : ''}`, [
    roundId,
    playerId,
  ]);
  return rows[0] ? toRound(cipher, rows[0]) : null;
}

export async function selectOpenRounds(db: Queryable, cipher: FieldCipher, playerId: number, game: GameKind): Promise<StoredRound[]> {
  const rows = await db.query<RoundRow>(`${ROUND_SELECT} WHERE r.player_id = $1 AND r.game = $2 AND r.state = 'open' AND r.seed_id IS NOT NULL ORDER BY r.id`, [playerId, game]);
  return rows.map((r) => toRound(cipher, r));
}

/**
 * Rounds left `pending` or `settling` (a crash or a lost callback answer), and per-player crash
 * rounds an older version left `open` (legacy-crash.ts), that began before `before`, oldest first
 * from after row `afterId` (a keyset page); one player's only when `playerId` is given. PostgreSQL
 * reads it as a BitmapOr of the two small partial indexes (`inhouse_rounds_stuck`,
 * `inhouse_rounds_player_open`), never the whole table.
 */
export async function selectStuckRounds(
  db: Queryable,
  cipher: FieldCipher,
  before: Date,
  limit: number,
  playerId: number | null,
  afterId: number,
): Promise<StoredRound[]> {
  const rows = await db.query<RoundRow>(
    `${ROUND_SELECT} WHERE (r.state IN ('pending', 'settling') OR (r.state = 'open' AND r.game = 'crash' AND r.seed_id IS NOT NULL))
      AND r.created_at < $1 AND ($3::bigint IS NULL OR r.player_id = $3) AND r.id > $4 ORDER BY r.id LIMIT $2`,
    [before, limit, playerId, afterId],
  );
  return rows.map((r) => toRound(cipher, r));
}
