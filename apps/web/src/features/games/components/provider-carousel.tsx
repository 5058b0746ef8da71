import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { providersQueryOptions } from '../api/games-api.ts';
import { versionedImage } from '../../../config/paths.ts';
import './games.css';

interface ProviderCarouselProps {
  /** The selected platform; undefined = all. */
  value: string | undefined;
  onChange: (platform: string | undefined) => void;
  /** The ALL button: on home it opens /GamePage; on /GamePage it clears the filter. */
  onAll: () => void;
}

export function ProviderCarousel({ value, onChange, onAll }: ProviderCarouselProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const providers = useQuery(providersQueryOptions()).data ?? [];
  return (
    <div className="provider-carousel" role="toolbar" aria-label={t('games.providers')}>
      <button
        type="button"
        className={value === undefined ? 'provider-chip provider-chip--all provider-chip--on' : 'provider-chip provider-chip--all'}
        aria-pressed={value === undefined}
        onClick={onAll}
      >
        {t('games.allProviders')}
      </button>
      {providers.map((provider) => (
        <button
          key={provider.platform}
          type="button"
          className={value === provider.platform ? 'provider-chip provider-chip--on' : 'provider-chip'}
          aria-pressed={value === provider.platform}
          aria-label={provider.gameName}
          onClick={() => onChange(value === provider.platform ? undefined : provider.platform)}
        >
          <img src={versionedImage(provider.icon)} alt="" width={90} height={36} />
        </button>
      ))}
    </div>
  );
}
