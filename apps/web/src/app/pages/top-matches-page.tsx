import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { GameGrid } from '../../features/games/components/game-grid.tsx';

/** /top/: TOP MATCHES, the sports games. */
export default function TopMatchesPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.topMatches')} />
      <GameGrid source={{ kind: 'list', type: 'sports' }} label={t('routes.topMatches')} />
    </>
  );
}
