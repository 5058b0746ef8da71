// A stake: the amount in rupees (typed, or a preset), the reason it cannot be placed, and what it
// could return.
import { SPORTS_MIN_STAKE, SPORTS_STAKE_PRESETS } from '@khel/contracts/endpoints/sportsbook';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBalance, formatRupeesShort } from '../../../lib/money.ts';
import { SLIP_MAX_STAKE, stakeText, type StakeCheck } from '../lib/stake.ts';

interface StakeFieldProps {
  id: string;
  /** Said after "Stake" to screen readers: which selection the stake is for. */
  about?: string;
  value: string;
  check: StakeCheck;
  /** Show why the stake is not valid (after a try to place, or once something is typed). */
  showError: boolean;
  potentialReturn: number | null;
  disabled: boolean;
  onChange: (text: string) => void;
}

export function StakeField({ id, about, value, check, showError, potentialReturn, disabled, onChange }: StakeFieldProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const error = check.ok || (!showError && value.trim() === '') ? null : stakeError(t, check.error);
  return (
    <div className="sports-stake">
      <div className="sports-stake__row">
        <label className="sports-stake__label" htmlFor={id}>
          {t('sports.slip.stake')}
          {about ? <span className="visually-hidden">: {about}</span> : null}
        </label>
        <span className="sports-stake__box">
          <span aria-hidden="true">₨</span>
          <input
            id={id}
            className="sports-stake__input"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </span>
      </div>
      <div className="sports-stake__presets" role="group" aria-label={t('sports.slip.presets')}>
        {SPORTS_STAKE_PRESETS.map((preset) => (
          <button key={preset} type="button" className="sports-chip" aria-pressed={value === stakeText(preset)} disabled={disabled} onClick={() => onChange(stakeText(preset))}>
            {formatRupeesShort(preset)}
          </button>
        ))}
      </div>
      {error ? (
        <p className="sports-stake__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <p className="sports-stake__return">
        {t('sports.slip.potentialReturn')} <strong>{potentialReturn === null ? '—' : formatBalance(potentialReturn)}</strong>
      </p>
    </div>
  );
}

function stakeError(t: TFunction<['ui', 'messages']>, error: Extract<StakeCheck, { ok: false }>['error']): string {
  switch (error) {
    case 'empty':
      return t('sports.slip.stakeMissing');
    case 'notAnAmount':
      return t('sports.slip.stakeInvalid');
    case 'tooLow':
      return t('messages:sportsStakeTooLow', { min: formatBalance(SPORTS_MIN_STAKE) });
    case 'tooHigh':
      return t('messages:sportsStakeTooHigh', { max: formatBalance(SLIP_MAX_STAKE) });
  }
}
