// The catalogue's SQL (games, game_favourites). Rows never leave this file: callers get the
// contract shapes (GameListEntry, Game).
import type { Game, GameListEntry } from '@khel/contracts/endpoints/games';
import type { Queryable } from '../../platform/db.ts';

interface GameRow {
  id: number;
  game_id: string;
  game_name: string;
  game_type: string;
  platform: string;
  icon: string;
  state: number;
  sort_order: number;
  ver: string;
  type: string;
  desc: string;
  favourite?: boolean;
}

const COLUMNS = 'g.id, g.game_id, g.game_name, g.game_type, g.platform, g.icon, g.state, g.sort_order, g.ver, g.type, g."desc"';

function toEntry(row: GameRow): GameListEntry {
  return {
    id: row.id,
    gameId: row.game_id,
    gameName: row.game_name,
    gameType: row.game_type,
    platform: row.platform,
    icon: row.icon,
    state: row.state,
    order: row.sort_order,
    ver: row.ver,
    type: row.type,
    desc: row.desc,
  };
}

function toGame(row: GameRow): Game {
  const { state: _state, ...entry } = toEntry(row);
  return { ...entry, favourite: row.favourite === true };
}

export async function countGames(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
  return rows[0]?.n ?? 0;
}

export async function insertGames(db: Queryable, entries: readonly GameListEntry[]): Promise<void> {
  for (const e of entries) {
    await db.query(
      `INSERT INTO games (id, game_id, game_name, game_type, platform, icon, state, sort_order, ver, type, "desc")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [e.id, e.gameId, e.gameName, e.gameType, e.platform, e.icon, e.state, e.order, e.ver, e.type, e.desc],
    );
  }
}

/** Adds the entries as hidden games unless their id or gameId is taken (an operator's layout stays). */
export async function insertHiddenGames(db: Queryable, entries: readonly GameListEntry[]): Promise<void> {
  for (const e of entries) {
    await db.query(
      `INSERT INTO games (id, game_id, game_name, game_type, platform, icon, state, sort_order, ver, type, "desc", hidden)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true) ON CONFLICT DO NOTHING`,
      [e.id, e.gameId, e.gameName, e.gameType, e.platform, e.icon, e.state, e.order, e.ver, e.type, e.desc],
    );
  }
}

/** Every listed entry: provider entries whatever their state, games only when shown. */
export async function selectListedEntries(db: Queryable): Promise<GameListEntry[]> {
  const rows = await db.query<GameRow>(
    `SELECT ${COLUMNS} FROM games g WHERE g.type = 'platform' OR (g.state = 1 AND NOT g.hidden)
     ORDER BY (g.type = 'platform') DESC, g.sort_order, g.id`,
  );
  return rows.map(toEntry);
}

export async function selectProviders(db: Queryable): Promise<GameListEntry[]> {
  const rows = await db.query<GameRow>(`SELECT ${COLUMNS} FROM games g WHERE g.type = 'platform' ORDER BY g.sort_order, g.id`);
  return rows.map(toEntry);
}

export async function selectLatestGameUpdate(db: Queryable): Promise<Date | null> {
  const rows = await db.query<{ at: Date | null }>('SELECT max(updated_at) AS at FROM games');
  return rows[0]?.at ?? null;
}

export interface GameFilter {
  /** A gameType tag, compared case-insensitively. */
  tag?: string | undefined;
  /** Any of these tags excluded (live "others"). */
  withoutTags?: readonly string[] | undefined;
  platform?: string | undefined;
  type?: string | undefined;
  /** Case-insensitive substring of the name. */
  nameContains?: string | undefined;
  /** Only this player's favourites, newest heart first. */
  favouritesOf?: number | undefined;
}

/** One page of listed games (enabled, not hidden, not provider entries), with the viewer's hearts. */
export async function selectGames(
  db: Queryable,
  filter: GameFilter,
  viewerId: number | null,
  limit: number,
  offset: number,
): Promise<Game[]> {
  const params: unknown[] = [viewerId ?? 0];
  const where = ['g.state = 1', 'NOT g.hidden', "g.type <> 'platform'"];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.tag) where.push(`lower(${add(filter.tag)}) = ANY (string_to_array(lower(g.game_type), '|'))`);
  if (filter.withoutTags?.length)
    where.push(`NOT (string_to_array(lower(g.game_type), '|') && ${add(filter.withoutTags.map((t) => t.toLowerCase()))}::text[])`);
  if (filter.platform) where.push(`lower(g.platform) = lower(${add(filter.platform)})`);
  if (filter.type) where.push(`g.type = ${add(filter.type)}`);
  if (filter.nameContains) where.push(`strpos(lower(g.game_name), lower(${add(filter.nameContains)})) > 0`);
  let from = 'games g';
  let order = 'g.sort_order, g.id';
  if (filter.favouritesOf !== undefined) {
    from = `games g JOIN game_favourites mine ON mine.game_id = g.id AND mine.player_id = ${add(filter.favouritesOf)}`;
    order = 'mine.created_at DESC, g.id';
  }
  const rows = await db.query<GameRow>(
    `SELECT ${COLUMNS},
       EXISTS (SELECT 1 FROM game_favourites f WHERE f.player_id = $1 AND f.game_id = g.id) AS favourite
     FROM ${from} WHERE ${where.join(' AND ')}
     ORDER BY ${order} LIMIT ${add(limit)} OFFSET ${add(offset)}`,
    params,
  );
  return rows.map(toGame);
}

/** A visible game by gameId, or else by exact name (case-insensitive). */
export async function selectVisibleGame(db: Queryable, name: string, viewerId: number | null): Promise<Game | null> {
  const rows = await db.query<GameRow>(
    `SELECT ${COLUMNS},
       EXISTS (SELECT 1 FROM game_favourites f WHERE f.player_id = $2 AND f.game_id = g.id) AS favourite
     FROM games g
     WHERE g.state = 1 AND g.type <> 'platform' AND (g.game_id = $1 OR lower(g.game_name) = lower($1))
     ORDER BY (g.game_id = $1) DESC, g.sort_order LIMIT 1`,
    [name, viewerId ?? 0],
  );
  return rows[0] ? toGame(rows[0]) : null;
}

/** The internal id of a listed game (switched-off and hidden games cannot be hearted). */
export async function selectVisibleGameKey(db: Queryable, gameId: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    "SELECT id FROM games WHERE game_id = $1 AND state = 1 AND NOT hidden AND type <> 'platform'",
    [gameId],
  );
  return rows[0]?.id ?? null;
}

export async function insertFavourite(db: Queryable, playerId: number, gameKey: number): Promise<void> {
  await db.query('INSERT INTO game_favourites (player_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [playerId, gameKey]);
}

export async function deleteFavourite(db: Queryable, playerId: number, gameId: string): Promise<void> {
  await db.query(
    'DELETE FROM game_favourites WHERE player_id = $1 AND game_id = (SELECT id FROM games WHERE game_id = $2)',
    [playerId, gameId],
  );
}

/** A game (not a provider entry) by its catalogue id (digits) or its gameId, enabled or not (hidden ones too). */
export async function selectCatalogueGame(db: Queryable, key: string): Promise<GameListEntry | null> {
  const byId = /^\d{1,9}$/.test(key);
  const rows = await db.query<GameRow>(
    `SELECT ${COLUMNS} FROM games g WHERE g.type <> 'platform' AND ${byId ? 'g.id = $1::int' : 'g.game_id = $1'}`,
    [key],
  );
  return rows[0] ? toEntry(rows[0]) : null;
}

// ---- the catalogue layout (GameCatalogueConf, migration 0073) ----------------------------------

export interface LayoutRow {
  gameId: string;
  gameName: string;
  type: string;
  platform: string;
  icon: string;
  enabled: boolean;
  hidden: boolean;
  order: number;
}

/** Every game (not provider entries) with its layout, by catalogue id (a stable order, so versions diff line by line). */
export async function selectLayout(db: Queryable): Promise<LayoutRow[]> {
  return db.query<LayoutRow>(
    `SELECT game_id AS "gameId", game_name AS "gameName", type, platform, icon, state = 1 AS enabled, hidden, sort_order AS "order"
       FROM games WHERE type <> 'platform' ORDER BY id`,
  );
}

/** Applies one game's layout; false when no such game (provider entries are not games). */
export async function updateLayout(
  tx: Queryable,
  e: { gameId: string; enabled: boolean; hidden: boolean; order: number },
  at: Date,
): Promise<boolean> {
  const rows = await tx.query<{ found: boolean }>(
    `WITH target AS (SELECT id FROM games WHERE game_id = $1 AND type <> 'platform'),
          changed AS (
            UPDATE games g SET state = $2, hidden = $3, sort_order = $4, updated_at = $5
              FROM target WHERE g.id = target.id AND (g.state, g.hidden, g.sort_order) IS DISTINCT FROM ($2::smallint, $3::boolean, $4::integer)
              RETURNING g.id)
     SELECT EXISTS (SELECT 1 FROM target) AS found`,
    [e.gameId, e.enabled ? 1 : 0, e.hidden, e.order, at],
  );
  return rows[0]?.found === true;
}
