// The lower half of home until the game catalogue exists: an honest note about what is coming and
// the app-download prompt.
import { Button } from 'antd-mobile';
import './home.css';
import { DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { usePopupStore } from '../../../stores/popup-store.ts';

export function AppDownloadStrip() {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  return (
    <section className="download-strip" aria-labelledby="download-strip-title">
      <span className="download-strip__icon" aria-hidden="true">
        <DownlandOutline />
      </span>
      <div className="download-strip__text">
        <h2 id="download-strip-title">{t('download.stripTitle')}</h2>
        <p>{t('download.stripText')}</p>
      </div>
      <Button size="small" color="primary" shape="rounded" onClick={() => open({ name: 'app-download' })}>
        {t('download.download')}
      </Button>
    </section>
  );
}

export function GamesComing() {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <section aria-labelledby="games-title" className="home-games">
      <h2 className="section-title" id="games-title">
        {t('home.gamesTitle')}
      </h2>
      <ComingSoon badge={t('comingSoon.badge')} title={t('comingSoon.games.title')} text={t('comingSoon.games.text')} />
    </section>
  );
}
