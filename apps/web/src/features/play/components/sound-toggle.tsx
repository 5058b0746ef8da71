// The in-house games' mute switch in the top bar: a toggle button ("Sound", pressed = on) whose
// choice is kept on the device (sound-setting.ts). Switching on answers with a tick.
import { useTranslation } from 'react-i18next';
import { playSound } from '../sound/sound-effects.ts';
import { setSoundOn, useSoundOn } from '../sound/sound-setting.ts';
import { Icon } from '../../../components/ui/icon.tsx';

export function SoundToggle() {
  const { t } = useTranslation(['ui', 'messages']);
  const on = useSoundOn();
  return (
    <button
      type="button"
      className="play-bar__icon"
      aria-label={t('play.topBar.sound')}
      aria-pressed={on}
      title={on ? t('play.topBar.soundOn') : t('play.topBar.soundOff')}
      onClick={() => {
        setSoundOn(!on);
        playSound('tick'); // heard only when switched on: the confirmation, and audio unlocked in a tap
      }}
      data-testid="sound-toggle"
    >
      {on ? <Icon name="SoundOutline" /> : <Icon name="SoundMuteOutline" />}
    </button>
  );
}
