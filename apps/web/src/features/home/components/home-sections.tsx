// The app-download prompt on home, one slim row (the game list itself is the games feature's,
// composed in app/pages/home-page.tsx).
import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../../stores/popup-store.ts';
import './home.css';
import { Icon } from '../../../components/ui/icon.tsx';

export function AppDownloadStrip() {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  return (
    <button type="button" className="download-strip" onClick={() => open({ name: 'app-download' })}>
      <Icon name="DownlandOutline" className="download-strip__icon" />
      <span className="download-strip__text">
        <strong>{t('download.stripTitle')}</strong> · {t('download.stripText')}
      </span>
      <span className="download-strip__go">{t('download.download')}</span>
    </button>
  );
}
