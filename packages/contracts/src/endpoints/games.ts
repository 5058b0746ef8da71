// The game catalogue (docs/requirements/games.md#1-catalogue: the game list, /GamePage search, /top/, /live-game/*, left-menu Top Games
// and Online Casino; Game; search). The catalogue is GameList2Conf in the database; these
// calls page it (21 a page) so the app never downloads and filters the whole list.
// zod/mini: the player app's first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import type { Language } from '../messages/languages.ts';
import { endpoint } from '../endpoint.ts';

export const GAME_PAGE_SIZE = 21;
export const RECENT_GAMES_MAX = 21;
/** The first 20 tiles load eagerly, the rest lazily. */
export const EAGER_IMAGES = 20;
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 20;
/** Left menu: the first three Top Games wear a HOT mark. */
export const TOP_GAMES_HOT = 3;

export const PLATFORMS = ['vn888', 'FaChai', 'CQ9', 'PG', 'JDB', 'JILI', 'EVO', '9WICKETS'] as const;
export const GAME_TYPES = ['slots', 'cards', 'fish', 'live', 'sports'] as const;
/** Category icons; ALL is every visible game, the others are gameType tags. */
export const GAME_CATEGORIES = ['ALL', 'HOT', 'Jackpot', 'LIVE', 'MINIGAME', 'Fish', 'Bet', 'Brand', 'SLOT', 'Sports'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/** Newly added games carry this tag in gameType. */
export const NEW_TAG = 'NEW';

/**
 * /live-game/<group>: each group is a gameType tag of the live games (type live). `others` is a
 * live game with none of the table tags; `favorite` is the player's own hearts (live only).
 */
export const LIVE_GAME_GROUPS = {
  'top-games': 'HOT',
  'new-games': NEW_TAG,
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  baccarat: 'Baccarat',
  'tv-show': 'TVShow',
  holdem: 'Holdem',
  'sic-bo': 'SicBo',
  lottery: 'Lottery',
  'top-winners': 'TopWinners',
  others: null,
} as const;
export type LiveGameGroup = keyof typeof LIVE_GAME_GROUPS;
export const LIVE_TABLE_TAGS = ['Roulette', 'Blackjack', 'Baccarat', 'TVShow', 'Holdem', 'SicBo', 'Lottery'] as const;

/** Splits a gameType into its tags ("HOT|SLOT|Jackpot"). */
export function gameTags(gameType: string): string[] {
  return gameType
    .split('|')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A GameList2Conf entry (docs/requirements/games.md#1-catalogue). Provider entries have gameType = platform and type 'platform'. */
export const GameListEntry = z.object({
  id: z.int(),
  gameId: z.string(),
  gameName: z.string(),
  gameType: z.string().check(z.describe('tags separated by |, or the platform for provider entries')),
  platform: z.string(),
  icon: z.string(),
  state: z.int().check(z.describe('0 hidden (unless a provider entry), 1 shown')),
  order: z.int(),
  ver: z.string(),
  type: z.string().check(z.describe('slots, cards, fish, live, sports; platform for provider entries')),
  desc: z.string(),
});
export type GameListEntry = z.infer<typeof GameListEntry>;

/** The GameList2Conf config document: every listed entry, providers first. */
export const GameList2Conf = z.array(GameListEntry);

/**
 * Marquee (docs/requirements/games.md#7-win-ticker): the notice-bar announcement. `announcementTxt` (the published field) is the English
 * text and the fallback; `translations` holds it in the other languages, each optional, so a reader
 * that only knows announcementTxt keeps working and an untranslated language shows English.
 */
const announcement = z.string().check(z.maxLength(2000));
export const MarqueeSysConf = z.object({
  announcementTxt: announcement,
  translations: z
    .optional(z.strictObject({ zh: z.optional(announcement), ur: z.optional(announcement) }))
    .check(z.describe('the announcement in zh and ur; English (announcementTxt) where missing or blank')),
});
export type MarqueeSysConf = z.infer<typeof MarqueeSysConf>;

/** The announcement in `language`, English when it has no text of its own there. */
export function announcementFor(conf: MarqueeSysConf, language: Language): string {
  const own = language === 'en' ? undefined : conf.translations?.[language];
  return own?.trim() ? own : conf.announcementTxt;
}

/** A game as the lists show it (hidden games never appear, so no state). */
export const Game = z.extend(z.omit(GameListEntry, { state: true }), {
  favourite: z.boolean().check(z.describe('the session player hearted it (false for visitors)')),
});
export type Game = z.infer<typeof Game>;

const page = z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0);
/** A game's gameId or name as a request names it. */
const gameKey = z.string().check(z.trim(), z.minLength(1, 'invalidRequest'), z.maxLength(80, 'invalidRequest'));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'invalidRequest')));

