// A labelled form field: a visible label tied to the input, an optional fixed prefix (+92), and the
// validation message under it. Inputs are native so labels, autofill and tests behave.
import type { ReactNode } from 'react';
import './field.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** A fixed prefix such as +92; the control then reads left to right even in Urdu, as numbers do. */
  prefix?: ReactNode;
  suffix?: ReactNode;
  children: ReactNode;
}

export function Field({ id, label, error, hint, prefix, suffix, children }: FieldProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={prefix ? 'field__control field__control--ltr' : 'field__control'}>
        {prefix ? <span className="field__prefix">{prefix}</span> : null}
        {children}
        {suffix ? <span className="field__suffix">{suffix}</span> : null}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
