// The email input shared by the login and sign-up forms ('invalid email', docs/requirements/accounts.md#2-sign-up).
import { LIMITS } from '@khel/contracts/limits';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';

interface EmailFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function EmailField({ id, value, error, onChange }: EmailFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <Field id={id} label={t('auth.email')} error={error}>
      <input
        id={id}
        className="field__input"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMaxLength}
        placeholder={t('auth.emailPlaceholder')}
        value={value}
        aria-invalid={error !== undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
