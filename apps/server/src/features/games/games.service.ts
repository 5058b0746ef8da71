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
} from '@khel/contracts/endpoints/games-catalogue';
import type { Queryable } from '../../platform/db.ts';
import { invalid } from '../../platform/errors.ts';
import {
  countGames,
  deleteFavourite,
  insertFavourite,
  insertGames,
  selectGames,
  selectLatestGameUpdate,
  selectLaunchableGame,
  selectListedEntries,
  selectProviders,
  selectVisibleGame,
  selectVisibleGameKey,
  type GameFilter,
} from './games.repository.ts';

export const GAME_LIST_DOCUMENT = 'GameList2Conf';

/**
 * First start only: an empty catalogue is filled from the seed document. After that the table is
 * the truth (operators edit it), so a later seed never brings back what they changed or removed.
 */
export async function seedGameCatalogue(db: Queryable, document: unknown): Promise<void> {
  if ((await countGames(db)) > 0) return;
  await insertGames(db, GameList2Conf.parse(document));
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

/** Spec §5: the contract checked 3–20 characters; a case-insensitive substring of the name. */
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
 * The game a launch names (spec §7 thirdGameLogin `id`: the catalogue id, or its gameId), if it is
 * shown; its platform decides which provider launches it, whatever the app sends.
 */
export async function launchableGame(db: Queryable, key: string): Promise<GameListEntry> {
  const game = await findShownGame(db, key);
  if (!game) throw invalid('gameNotFound');
  return game;
}

/** A shown game by catalogue id or gameId, or null. */
export function findShownGame(db: Queryable, key: string): Promise<GameListEntry | null> {
  return selectLaunchableGame(db, key);
}
