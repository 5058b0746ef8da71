// /live-game/* (docs/requirements/games.md#1-catalogue): the live tables grouped by their gameType tags; favourites are the
// player's own hearts among them.
import { LIVE_GAME_GROUPS, type LiveGameGroup } from '@khel/contracts/endpoints/games';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import type { GameSource } from '../api/games-api.ts';
import { GameGrid } from './game-grid.tsx';
import './games.css';

export type LiveSection = LiveGameGroup | 'favorite' | 'all';

const SECTIONS: LiveSection[] = ['all', 'favorite', ...(Object.keys(LIVE_GAME_GROUPS) as LiveGameGroup[])];

function sourceFor(section: LiveSection, tag: string | undefined): GameSource {
  if (section === 'all') return { kind: 'list', type: 'live', ...(tag ? { tag } : {}) };
  if (section === 'favorite') return { kind: 'favourites', type: 'live' };
  return { kind: 'live', group: section };
}

export function LiveGames({ section, tag }: { section: LiveSection; tag?: string | undefined }) {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const sections = loggedIn ? SECTIONS : SECTIONS.filter((s) => s !== 'favorite');
  return (
    <div className="live-games">
      <nav className="live-games__tabs" aria-label={t('routes.liveGames')}>
        {sections.map((s) => (
          <NavLink key={s} to={s === 'all' ? paths.liveGame() : paths.liveGame(s)} end className="live-games__tab">
            {t(`games.liveGroups.${s}`)}
          </NavLink>
        ))}
      </nav>
      <GameGrid source={sourceFor(section, tag)} label={t(`games.liveGroups.${section}`)} />
    </div>
  );
}
