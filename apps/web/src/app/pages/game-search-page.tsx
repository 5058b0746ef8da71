import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { GameSearch } from '../../features/games/components/game-search.tsx';

export default function GameSearchPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.gameSearch')} />
      <GameSearch />
    </>
  );
}
