// The app-download prompt on home, one slim row (the game list itself is the games feature's,
// composed in app/pages/home-page.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import './home.css';
import { Icon } from '../../../components/ui/icon.tsx';

export function AppDownloadStrip() {
  const { t } = useTranslation(['ui', 'messages']);
  // The download page, as the notice bar's link: it has the web-app install the popup lacks.
  return (
    <Link className="download-strip" to={paths.downloadApp()}>
      <Icon name="DownlandOutline" className="download-strip__icon" />
      <span className="download-strip__text">
        <strong>{t('download.stripTitle')}</strong> · {t('download.stripText')}
      </span>
      <span className="download-strip__go">{t('download.download')}</span>
    </Link>
  );
}
