// /GamePage (docs/requirements/games.md#2-search-and-recent-games): search by name (3–20 characters, case-insensitive substring) and filter
// by provider. Under 3 characters the rule is shown instead of results; with no text the chosen
// provider's games (or all) are listed.
import { SEARCH_MAX, SEARCH_MIN } from '@khel/contracts/endpoints/games';
import { SearchBar } from 'antd-mobile';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from './game-grid.tsx';
import { ProviderCarousel } from './provider-carousel.tsx';
import './games.css';

export function GameSearch() {
  const { t } = useTranslation(['ui', 'messages']);
  const [text, setText] = useState('');
  const [platform, setPlatform] = useState<string | undefined>(undefined);
  const name = useDeferredValue(text.trim());
  const tooShort = name.length > 0 && name.length < SEARCH_MIN;
  const withPlatform = platform ? { platform } : {};
  return (
    <div className="game-search">
      <div className="game-search__bar">
        <SearchBar
          value={text}
          onChange={(value) => setText(value.slice(0, SEARCH_MAX))}
          placeholder={t('games.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          aria-label={t('games.searchPlaceholder')}
        />
      </div>
      <ProviderCarousel value={platform} onChange={setPlatform} onAll={() => setPlatform(undefined)} />
      {tooShort ? (
        <p className="game-search__hint" role="alert">
          {t('messages:searchTooShort')}
        </p>
      ) : name.length === 0 ? (
        <GameGrid source={{ kind: 'list', ...withPlatform }} />
      ) : (
        <GameGrid source={{ kind: 'search', name, ...withPlatform }} />
      )}
    </div>
  );
}
