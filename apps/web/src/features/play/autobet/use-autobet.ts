// The autobet loop as component state: start, the stop button, progress and why it ended. The
// loop stops too when the screen unmounts, so leaving the game never leaves bets running.
import { useCallback, useEffect, useRef, useState } from 'react';
import { runAutobet, type AutobetEnd, type AutobetProgress, type AutobetSettings, type RoundResult } from './autobet-runner.ts';

export function useAutobet() {
  const stopRef = useRef(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<AutobetProgress | null>(null);
  const [end, setEnd] = useState<AutobetEnd | null>(null);

  useEffect(
    () => () => {
      stopRef.current = true;
    },
    [],
  );

  const start = useCallback(async (baseStake: number, settings: AutobetSettings, play: (stake: number) => Promise<RoundResult>) => {
    stopRef.current = false;
    setRunning(true);
    setEnd(null);
    setProgress({ played: 0, profit: 0, stake: baseStake });
    const result = await runAutobet({ baseStake, settings, play, stopRequested: () => stopRef.current, onRound: setProgress });
    setEnd(result);
    setRunning(false);
    return result;
  }, []);

  const stop = useCallback(() => {
    stopRef.current = true;
  }, []);

  return { running, progress, end, start, stop };
}
