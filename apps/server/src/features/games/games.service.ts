// Catalogue rules: what is listed (state 1 games; provider entries always), how categories, live
// groups and search select games, 21 a page, and each player's favourites.
import {
  GAME_PAGE_SIZE,
  GameList2Conf,
  LIVE_GAME_GROUPS,
  LIVE_TABLE_TAGS,
  TOP_GAMES_HOT,
  type Game,
  type GameListEntry,
  type LiveGameGroup,
} from '@khel/contracts/endpoints/games';
import type { CatalogueEntry, CatalogueGame } from '@khel/contracts/admin/games';
import { ErrorCode } from '@khel/contracts/error-codes';
import { ConfigReadCache } from '../../platform/config-read-cache.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import {
  countGames,
  deleteFavourite,
  insertFavourite,
  insertGames,
  insertHiddenGames,
  selectGames,
  selectCatalogueGame,
  selectLatestGameUpdate,
  selectLayout,
  selectListedEntries,
  selectProviders,
  selectVisibleGame,
  selectVisibleGameKey,
  updateLayout,
  type GameFilter,
} from './games.repository.ts';

export const GAME_LIST_DOCUMENT = 'GameList2Conf';

/**
 * Khel's own products with a screen of their own rather than a tile: in the catalogue as hidden
 * games, so the Catalogue page switches them off and on like any game (the sportsbook's bets check
 * `khel-sportsbook`, features/sportsbook placement-batch.ts SPORTSBOOK_GAME).
 */
const PRODUCT_GAMES: GameListEntry[] = [
  { id: 901, gameId: 'khel-sportsbook', gameName: 'Khel Sportsbook', gameType: 'Brand', platform: 'inhouse', icon: '', state: 1, order: 0, ver: '1', type: 'sports', desc: 'TOP MATCHES' },
];

/**
 * First start only: an empty catalogue is filled from the seed document. After that the table is
 * the truth (operators edit it), so a later seed never brings back what they changed or removed.
 * Khel's own products are added on every start when missing (a database older than them).
 */
export async function seedGameCatalogue(db: Queryable, document: unknown): Promise<void> {
  if ((await countGames(db)) === 0) await insertGames(db, GameList2Conf.parse(document));
  await insertHiddenGames(db, PRODUCT_GAMES);
}

/** /config/GameList2Conf.json, generated from the table. */
export function gameListDocument(db: Queryable): Promise<GameListEntry[]> {
  return selectListedEntries(db);
}

export function latestCatalogueChange(db: Queryable): Promise<Date | null> {
  return selectLatestGameUpdate(db);
}

export interface Paged {
  page: number;
  viewerId: number | null;
}

async function pageOf(db: Queryable, filter: GameFilter, { page, viewerId }: Paged) {
  const list = await selectGames(db, filter, viewerId, GAME_PAGE_SIZE, page * GAME_PAGE_SIZE);
  return { list, page, pageSize: GAME_PAGE_SIZE };
}

/** A category (ALL = everything) or any gameType tag, optionally one platform and one type. */
export function listGames(
  db: Queryable,
  query: { tag?: string | undefined; platform?: string | undefined; type?: string | undefined },
  paged: Paged,
) {
  const tag = query.tag && query.tag.toUpperCase() !== 'ALL' ? query.tag : undefined;
  return pageOf(db, { tag, platform: query.platform || undefined, type: query.type }, paged);
}

/** docs/requirements/games.md#2-search-and-recent-games: the contract checked 3–20 characters; a case-insensitive substring of the name. */
export function searchGames(db: Queryable, query: { name: string; platform?: string | undefined }, paged: Paged) {
  return pageOf(db, { nameContains: query.name, platform: query.platform || undefined }, paged);
}

export async function topGames(db: Queryable, query: { type?: string | undefined }, paged: Paged) {
  const result = await pageOf(db, { tag: 'HOT', type: query.type }, paged);
  const first = paged.page * GAME_PAGE_SIZE;
  return { ...result, list: result.list.map((game, i) => ({ ...game, hot: first + i < TOP_GAMES_HOT })) };
}

