import { useCallback } from 'react';
import { usePopupStore } from '../stores/popup-store.ts';
import { useIsLoggedIn } from '../stores/session-store.ts';

/**
 * docs/requirements/accounts.md#1-visitors-and-players: a visitor who taps something meant for players gets the sign-up popup instead.
 * Returns a wrapper: `requirePlayer(() => navigate(...))`.
 */
export function useRequirePlayer(): (action: () => void) => void {
  const loggedIn = useIsLoggedIn();
  const open = usePopupStore((state) => state.open);
  return useCallback(
    (action: () => void) => {
      if (loggedIn) action();
      else open({ name: 'auth', tab: 'signup' });
    },
    [loggedIn, open],
  );
}
