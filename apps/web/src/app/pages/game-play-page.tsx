import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { GameDetail } from '../../features/games/components/game-detail.tsx';

/** /game/play/{name} and /live-game/play/{name}: one game, by gameId or name. */
export default function GamePlayPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const name = useParams().name ?? '';
  return (
    <>
      <PageHeader title={t('routes.gamePlay')} />
      <GameDetail name={name} />
    </>
  );
}
