// An infinitely scrolling grid of game tiles (docs/requirements/games.md#1-catalogue: 21 a page, 10 px from the bottom loads the
// next; the no-data image when the list is empty).
import type { Game } from '@khel/contracts/endpoints/games';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { images } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { useScrollPaging } from '../../../hooks/use-scroll-paging.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { gamesQueryOptions, saveFavourite, type GameSource } from '../api/games-api.ts';
import { refreshBalance } from '../api/refresh-balance.ts';
import { useOpenGame } from '../hooks/use-open-game.ts';
import { GameTile } from './game-tile.tsx';
import './games.css';

export const PAGING_THRESHOLD_PX = 10;
/** Two rows: what a phone shows of the grid on the first screen. */
const FIRST_TILES = 6;

export function GameGrid({ source, label, emptyText }: { source: GameSource; label?: string; emptyText?: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const query = useInfiniteQuery(gamesQueryOptions(source, loggedIn));
  const openGame = useOpenGame();
  const requirePlayer = useRequirePlayer();
  const queryClient = useQueryClient();
  const games = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data]);
  // New tiles beyond the first rows render in a background render, which React splits into short
  // tasks: a page of 21 tiles at once was the first screen's longest task (Lighthouse's blocking
  // time). The urgent render shows the tiles already there plus the first two rows.
  const deferredGames = useDeferredValue(games);
  const rendering = deferredGames !== games;
  const shown = rendering ? games.slice(0, Math.max(deferredGames.length, FIRST_TILES)) : games;

  // Entering the list runs the refresh call (docs/requirements/games.md#4-9wickets-transfer-wallet) for a player.
  useEffect(() => {
    if (loggedIn) void refreshBalance();
  }, [loggedIn]);

  useScrollPaging({
    threshold: PAGING_THRESHOLD_PX,
    hasNext: query.hasNextPage && !query.isError,
    // Until every fetched tile is on screen the list is shorter than it will be: paging waits, or
    // the bottom of a half-rendered page would fetch one page too many.
    loading: query.isFetching || rendering,
    pages: query.data?.pages.length ?? 0,
    loadNext: () => void query.fetchNextPage(),
  });

  const toggleFavourite = (game: Game) =>
    requirePlayer(() => {
      void saveFavourite(game.gameId, !game.favourite).then(() => queryClient.invalidateQueries({ queryKey: ['games'] }));
    });

  if (query.isPending) {
    return (
      <div className="game-grid__status" role="status">
        <DotLoading /> {t('games.loading')}
      </div>
    );
  }
  if (games.length === 0) {
    return (
      <div className="game-grid__empty" role="status">
        <img src={images.noData()} alt="" width={160} height={128} />
        <p>{emptyText ?? t('messages:noData')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {shown.map((game, index) => (
          <GameTile key={game.gameId} game={game} index={index} onOpen={openGame} onFavourite={toggleFavourite} />
        ))}
      </ul>
      <p className="game-grid__status" role="status">
        {query.isFetchingNextPage ? <DotLoading /> : query.hasNextPage ? null : t('games.noMore')}
      </p>
    </>
  );
}
