// What the layout docks into page headers on pages with the nav bar (components/ui/header-dock):
// the minimised online-reward red packet for players on home only (its timer badge pushed every
// sub-page title into an ellipsis at phone width; see docs/requirements/navigation.md) and the
// support button.
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useIsLoggedIn } from '../stores/session-store.ts';
import { SupportBubble } from './support-bubble.tsx';
import { afterFeatureStrings } from '../lib/i18n.ts';

// Players only: a visitor's first screen neither downloads nor evaluates it (and its contracts).
const loadOnlineRedPacket = afterFeatureStrings(() => import('../features/play-rewards/components/online-red-packet.tsx'));
const OnlineRedPacket = lazy(async () => ({ default: (await loadOnlineRedPacket()).OnlineRedPacket }));

export function ShellDock() {
  const loggedIn = useIsLoggedIn();
  const onHome = useLocation().pathname === paths.home();
  return (
    <>
      {loggedIn && onHome ? (
        <Suspense fallback={null}>
          <OnlineRedPacket />
        </Suspense>
      ) : null}
      <SupportBubble />
    </>
  );
}
