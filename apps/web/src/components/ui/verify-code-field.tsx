// The one-time code input with its Send code button and resend countdown (bind phone, password
// recovery): 6 digits, autofilled from the SMS where the phone offers it.
import { LIMITS } from '@khel/contracts/limits';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DigitInput } from './digit-input.tsx';
import { Field } from './field.tsx';

interface VerifyCodeFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  /** Seconds until another code may be sent; 0 enables the button. */
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}

export function VerifyCodeField({ id, value, error, onValueChange, secondsLeft, sending, onSend }: VerifyCodeFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <Field
      id={id}
      label={t('settings.verificationCode')}
      error={error}
      suffix={
        <Button size="small" color="primary" fill="outline" disabled={secondsLeft > 0} loading={sending} onClick={onSend}>
          {secondsLeft > 0 ? t('settings.resendIn', { seconds: secondsLeft }) : t('settings.sendCode')}
        </Button>
      }
    >
      <DigitInput id={id} maxLength={LIMITS.verifyCodeLength} value={value} autoComplete="one-time-code" onValueChange={onValueChange} />
    </Field>
  );
}
