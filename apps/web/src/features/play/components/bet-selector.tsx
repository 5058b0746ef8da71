// Bet amount chooser: presets in rupees plus −/+ steps; the value is integer hundredths.
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';

interface BetSelectorProps {
  value: number;
  onChange: (value: number) => void;
  presets: readonly number[];
  step: number;
  min: number;
  max: number;
  disabled?: boolean;
  label?: string;
}

export function BetSelector({ value, onChange, presets, step, min, max, disabled, label }: BetSelectorProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <div className="play-bet" role="group" aria-label={label ?? t('play.bet')}>
      <div className="play-bet__row">
        <button type="button" className="play-bet__step" aria-label={t('play.betDown')} disabled={disabled || value <= min} onClick={() => onChange(clamp(value - step))}>
          −
        </button>
        <output className="play-bet__value" data-testid="bet-amount">
          {formatBalance(value)}
        </output>
        <button type="button" className="play-bet__step" aria-label={t('play.betUp')} disabled={disabled || value >= max} onClick={() => onChange(clamp(value + step))}>
          +
        </button>
      </div>
      <div className="play-bet__presets">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={preset === value ? 'play-chip play-chip--active' : 'play-chip'}
            aria-pressed={preset === value}
            disabled={disabled}
            onClick={() => onChange(preset)}
          >
            {formatBalance(preset)}
          </button>
        ))}
      </div>
    </div>
  );
}
