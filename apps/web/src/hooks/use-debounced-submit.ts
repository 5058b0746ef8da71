import { LIMITS } from '@khel/contracts/limits';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Leading-edge debounce for submit buttons (500 ms, docs/requirements/accounts.md#2-sign-up): the first tap runs at once, taps
 * that follow within the window (a double tap) are dropped and extend it.
 */
export function useDebouncedSubmit<A extends unknown[]>(
  submit: (...args: A) => void,
  windowMs: number = LIMITS.submitDebounceMs,
): (...args: A) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      const quiet = now - last.current >= windowMs;
      last.current = now;
      if (quiet) latest.current(...args);
    },
    [windowMs],
  );
}
