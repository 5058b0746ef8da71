// /robot-game/* (a route group of docs/requirements/navigation.md#1-routes; nothing more is required there): the games Khel deals itself —
// machine-dealt rather than live, provably fair — with the way to verify a round.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { GameGrid } from '../../features/games/components/game-grid.tsx';

const IN_HOUSE_PLATFORM = 'inhouse';

export default function RobotGamesPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <>
      <PageHeader title={t('routes.robotGame')} />
      <section className="form-card robot-games">
        <p className="form-card__lead">{t('account.robotGame.lead')}</p>
        <Link className="link-button" to={paths.fairVerify()}>
          {t('account.robotGame.verify')}
        </Link>
      </section>
      <GameGrid source={{ kind: 'list', platform: IN_HOUSE_PLATFORM }} label={t('routes.robotGame')} />
    </>
  );
}
