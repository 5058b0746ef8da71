import { logout } from '@khel/contracts/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { closeWicketsAndReturn } from '../stores/wickets-window.ts';
import { callApi } from '../lib/api-client.ts';
import { usePopupStore } from '../stores/popup-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Logout (docs/requirements/accounts.md#7-sessions): revoke the session, forget it locally, close panels, back to /. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Money held by a 9WICKETS window comes back while the session still exists.
    await closeWicketsAndReturn();
    try {
      await callApi(logout, {});
    } catch {
      // The local logout happens whatever the server says: the player asked to leave.
    }
    useSessionStore.getState().signOut();
    usePopupStore.getState().closeAll();
    queryClient.removeQueries({ queryKey: ['player'] });
    await navigate(paths.home());
  }, [navigate, queryClient]);
}
