import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time: a second tap while a bet is in flight is ignored synchronously (a ref,
 * not state, so two taps in the same frame cannot both pass), which is what stops double spends.
 */
export function useSingleFlight(): [busy: boolean, run: <T>(task: () => Promise<T>) => Promise<T | undefined>] {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
