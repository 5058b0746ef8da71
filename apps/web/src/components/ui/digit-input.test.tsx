import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DigitInput } from './digit-input.tsx';

function PhoneField({ phone = true, maxLength = 11 }: { phone?: boolean; maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <label>
      Phone
      <DigitInput phone={phone} maxLength={maxLength} value={value} onValueChange={setValue} />
    </label>
  );
}

describe('numeric inputs', () => {
  it('strips non-digits and the leading zeros of a phone number', async () => {
    render(<PhoneField />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '0300-12a34 567');
    expect(input).toHaveValue('3001234567');
  });

  it('strips pasted formatting too', async () => {
    render(<PhoneField />);
    const input = screen.getByLabelText('Phone');
    await userEvent.click(input);
    await userEvent.paste('0300 765-4321');
    expect(input).toHaveValue('3007654321');
  });

  it('truncates at the maximum length', async () => {
    render(<PhoneField />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '3001234567899999');
    expect(input).toHaveValue('30012345678');
  });

  it('keeps zeros inside non-phone numbers', async () => {
    render(<PhoneField phone={false} maxLength={6} />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '007x123');
    expect(input).toHaveValue('007123');
  });
});
