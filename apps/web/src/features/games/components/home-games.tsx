// Home's game list (docs/requirements/games.md#1-catalogue): category icons (one scrolling strip), the provider carousel (ALL
// opens /GamePage), the player's recent games, and the infinite grid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRequirePlayer } from '../../../hooks/use-require-player.ts';
import { CategoryBar, FAVOURITES, type LobbyCategory } from './category-bar.tsx';
import { GameGrid } from './game-grid.tsx';
import { ProviderCarousel } from './provider-carousel.tsx';
import { RecentGames } from './recent-games.tsx';
import './games.css';
import '../../../components/ui/visually-hidden.css';

export function HomeGames() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const requirePlayer = useRequirePlayer();
  const [category, setCategory] = useState<LobbyCategory>('ALL');
  const [platform, setPlatform] = useState<string | undefined>(undefined);
  return (
    <section aria-labelledby="games-title" className="home-games">
      {/* For screen readers: the strip below says what the section is. */}
      <h2 className="visually-hidden" id="games-title">
        {t('home.gamesTitle')}
      </h2>
      {/* Favourites belong to a player: a visitor is asked to log in first. */}
      <CategoryBar value={category} onChange={(next) => (next === FAVOURITES ? requirePlayer(() => setCategory(next)) : setCategory(next))} />
      <ProviderCarousel value={platform} onChange={setPlatform} onAll={() => requirePlayer(() => void navigate(paths.gameSearch()))} />
      <RecentGames />
      {category === FAVOURITES ? (
        // No type: slots, fishing, cards, live and in-house favourites in one list, newest heart first.
        <GameGrid source={{ kind: 'favourites' }} label={t('games.categories.favourites')} emptyText={t('games.noFavourites')} />
      ) : (
        <GameGrid source={{ kind: 'list', tag: category, ...(platform ? { platform } : {}) }} label={t('home.gamesTitle')} />
      )}
    </section>
  );
}
