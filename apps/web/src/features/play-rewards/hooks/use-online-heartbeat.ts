// The app's presence report (playerOnline type 1): every heartbeatSeconds (30 by default) while
// the page is visible and a player is logged in, plus one at once when the page comes back into
// view. The server credits only real elapsed time, so a missed or extra beat never over-counts.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../../stores/session-store.ts';
import { onlineQueryOptions, sendHeartbeat } from '../api/play-rewards-api.ts';

const DEFAULT_SECONDS = 30;

export function useOnlineHeartbeat(): void {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...onlineQueryOptions(token), enabled: false });
  const seconds = data?.heartbeatSeconds && data.heartbeatSeconds > 0 ? data.heartbeatSeconds : DEFAULT_SECONDS;

  useEffect(() => {
    if (token === null) return;
    let stopped = false;
    const beat = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const status = await sendHeartbeat();
        if (!stopped) queryClient.setQueryData(onlineQueryOptions(token).queryKey, status);
      } catch {
        // The next beat tries again; the server credits the real time in between (capped).
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), seconds * 1000);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [token, seconds, queryClient]);
}