export const GamePage = z.object({
  list: z.array(Game),
  page: z.int(),
  pageSize: z.int().check(z.describe('21: a page shorter than this is the last')),
});
export type GamePage = z.infer<typeof GamePage>;

export const GameListRequest = z.object({
  tag: optionalText(20).check(z.describe('a category (ALL, HOT, Jackpot, …) or any gameType tag; ALL or empty = every game')),
  platform: optionalText(20),
  type: z.optional(z.enum(GAME_TYPES)),
  page,
});
export type GameListRequest = z.input<typeof GameListRequest>;

export const gameList = endpoint({
  method: 'POST',
  path: '/usercenter/games/list',
  auth: false,
  summary: 'Game list by category tag, platform and type, 21 a page (visitors too; favourite is false without a session)',
  request: GameListRequest,
  response: GamePage,
});

export const GameSearchRequest = z.object({
  name: z
    .string({ error: 'searchTooShort' })
    .check(z.trim(), z.minLength(SEARCH_MIN, 'searchTooShort'), z.maxLength(SEARCH_MAX, 'searchTooLong')),
  platform: optionalText(20),
  page,
});
export type GameSearchRequest = z.input<typeof GameSearchRequest>;

export const gameSearch = endpoint({
  method: 'POST',
  path: '/usercenter/games/search',
  auth: true,
  summary: 'Game search: 3–20 characters, case-insensitive substring of the name; msg is No Data when none',
  request: GameSearchRequest,
  response: z.extend(GamePage, { msg: z.string() }),
});

export const gameProviders = endpoint({
  method: 'POST',
  path: '/usercenter/games/providers',
  auth: false,
  summary: 'The provider entries for the provider carousel, in order',
  request: z.object({}),
  response: z.object({ list: z.array(z.omit(GameListEntry, { state: true })) }),
});

export const topGames = endpoint({
  method: 'POST',
  path: '/usercenter/games/top',
  auth: false,
  summary: 'Top Games: the HOT games in order; the first three are marked hot',
  request: z.object({ type: z.optional(z.enum(GAME_TYPES)), page }),
  response: z.extend(GamePage, { list: z.array(z.extend(Game, { hot: z.boolean() })) }),
});

export const liveGames = endpoint({
  method: 'POST',
  path: '/usercenter/games/live',
  auth: false,
  summary: '/live-game/<group>: live games by table tag (favorite is /usercenter/games/favourites with type live)',
  request: z.object({ group: z.enum(Object.keys(LIVE_GAME_GROUPS) as [LiveGameGroup, ...LiveGameGroup[]]), page }),
  response: GamePage,
});

export const gameDetail = endpoint({
  method: 'POST',
  path: '/usercenter/games/detail',
  auth: false,
  summary: 'One visible game by gameId (or exact name), for /game/play/{name}',
  request: z.object({ name: gameKey }),
  response: z.object({ game: Game }),
});

export const favouriteGames = endpoint({
  method: 'POST',
  path: '/usercenter/games/favourites',
  auth: true,
  summary: "The session player's favourite games, newest heart first, 21 a page",
  request: z.object({ type: z.optional(z.enum(GAME_TYPES)), page }),
  response: GamePage,
});

export const setFavourite = endpoint({
  method: 'POST',
  path: '/usercenter/games/favourite',
  auth: true,
  summary: 'Adds (favourite true) or removes a game from the session player’s favourites; idempotent',
  request: z.object({ gameId: gameKey, favourite: z.boolean() }),
  response: z.object({ gameId: z.string(), favourite: z.boolean() }),
});
