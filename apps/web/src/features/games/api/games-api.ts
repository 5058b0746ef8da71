// The catalogue calls (contracts endpoints/games-catalogue): pages of 21; a page shorter than 21
// is the last (infinite scroll, docs/requirements/games.md#1-catalogue).
import {
  GAME_PAGE_SIZE,
  favouriteGames,
  gameDetail,
  gameList,
  gameProviders,
  gameSearch,
  liveGames,
  setFavourite,
  topGames,
  type Game,
  type LiveGameGroup,
} from '@khel/contracts/endpoints/games';
import { MarqueeSysConf } from '@khel/contracts/config-documents';
import { announcementFor } from '@khel/contracts/endpoints/games';
import { DEFAULT_LANGUAGE, isLanguage } from '@khel/contracts/messages/languages';
import { recentWins } from '@khel/contracts/endpoints/game-wallet-records';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client.ts';
import { useConfigDocument } from '../../../lib/config-documents.ts';

export type GameType = 'slots' | 'cards' | 'fish' | 'live' | 'sports';

/** What a game grid shows: one of the lists the server pages. */
export type GameSource =
  | { kind: 'list'; tag?: string; platform?: string; type?: GameType }
  | { kind: 'search'; name: string; platform?: string }
  | { kind: 'top'; type?: GameType }
  | { kind: 'live'; group: LiveGameGroup }
  | { kind: 'favourites'; type?: GameType };

export interface GamesPage {
  list: (Game & { hot?: boolean })[];
  page: number;
  msg?: string;
}

function fetchPage(source: GameSource, page: number): Promise<GamesPage> {
  switch (source.kind) {
    case 'list':
      return callApi(gameList, { tag: source.tag, platform: source.platform, type: source.type, page });
    case 'search':
      return callApi(gameSearch, { name: source.name, platform: source.platform, page });
    case 'top':
      return callApi(topGames, { type: source.type, page });
    case 'live':
      return callApi(liveGames, { group: source.group, page });
    case 'favourites':
      return callApi(favouriteGames, { type: source.type, page });
  }
}

/** The next page while the last one was full; a page under 21 (or empty) ends the list. */
export function nextGamePage(last: { list: unknown[] }, page: number): number | undefined {
  return last.list.length < GAME_PAGE_SIZE ? undefined : page + 1;
}

export const gamesQueryOptions = (source: GameSource, loggedIn: boolean) =>
  infiniteQueryOptions({
    // The session changes the hearts, so it is part of the key.
    queryKey: ['games', source, loggedIn],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchPage(source, pageParam),
    getNextPageParam: (last, _all, pageParam) => nextGamePage(last, pageParam),
    staleTime: 60_000,
    retry: false,
  });

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'providers'],
    queryFn: async () => (await callApi(gameProviders, {})).list,
    staleTime: 10 * 60_000,
  });

export const gameDetailQueryOptions = (name: string, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['games', 'detail', name, loggedIn],
    queryFn: async () => (await callApi(gameDetail, { name })).game,
    retry: false,
  });

export function saveFavourite(gameId: string, favourite: boolean) {
  return callApi(setFavourite, { gameId, favourite });
}

/** The notice-bar announcement (MarqueeSysConf) in the player's language, once the document has loaded. */
export function useAnnouncement(): string | undefined {
  const { i18n } = useTranslation();
  const conf = useConfigDocument('MarqueeSysConf', MarqueeSysConf);
  return conf ? announcementFor(conf, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE) : undefined;
}

/** Real settled wins for the notice bar (masked ids, from the server); refreshed every minute. */
export const recentWinsQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'recent-wins'],
    queryFn: async () => (await callApi(recentWins, { limit: 20 })).list,
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });
