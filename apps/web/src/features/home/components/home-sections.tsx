// The app-download prompt on home (the game list itself is the games feature's, composed in app/).
import { Button } from 'antd-mobile';
import './home.css';
import { DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
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
