// What the layout docks into page headers on pages with the nav bar (components/ui/header-dock):
// the minimised online-reward red packet for players (not on /OnlineRewards, where it leads) and
// the support button.
import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../stores/session-store.ts';
import { SupportBubble } from './support-bubble.tsx';
import { afterFeatureStrings } from '../lib/i18n.ts';

// Players only: a visitor's first screen neither downloads nor evaluates it (and its contracts).
const loadOnlineRedPacket = afterFeatureStrings(() => import('../features/play-rewards/components/online-red-packet.tsx'));
const OnlineRedPacket = lazy(async () => ({ default: (await loadOnlineRedPacket()).OnlineRedPacket }));

export function ShellDock() {
  const loggedIn = useIsLoggedIn();
  const onOnlineRewards = useLocation().pathname.toLowerCase() === '/onlinerewards';
  return (
    <>
      {loggedIn && !onOnlineRewards ? (
        <Suspense fallback={null}>
          <OnlineRedPacket />
        </Suspense>
      ) : null}
      <SupportBubble />
    </>
  );
}
