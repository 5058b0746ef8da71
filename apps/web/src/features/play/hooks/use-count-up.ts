import { useEffect, useState } from 'react';

/**
 * A win counter: counts from 0 up to `target` (integer hundredths) over `durationMs`, easing out,
 * starting again whenever `key` changes (a new round). With `instant` it shows the target at once.
 * Only the display counts; the amount is the server's from the start.
 */
export function useCountUp(target: number, key: string, { durationMs, instant }: { durationMs: number; instant: boolean }): number {
  const [progress, setProgress] = useState<{ key: string; value: number }>({ key: '', value: 0 });

  useEffect(() => {
    if (instant || target <= 0 || typeof requestAnimationFrame !== 'function') return;
    let frame = 0;
    const start = performance.now();
    const tick = () => {
      const t = Math.min(1, Math.max(0, (performance.now() - start) / durationMs));
      const eased = 1 - (1 - t) ** 3;
      setProgress({ key, value: t >= 1 ? target : Math.floor(target * eased) });
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, key, durationMs, instant]);

  if (instant || target <= 0) return target;
  return progress.key === key ? progress.value : 0;
}

/** Longer wins count a little longer, so a big number has time to climb (0.6 s … 2.4 s). */
export function countDuration(payout: number, bet: number): number {
  const ratio = bet > 0 ? payout / bet : 1;
  return Math.round(Math.min(2400, 600 + 300 * Math.log2(1 + ratio)));
}
