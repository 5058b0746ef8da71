import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { HomeGames } from '../../features/games/components/home-games.tsx';

/** /game/plays: the whole catalogue by category and provider. */
export default function GamesPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.games')} />
      <HomeGames />
    </>
  );
}
