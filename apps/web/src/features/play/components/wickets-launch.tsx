// 9WICKETS (spec §4): the game opens in its own window with the balance moved there; the in-game
// flag is set, the window is polled every 500 ms, and on close the flag clears, thirdGameLogout
// brings the balance back (with the bets played there, for the Bet tab) and the balance refreshes. The window is opened on the tap
// itself (then pointed at the URL) so pop-up blockers allow it.
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toast.ts';
import { useInGameStore } from '../../../stores/in-game-store.ts';
import { usePlayer, applyBalance } from '../../../stores/session-store.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { launchGame, wicketsLogout } from '../api/play-api.ts';

export const WINDOW_POLL_MS = 500;

type Phase = 'idle' | 'playing' | 'returned' | 'blocked';

export function WicketsLaunch({ id }: { id: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const playerId = usePlayer()?.playerId ?? 0;
  const setInGame = useInGameStore((state) => state.setInGame);
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  const finish = async () => {
    setInGame(false);
    try {
      applyBalance(await wicketsLogout(playerId));
    } catch (error) {
      toastError(error);
    }
    setPhase('returned');
  };

  const open = async () => {
    const win = window.open('about:blank', '_blank');
    if (!win) {
      setPhase('blocked');
      return;
    }
    setInGame(true);
    setPhase('playing');
    try {
      const url = await launchGame(playerId, id, { language: currentLanguage(), theme: usePreferencesStore.getState().themeMode });
      // The demo sportsbook's URL is relative to Khel: resolve it against this page, not about:blank.
      win.location.href = new URL(url, window.location.href).toString();
    } catch (error) {
      win.close();
      toastError(error);
    }
    timer.current = setInterval(() => {
      if (!win.closed) return;
      clearInterval(timer.current);
      void finish();
    }, WINDOW_POLL_MS);
  };

  return (
    <div className="play-center play-wickets">
      <h2>{t('play.wickets.title')}</h2>
      <p>{phase === 'playing' ? t('play.wickets.playing') : phase === 'returned' ? t('play.wickets.returned') : phase === 'blocked' ? t('play.wickets.blocked') : t('play.wickets.text')}</p>
      <Button color="primary" size="large" disabled={phase === 'playing'} onClick={() => void open()}>
        {t('play.wickets.open')}
      </Button>
    </div>
  );
}
