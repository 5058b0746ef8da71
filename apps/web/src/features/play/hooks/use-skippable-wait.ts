import { useCallback, useRef } from 'react';

/**
 * Pauses of an animation sequence that the player can cut short: after `skip()` every pending and
 * later `wait` resolves at once, until `rearm()` starts the next sequence.
 */
export function useSkippableWait() {
  const skipped = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        if (skipped.current || ms <= 0) {
          resolve();
          return;
        }
        const done = () => {
          clearTimeout(timer);
          pending.current = null;
          resolve();
        };
        const timer = setTimeout(done, ms);
        pending.current = done;
      }),
    [],
  );
  const skip = useCallback(() => {
    skipped.current = true;
    pending.current?.();
  }, []);
  const rearm = useCallback(() => {
    skipped.current = false;
  }, []);
  const isSkipped = useCallback(() => skipped.current, []);
  return { wait, skip, rearm, isSkipped };
}
