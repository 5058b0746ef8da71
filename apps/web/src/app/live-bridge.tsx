// Opens the live socket and applies its events to the React Query cache (docs/architecture/live.md):
// the header's balance, the mailbox's red dot and the Activity badge change without a reload, a win
// shows a toast. On every hello (first connect and each reconnect) the live-driven queries are
// refetched: that is the catch-up for whatever happened while the socket was down. Login and logout
// reconnect, so the server learns who holds the socket.
import type { PlayerInfo } from '@khel/contracts/endpoints/player-info';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAILBOX_KEY } from '../features/mailbox/api/mailbox-api.ts';
import { liveClient, useLiveEvent, type LiveEvent } from '../lib/live.ts';
import { formatBalance } from '../lib/money.ts';
import { toastSuccess } from '../lib/toast.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** What live events keep fresh; refetched after each (re)connect. */
export const LIVE_DRIVEN_KEYS = [['player', 'info'], [...MAILBOX_KEY, 'counts'], ['activity', 'list']] as const;

const BADGE_REFRESH_MS = 60_000;

const amountOf = (event: LiveEvent, field: string): number | null => (typeof event[field] === 'number' ? event[field] : null);

export function LiveBridge() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    const client = liveClient();
    client.start();
    const stopWatching = useSessionStore.subscribe((state, previous) => {
      if (state.token !== previous.token) client.reconnect();
    });
    // Back from the background or a dead network: try now instead of waiting out the backoff.
    const nudge = () => document.visibilityState === 'visible' && client.nudge();
    window.addEventListener('online', nudge);
    document.addEventListener('visibilitychange', nudge);
    return () => {
      stopWatching();
      window.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', nudge);
      client.stop();
    };
  }, []);

  const setGold = (gold: number) => {
    const { token, player, setPlayer } = useSessionStore.getState();
    if (!player || player.gold === gold) return;
    setPlayer({ ...player, gold });
    queryClient.setQueryData<PlayerInfo>(['player', 'info', token], (info) => (info ? { ...info, gold } : info));
  };

  // The first hello of a page follows the page's own first fetches by moments: its snapshot is
  // enough. After a reconnect anything may have changed meanwhile: the live-driven queries refetch.
  // That includes a session the server ended (it closed the socket with 4401): playerInfo answers
  // 401 and the api client logs out, as on HTTP.
  const greeted = useRef(false);
  useLiveEvent('hello', (event) => {
    const gold = amountOf(event, 'gold');
    if (gold !== null) setGold(gold);
    if (greeted.current) for (const queryKey of LIVE_DRIVEN_KEYS) void queryClient.invalidateQueries({ queryKey });
    greeted.current = true;
  });
  // Offers become claimable as money moves (a deposit says so itself; play-driven rewards do not):
  // a balance change refreshes the Activity badge, at most once a minute, like the polling it replaces.
  const badgesRefreshedAt = useRef(0);
  useLiveEvent('balance', (event) => {
    const gold = amountOf(event, 'gold');
    if (gold !== null) setGold(gold);
    if (Date.now() - badgesRefreshedAt.current >= BADGE_REFRESH_MS) {
      badgesRefreshedAt.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: ['activity', 'list'] });
    }
  });
  // A broadcast says how long to spread the refetches over: every open app asking at once would be a spike.
  useLiveEvent('mail', (event) => {
    const spreadMs = amountOf(event, 'spreadMs') ?? 0;
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: [...MAILBOX_KEY] }), Math.random() * spreadMs);
  });
  useLiveEvent('badges', () => void queryClient.invalidateQueries({ queryKey: ['activity', 'list'] }));
  useLiveEvent('win', (event) => {
    const amount = amountOf(event, 'amount');
    if (amount !== null && amount > 0) toastSuccess(t('live.win', { amount: formatBalance(amount) }));
  });
  return null;
}
