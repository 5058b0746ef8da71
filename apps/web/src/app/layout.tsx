// The shell around every page: title, progress bar, visitor gate for player-only routes, the
// bottom nav bar (unless the route hides it, which also turns off the automatic popups), popups.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { OnlineRedPacket } from '../features/play-rewards/components/online-red-packet.tsx';
import { useIsLoggedIn } from '../stores/session-store.ts';
import { AppTabBar } from './app-tab-bar.tsx';
import { PopupHost } from './popup-host.tsx';
import { SessionKeeper } from './session-keeper.tsx';
import { SupportBubble } from './support-bubble.tsx';
import { useRouteMeta } from './use-route-meta.ts';
import { useRouteProgress } from './use-route-progress.ts';
import { VisitorGate } from './visitor-gate.tsx';

const APP_NAME = 'Khel';

export function AppLayout() {
  const { t } = useTranslation(['ui', 'messages']);
  const meta = useRouteMeta();
  const loggedIn = useIsLoggedIn();
  // The minimised red packet leads to /OnlineRewards; on that page it would only cover it.
  const onOnlineRewards = useLocation().pathname.toLowerCase() === '/onlinerewards';
  useRouteProgress();

  const title = meta.title ? t(`routes.${meta.title}`) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);

  return (
    <div className={meta.showNavBar ? 'app app--with-nav' : 'app'}>
      <main className="app__main">{meta.auth && !loggedIn ? <VisitorGate title={title} /> : <Outlet />}</main>
      {meta.showNavBar ? (
        <>
          <SupportBubble />
          {loggedIn && !onOnlineRewards ? <OnlineRedPacket /> : null}
          <AppTabBar />
        </>
      ) : null}
      <PopupHost />
      <SessionKeeper />
    </div>
  );
}
