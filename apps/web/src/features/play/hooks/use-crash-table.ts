// The shared crash round as this screen knows it: the server's state, with the offset between the
// server's clock and this device's, so the curve is drawn from the server's flyingAt. While the live
// socket is up, the 'crash' topic's events are applied as they come (lib/crash-events.ts) and the
// state is asked again only when an event does not fit, on (re)connect, and every
// CRASH_TABLE_SAFETY_MS; while it is down the state is polled every CRASH_TABLE_POLL_MS. The player's
// own bet or cash-out asks at once.
import { CRASH_EVENTS, type CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveEvent } from '../../../lib/live-connection.ts';
import { useLiveConnected, useLiveEvent, useLiveTopic } from '../../../lib/live.ts';
import { crashTable } from '../api/crash-table-api.ts';
import { applyCrashEvent } from '../lib/crash-events.ts';

export const CRASH_TABLE_POLL_MS = 1_000;
export const CRASH_TABLE_SAFETY_MS = 15_000;

export function useCrashTable() {
  const [table, setTable] = useState<CrashTable | null>(null);
  // The state events apply to: the newest one, also between an event and the render it causes.
  const latest = useRef<CrashTable | null>(null);
  const show = useCallback((next: CrashTable) => {
    latest.current = next;
    setTable(next);
  }, []);
  /** server time − device time (ms). */
  const offset = useRef(0);
  const refresh = useCallback(async () => {
    const sent = Date.now();
    try {
      const next = await crashTable();
      // Half the round trip: the reply's `now` was stamped about then.
      offset.current = Date.parse(next.now) - (sent + Date.now()) / 2;
      show(next);
    } catch {
      // The next poll tries again; the screen keeps the last state.
    }
  }, [show]);
  const live = useLiveConnected();
  // Confirmed (also after a reconnect): events from here on apply to the state read now.
  useLiveTopic('crash', () => void refresh());
  const onEvent = useCallback(
    (event: LiveEvent) => {
      const known = latest.current;
      if (!known) return;
      const next = applyCrashEvent(known, event);
      if (next) show(next);
      else void refresh();
    },
    [refresh, show],
  );
  useLiveEvent(CRASH_EVENTS.round, onEvent);
  useLiveEvent(CRASH_EVENTS.bet, onEvent);
  useLiveEvent(CRASH_EVENTS.cashOut, onEvent);
  useLiveEvent(CRASH_EVENTS.bust, onEvent);
  useEffect(() => {
    // The first look right away (in a timer, so the state is set from a callback, not the effect);
    // again whenever the socket comes or goes, which is the catch-up after a reconnect.
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), live ? CRASH_TABLE_SAFETY_MS : CRASH_TABLE_POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh, live]);
  const serverNow = useCallback(() => Date.now() + offset.current, []);
  return { table, refresh, serverNow };
}
