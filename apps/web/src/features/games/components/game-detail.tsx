// /game/play/{name} and /live-game/play/{name}: one game's tile with a Play button.
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { images, versionedImage } from '../../../config/paths.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { gameDetailQueryOptions } from '../api/games-api.ts';
import { useOpenGame } from '../hooks/use-open-game.ts';
import './games.css';

export function GameDetail({ name }: { name: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const openGame = useOpenGame();
  const { data: game, isPending } = useQuery(gameDetailQueryOptions(name, loggedIn));
  if (isPending) return <DotLoading />;
  if (!game) {
    return (
      <div className="game-grid__empty" role="status">
        <img src={images.noData()} alt="" width={160} height={128} />
        <p>{t('messages:noData')}</p>
      </div>
    );
  }
  return (
    <div className="game-detail">
      <img src={versionedImage(game.icon)} alt="" width={200} height={200} />
      <h2>{game.gameName}</h2>
      <p>
        {game.platform} · {game.desc}
      </p>
      <Button color="primary" shape="rounded" size="large" onClick={() => openGame(game)}>
        {t('games.play')}
      </Button>
    </div>
  );
}
