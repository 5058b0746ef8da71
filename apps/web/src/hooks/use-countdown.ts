import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be requested again (60 s by default). */
export function useCountdown(): { secondsLeft: number; start: (seconds?: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  const start = useCallback((seconds = 60) => setSecondsLeft(seconds), []);
  return { secondsLeft, start };
}