export function liveGames(db: Queryable, group: LiveGameGroup, paged: Paged) {
  const tag = LIVE_GAME_GROUPS[group];
  const filter: GameFilter = tag === null ? { type: 'live', withoutTags: LIVE_TABLE_TAGS } : { type: 'live', tag };
  return pageOf(db, filter, paged);
}

export function providers(db: Queryable) {
  return selectProviders(db);
}

export async function gameByName(db: Queryable, name: string, viewerId: number | null): Promise<Game> {
  const game = await selectVisibleGame(db, name, viewerId);
  if (!game) throw invalid('gameNotFound');
  return game;
}

export function favouriteGames(db: Queryable, playerId: number, query: { type?: string | undefined }, page: number) {
  return pageOf(db, { favouritesOf: playerId, type: query.type }, { page, viewerId: playerId });
}

export async function setFavourite(db: Queryable, playerId: number, gameId: string, favourite: boolean) {
  if (favourite) {
    const key = await selectVisibleGameKey(db, gameId);
    if (key === null) throw invalid('gameNotFound');
    await insertFavourite(db, playerId, key);
  } else {
    await deleteFavourite(db, playerId, gameId);
  }
  return { gameId, favourite };
}

/**
 * The game a launch names (thirdGameLogin `id`: the catalogue id, or its gameId), if it is
 * enabled (hidden games launch: they are only not listed); its platform decides which provider
 * launches it, whatever the app sends. A switched-off game is refused with its own message (1900).
 */
export async function launchableGame(db: Queryable, key: string): Promise<GameListEntry> {
  const game = await selectCatalogueGame(db, key);
  if (!game) throw invalid('gameNotFound');
  if (game.state !== 1) throw new AppError(ErrorCode.gameSwitchedOff);
  return game;
}

/** A new round of an in-house game: refused (1900) while the catalogue has it switched off. */
export async function assertGameEnabled(db: Queryable, gameId: string): Promise<void> {
  const game = await selectCatalogueGame(db, gameId);
  if (game && game.state !== 1) throw new AppError(ErrorCode.gameSwitchedOff);
}

/**
 * assertGameEnabled for a path that checks one game on every request (the sportsbook's bets): each
 * game's switch kept in memory until the catalogue changes (its layout is written with
 * GameCatalogueConf, whose change is announced).
 */
export function gameSwitches(db: Database) {
  const off = new ConfigReadCache<string, boolean>(db, { documents: [CATALOGUE_DOCUMENT], maxAgeMs: 60_000 });
  return {
    async assertEnabled(gameId: string): Promise<void> {
      const switchedOff = await off.get(gameId, async () => {
        const game = await selectCatalogueGame(db, gameId);
        return game !== null && game.state !== 1;
      });
      if (switchedOff) throw new AppError(ErrorCode.gameSwitchedOff);
    },
    close: () => off.close(),
  };
}

/** An enabled game by catalogue id or gameId, or null. */
export async function findShownGame(db: Queryable, key: string): Promise<GameListEntry | null> {
  const game = await selectCatalogueGame(db, key);
  return game?.state === 1 ? game : null;
}

// ---- the catalogue layout (README "Catalogue layout") --------------------------

export const CATALOGUE_DOCUMENT = 'GameCatalogueConf';

/** Every game with its layout and name, for the console's Catalogue page. */
export function catalogueGames(db: Queryable): Promise<CatalogueGame[]> {
  return selectLayout(db);
}

/** The layout now in the table: GameCatalogueConf's first version. */
export async function catalogueLayout(db: Queryable): Promise<CatalogueEntry[]> {
  return (await selectLayout(db)).map(({ gameId, enabled, hidden, order }) => ({ gameId, enabled, hidden, order }));
}

/**
 * Applies a GameCatalogueConf version to the games table (inside the config write's transaction).
 * Games the document does not name keep their layout. Returns the issues of unknown game ids
 * (the caller refuses the write, so nothing changes).
 */
export async function applyCatalogueLayout(tx: Queryable, layout: readonly CatalogueEntry[], at: Date): Promise<{ path: string; message: string }[]> {
  const issues: { path: string; message: string }[] = [];
  for (const [index, entry] of layout.entries()) {
    if (!(await updateLayout(tx, entry, at))) issues.push({ path: `${index}.gameId`, message: `unknown game "${entry.gameId}"` });
  }
  return issues;
}
