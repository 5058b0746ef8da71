import { LIMITS } from '@khel/contracts/limits';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>;

interface PasswordInputProps extends NativeProps {
  value: string;
  onValueChange: (value: string) => void;
}

/** A password input (max 20, docs/requirements/accounts.md#5-passwords) with a show/hide toggle. */
export function PasswordInput({ value, onValueChange, ...rest }: PasswordInputProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const [visible, setVisible] = useState(false);
  return (
    <>
      <input
        {...rest}
        className="field__input"
        type={visible ? 'text' : 'password'}
        maxLength={LIMITS.passwordMaxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value.slice(0, LIMITS.passwordMaxLength))}
      />
      <button
        type="button"
        className="field__toggle"
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <Icon name="EyeOutline" /> : <Icon name="EyeInvisibleOutline" />}
      </button>
    </>
  );
}
