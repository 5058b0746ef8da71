// The shell around every page: title, progress bar, visitor gate for player-only routes, the
// bottom nav bar (unless the route hides it, which also turns off the automatic popups), popups,
// the dock (red packet, support) that page headers show at their end, and the offline banner.
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderDockContext } from '../components/ui/header-dock.tsx';
import { useOnline } from '../hooks/use-online.ts';
import { useIsLoggedIn } from '../stores/session-store.ts';
import { AppTabBar } from './app-tab-bar.tsx';
import { useRemoveBootSkeleton } from './boot-skeleton.ts';
import { ClickUploader } from './click-uploader.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PopupHost } from './popup-host.tsx';
import { RoutePages } from './route-pages.tsx';
import { LiveBridge } from './live-bridge.tsx';
import { SessionKeeper } from './session-keeper.tsx';
import { ShellDock } from './shell-dock.tsx';
import { useRouteMeta } from './use-route-meta.ts';
import { useRouteProgress } from './use-route-progress.ts';
import { VisitorGate } from './visitor-gate.tsx';
import { afterFeatureStrings } from '../lib/i18n.ts';

const APP_NAME = 'Khel';

// Only players get reality checks: a visitor never downloads it.
const loadRealityCheckPopup = afterFeatureStrings(() => import('../features/protection/components/reality-check-popup.tsx'));
const RealityCheckPopup = lazy(async () => ({ default: (await loadRealityCheckPopup()).RealityCheckPopup }));

export function AppLayout() {
  const { t } = useTranslation(['ui', 'messages']);
  const meta = useRouteMeta();
  const loggedIn = useIsLoggedIn();
  const online = useOnline();
  useRouteProgress();
  useRemoveBootSkeleton();

  const title = meta.title ? t(`routes.${meta.title}`) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <HeaderDockContext.Provider value={meta.showNavBar ? <ShellDock /> : null}>
      <div className={['app', meta.showNavBar ? 'app--with-nav' : '', online ? '' : 'app--offline'].filter(Boolean).join(' ')}>
        <main className="app__main">
          <RoutePages gate={meta.auth && !loggedIn ? <VisitorGate title={title} /> : null} />
        </main>
        {meta.showNavBar ? <AppTabBar /> : null}
        <OfflineBanner offline={!online} aboveTabBar={meta.showNavBar} />
        <PopupHost />
        <SessionKeeper />
        <LiveBridge />
        <ClickUploader />
        {loggedIn ? (
          <Suspense fallback={null}>
            <RealityCheckPopup />
          </Suspense>
        ) : null}
      </div>
    </HeaderDockContext.Provider>
  );
}
