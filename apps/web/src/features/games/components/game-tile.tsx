import { EAGER_IMAGES, type Game } from '@khel/contracts/endpoints/games';
import { useTranslation } from 'react-i18next';
import { versionedImage } from '../../../config/paths.ts';
import './games.css';
import { Icon } from '../../../components/ui/icon.tsx';

interface GameTileProps {
  game: Game & { hot?: boolean };
  /** Position in the list: the first 20 images load eagerly, the rest lazily (docs/requirements/games.md#1-catalogue). */
  index: number;
  onOpen: (game: Game) => void;
  onFavourite?: ((game: Game) => void) | undefined;
}

export function GameTile({ game, index, onOpen, onFavourite }: GameTileProps) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <li className="game-tile" data-testid="game-tile" data-game-id={game.gameId}>
      <button type="button" className="game-tile__open" onClick={() => onOpen(game)} aria-label={game.gameName}>
        <img
          src={versionedImage(game.icon)}
          alt=""
          width={240}
          height={240}
          loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
        />
        {game.hot ? <span className="game-tile__hot">{t('games.hot')}</span> : null}
      </button>
      {onFavourite ? (
        <button
          type="button"
          className={game.favourite ? 'game-tile__heart game-tile__heart--on' : 'game-tile__heart'}
          aria-pressed={game.favourite}
          aria-label={t(game.favourite ? 'games.favouriteRemove' : 'games.favouriteAdd', { name: game.gameName })}
          onClick={() => onFavourite(game)}
        >
          {game.favourite ? <Icon name="HeartFill" /> : <Icon name="HeartOutline" />}
        </button>
      ) : null}
    </li>
  );
}
