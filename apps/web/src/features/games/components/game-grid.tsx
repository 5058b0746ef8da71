// An infinitely scrolling grid of game tiles (spec §2: 21 a page, 10 px from the bottom loads the
// next; the no-data image when the list is empty).
import type { Game } from '@khel/contracts/endpoints/games-catalogue';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { useEffect } from 'react';
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

export function GameGrid({ source, label }: { source: GameSource; label?: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const query = useInfiniteQuery(gamesQueryOptions(source, loggedIn));
  const openGame = useOpenGame();
  const requirePlayer = useRequirePlayer();
  const queryClient = useQueryClient();
  const games = query.data?.pages.flatMap((page) => page.list) ?? [];

  // Entering the list runs the refresh call (spec §7) for a player.
  useEffect(() => {
    if (loggedIn) void refreshBalance();
  }, [loggedIn]);

  useScrollPaging({
    threshold: PAGING_THRESHOLD_PX,
    hasNext: query.hasNextPage && !query.isError,
    loading: query.isFetching,
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
        <p>{t('messages:noData')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.map((game, index) => (
          <GameTile key={game.gameId} game={game} index={index} onOpen={openGame} onFavourite={toggleFavourite} />
        ))}
      </ul>
      <p className="game-grid__status" role="status">
        {query.isFetchingNextPage ? <DotLoading /> : query.hasNextPage ? null : t('games.noMore')}
      </p>
    </>
  );
}
