// The app-download prompt on home, one slim row (the game list itself is the games feature's,
// composed in app/pages/home-page.tsx).
import { DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../../stores/popup-store.ts';
import './home.css';

export function AppDownloadStrip() {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  return (
    <button type="button" className="download-strip" onClick={() => open({ name: 'app-download' })}>
      <DownlandOutline className="download-strip__icon" aria-hidden="true" />
      <span className="download-strip__text">
        <strong>{t('download.stripTitle')}</strong> · {t('download.stripText')}
      </span>
      <span className="download-strip__go">{t('download.download')}</span>
    </button>
  );
}
