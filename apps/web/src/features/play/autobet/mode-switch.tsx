// Manual / Auto above a game's action button; locked while an autobet run is going.
import { useTranslation } from 'react-i18next';

export function ModeSwitch({ mode, onChange, disabled }: { mode: 'manual' | 'auto'; onChange: (mode: 'manual' | 'auto') => void; disabled?: boolean }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <div className="play-toggle" role="radiogroup" aria-label={t('play.autobet.mode')}>
      {(['manual', 'auto'] as const).map((key) => (
        <button key={key} type="button" role="radio" aria-checked={mode === key} className={mode === key ? 'play-chip play-chip--active' : 'play-chip'} disabled={disabled} onClick={() => onChange(key)}>
          {t(`play.autobet.${key}`)}
        </button>
      ))}
    </div>
  );
}
