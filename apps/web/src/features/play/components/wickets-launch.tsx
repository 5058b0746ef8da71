// 9WICKETS (docs/requirements/games.md#4-9wickets-transfer-wallet): the game opens in its own window with the balance moved there. The
// window is watched app-wide (api/wickets-window.ts), so leaving this page keeps the watch: on close the
// in-game flag clears, thirdGameLogout brings the balance back (with the bets played there, for
// the Bet tab) and the balance refreshes. The window is opened on the tap itself (then pointed at
// the URL) so pop-up blockers allow it.
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../lib/toast.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { launchGame } from '../api/play-api.ts';
import { abandonWicketsWindow, onWicketsReturn, watchWicketsWindow, wicketsWindowOpen } from '../../../stores/wickets-window.ts';

type Phase = 'idle' | 'playing' | 'returned' | 'blocked';

export function WicketsLaunch({ id }: { id: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const playerId = usePlayer()?.playerId ?? 0;
  const [phase, setPhase] = useState<Phase>(() => (wicketsWindowOpen() ? 'playing' : 'idle'));

  useEffect(() => onWicketsReturn(() => setPhase('returned')), []);

  const open = async () => {
    const win = window.open('about:blank', '_blank');
    if (!win) {
      setPhase('blocked');
      return;
    }
    watchWicketsWindow(win, playerId);
    setPhase('playing');
    try {
      const url = await launchGame(playerId, id, { language: currentLanguage(), theme: usePreferencesStore.getState().themeMode });
      // The demo sportsbook's URL is relative to Khel: resolve it against this page, not about:blank.
      win.location.href = new URL(url, window.location.href).toString();
    } catch (error) {
      // The balance may have moved before the launch failed: it comes back now.
      toastError(error);
      await abandonWicketsWindow(win, playerId);
    }
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
