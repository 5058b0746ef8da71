// Shown while the device is offline: the service worker has started the saved app, but nothing
// that needs the server (balance, games, payments) will load until the network is back. The status
// region is always in the page and only its text comes and goes, so screen readers announce the
// change; it sits above the tab bar, where it covers no header or control.
import { useTranslation } from 'react-i18next';
import './offline-banner.css';

export function OfflineBanner({ offline, aboveTabBar }: { offline: boolean; aboveTabBar: boolean }) {
  const { t } = useTranslation();
  const className = offline ? `offline-banner${aboveTabBar ? ' offline-banner--above-tabs' : ''}` : undefined;
  return (
    <div role="status" className={className}>
      {offline ? (
        <>
          <strong className="offline-banner__title">{t('offline.title')}</strong> {t('offline.text')}
        </>
      ) : null}
    </div>
  );
}
