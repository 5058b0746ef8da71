// Numeric inputs (docs/requirements/accounts.md#2-sign-up): non-digits are stripped as they are typed or pasted, the value is cut
// at maxLength, and phone numbers lose their leading zeros (03001234567 → 3001234567).
import { digitsOnly, normalizePhone } from '@khel/contracts/rules';
import type { InputHTMLAttributes } from 'react';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'maxLength'>;

interface DigitInputProps extends NativeProps {
  value: string;
  onValueChange: (value: string) => void;
  maxLength: number;
  /** Drops leading zeros, for phone numbers. */
  phone?: boolean;
}

export function cleanDigits(raw: string, maxLength: number, phone: boolean): string {
  const digits = raw.replace(/\D/g, '');
  return digitsOnly(phone ? normalizePhone(digits) : digits, maxLength);
}

export function DigitInput({ value, onValueChange, maxLength, phone = false, className, autoComplete, ...rest }: DigitInputProps) {
  return (
    <input
      {...rest}
      className={className ?? 'field__input'}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete ?? (phone ? 'tel-national' : 'off')}
      value={value}
      onChange={(event) => onValueChange(cleanDigits(event.target.value, maxLength, phone))}
    />
  );
}
