// Seconds left of a countdown the server gave at `since` (epoch ms), ticking each second on screen.
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number | null | undefined, since: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (seconds === null || seconds === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds, since]);
  if (seconds === null || seconds === undefined) return null;
  return Math.max(0, seconds - Math.max(0, Math.floor((now - since) / 1000)));
}
