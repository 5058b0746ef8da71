// The shared crash round as this screen knows it: the server's state, asked again every
// CRASH_TABLE_POLL_MS and at once after the player's own bet or cash-out, with the offset between
// the server's clock and this device's, so the curve is drawn from the server's flyingAt. The live
// channel's 'crash' topic (h-live's useLiveTopic/useLiveEvent) can replace the poll's timing; the
// state call stays the catch-up after a reconnect.
import type { CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import { useCallback, useEffect, useRef, useState } from 'react';
import { crashTable } from '../api/crash-table-api.ts';

export const CRASH_TABLE_POLL_MS = 1_000;

export function useCrashTable() {
  const [table, setTable] = useState<CrashTable | null>(null);
  /** server time − device time (ms). */
  const offset = useRef(0);
  const refresh = useCallback(async () => {
    const sent = Date.now();
    try {
      const next = await crashTable();
      // Half the round trip: the reply's `now` was stamped about then.
      offset.current = Date.parse(next.now) - (sent + Date.now()) / 2;
      setTable(next);
    } catch {
      // The next poll tries again; the screen keeps the last state.
    }
  }, []);
  useEffect(() => {
    // The first look right away (in a timer, so the state is set from a callback, not the effect).
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), CRASH_TABLE_POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh]);
  const serverNow = useCallback(() => Date.now() + offset.current, []);
  return { table, refresh, serverNow };
}
