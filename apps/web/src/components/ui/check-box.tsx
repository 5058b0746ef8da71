// A real <input type="checkbox"> (antd-mobile's Checkbox hides its input with display:none, which
// takes it out of the accessibility tree), drawn to match the app.
import type { ReactNode } from 'react';
import './check-box.css';
import { Icon } from './icon.tsx';

interface CheckBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
  children: ReactNode;
}

export function CheckBox({ checked, onChange, invalid = false, describedBy, children }: CheckBoxProps) {
  return (
    <label className={invalid ? 'check-box check-box--invalid' : 'check-box'}>
      <input
        type="checkbox"
        className="check-box__input"
        checked={checked}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="check-box__box" aria-hidden="true">
        {checked ? <Icon name="CheckOutline" /> : null}
      </span>
      <span className="check-box__label">{children}</span>
    </label>
  );
}
