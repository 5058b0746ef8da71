// "My bets" in the sportsbook's page headers (a visitor gets the log-in gate there).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function MyBetsLink() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <Link to={paths.topBets()} className="sports-header-link">
      {t('sports.myBets')}
    </Link>
  );
}
