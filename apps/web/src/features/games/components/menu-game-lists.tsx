// The left menu's Top Games (the first three marked HOT) and Online Casino (type live) lists. The
// left menu receives them from app/, so the two features stay apart.
import type { Game } from '@khel/contracts/endpoints/games';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { gamesQueryOptions, type GameSource } from '../api/games-api.ts';
import { useOpenGame } from '../hooks/use-open-game.ts';
import { versionedImage } from '../../../config/paths.ts';
import './games.css';

const MENU_ROWS = 6;

function MenuGames({ source, onOpened }: { source: GameSource; onOpened?: (() => void) | undefined }) {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const openGame = useOpenGame();
  const { data, isPending } = useInfiniteQuery(gamesQueryOptions(source, loggedIn));
  const games: (Game & { hot?: boolean })[] = (data?.pages[0]?.list ?? []).slice(0, MENU_ROWS);
  if (isPending) return <p className="menu-games__empty">{t('games.loading')}</p>;
  if (games.length === 0) return <p className="menu-games__empty">{t('messages:noData')}</p>;
  return (
    <ul className="menu-games">
      {games.map((game) => (
        <li key={game.gameId}>
          <button
            type="button"
            className="menu-games__row"
            onClick={() => {
              onOpened?.();
              openGame(game);
            }}
          >
            <img src={versionedImage(game.icon)} alt="" width={36} height={36} loading="lazy" />
            <span className="menu-games__name">{game.gameName}</span>
            {game.hot ? <span className="menu-games__hot">{t('games.hot')}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function TopGamesMenuList({ onOpened }: { onOpened?: () => void }) {
  return <MenuGames source={{ kind: 'top' }} onOpened={onOpened} />;
}

export function OnlineCasinoMenuList({ onOpened }: { onOpened?: () => void }) {
  return <MenuGames source={{ kind: 'list', type: 'live' }} onOpened={onOpened} />;
}
