// Keeps the stored session honest (docs/requirements/accounts.md#7-sessions): on start a stored token is checked with playerInfo
// (401 → the api client logs out), the player refreshes every 30 s while the live socket is down (docs/architecture/live.md), and when the Asia/Karachi day
// changes the session is re-validated and the daily popup flags reset. Money a 9WICKETS window held
// before a reload comes back once the player is known.
import { playerInfo } from '@khel/contracts/endpoints/player-info';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../lib/api-client.ts';
import { useLiveConnected } from '../lib/live.ts';
import { isNewKarachiDay } from '../lib/karachi-date.ts';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage.ts';
import { resetDailyFlags, useSessionStore } from '../stores/session-store.ts';
import { returnStrandedAfterReload } from '../stores/wickets-window.ts';

/** polling: false while the live socket is up (its balance events keep the header's gold current). */
export const playerInfoQueryOptions = (token: string | null, polling = true) =>
  queryOptions({
    queryKey: ['player', 'info', token],
    queryFn: async () => {
      const player = await callApi(playerInfo, {});
      useSessionStore.getState().setPlayer(player);
      return player;
    },
    enabled: token !== null,
    refetchInterval: polling ? 30_000 : false,
    retry: false,
  });

export function SessionKeeper() {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const live = useLiveConnected();
  useQuery(playerInfoQueryOptions(token, !live));
  const playerId = useSessionStore((state) => state.player?.playerId);

  // A 9WICKETS window open when the page was reloaded can no longer be watched: its money comes back.
  useEffect(() => {
    if (playerId) returnStrandedAfterReload(playerId);
  }, [playerId]);

  useEffect(() => {
    if (token === null) return;
    const check = () => {
      const stored = Number(readString(STORAGE_KEYS.firstTimestamp));
      const now = Date.now();
      if (!isNewKarachiDay(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return;
      writeString(STORAGE_KEYS.firstTimestamp, String(now));
      resetDailyFlags();
      void queryClient.invalidateQueries({ queryKey: ['player'] });
    };
    check();
    const timer = setInterval(check, 30_000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, queryClient]);

  return null;
}
