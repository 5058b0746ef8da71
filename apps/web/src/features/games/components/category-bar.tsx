import { GAME_CATEGORIES, type GameCategory } from '@khel/contracts/endpoints/games';
import { useTranslation } from 'react-i18next';
import { versionedImage } from '../../../config/paths.ts';
import './games.css';

export function categoryIcon(name: GameCategory): string {
  return versionedImage(`/categories/${name}.svg`);
}

/** The lobby's own entry beside the server's tags: the player's hearted games of every kind. */
export const FAVOURITES = 'favourites';
export type LobbyCategory = GameCategory | typeof FAVOURITES;

export function CategoryBar({ value, onChange }: { value: LobbyCategory; onChange: (category: LobbyCategory) => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <div className="category-bar" role="toolbar" aria-label={t('games.categoriesLabel')}>
      {GAME_CATEGORIES.map((name) => (
        <button
          key={name}
          type="button"
          className={name === value ? 'category-bar__item category-bar__item--on' : 'category-bar__item'}
          aria-pressed={name === value}
          onClick={() => onChange(name)}
        >
          <img src={categoryIcon(name)} alt="" width={32} height={32} />
          <span>{t(`games.categories.${name}`)}</span>
        </button>
      ))}
      <button
        type="button"
        className={value === FAVOURITES ? 'category-bar__item category-bar__item--on' : 'category-bar__item'}
        aria-pressed={value === FAVOURITES}
        onClick={() => onChange(FAVOURITES)}
      >
        <span className="category-bar__heart" aria-hidden="true">
          ♥
        </span>
        <span>{t('games.categories.favourites')}</span>
      </button>
    </div>
  );
}
