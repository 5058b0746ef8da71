import { LIVE_GAME_GROUPS } from '@khel/contracts/endpoints/games';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LiveGames, type LiveSection } from '../../features/games/components/live-games.tsx';

function sectionOf(pathname: string): LiveSection {
  const section = pathname.replace(/^\/live-game\/?/, '').split('/')[0] ?? '';
  if (section === 'favorite') return 'favorite';
  return Object.hasOwn(LIVE_GAME_GROUPS, section) ? (section as LiveSection) : 'all';
}

/** /live-game, /live-game/all/{tag} and /live-game/{section}. */
export default function LiveGamesPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const { pathname } = useLocation();
  const { tag } = useParams();
  return (
    <>
      <PageHeader title={t('routes.liveGames')} />
      <LiveGames section={sectionOf(pathname)} tag={tag} />
    </>
  );
}
