// What the layout docks into page headers on pages with the nav bar (components/ui/header-dock):
// the minimised online-reward red packet for players (not on /OnlineRewards, where it leads) and
// the support button.
import { useLocation } from 'react-router';
import { OnlineRedPacket } from '../features/play-rewards/components/online-red-packet.tsx';
import { useIsLoggedIn } from '../stores/session-store.ts';
import { SupportBubble } from './support-bubble.tsx';

export function ShellDock() {
  const loggedIn = useIsLoggedIn();
  const onOnlineRewards = useLocation().pathname.toLowerCase() === '/onlinerewards';
  return (
    <>
      {loggedIn && !onOnlineRewards ? <OnlineRedPacket /> : null}
      <SupportBubble />
    </>
  );
}
