// One rule for the messages of every form ("field errors clear when corrected"):
//   - nothing shows while the player fills the form in for the first time;
//   - a submit (`check`) shows the message of every field that fails;
//   - from then on those fields are checked again at every change, so a message disappears as soon
//     as its field is valid (and follows the value while it is not: 'Insufficient coins' becomes
//     'Minimum withdrawal: 100.00');
//   - a refusal from the server for one field (`refuse`: an unknown gift code) stays until that
//     field's value changes.
// Forms keep their values as they like; they hand them in at each render with their validate.
import { useState } from 'react';

type Errors<F extends string, E> = Partial<Record<F, E>>;

export interface FieldErrorsApi<F extends string, E> {
  /** The messages to show now, by field. */
  errors: Errors<F, E>;
  /** At submit: shows the failing fields among `fields` (default all); true when they all pass. */
  check: (fields?: readonly F[]) => boolean;
  /** Shows a server refusal under `field` until its value changes. */
  refuse: (field: F, error: E) => void;
  /** Forgets everything shown (the form switched mode, or was sent). */
  reset: () => void;
}

export function useFieldErrors<V extends object, F extends keyof V & string, E>(
  values: V,
  validate: (values: V) => Errors<F, E>,
): FieldErrorsApi<F, E> {
  const [shown, setShown] = useState<ReadonlySet<F>>(() => new Set());
  const [refused, setRefused] = useState<Errors<F, { error: E; value: unknown }>>({});

  const live = validate(values);
  const errors: Errors<F, E> = {};
  for (const field of shown) {
    if (live[field] !== undefined) errors[field] = live[field];
  }
  for (const field of Object.keys(refused) as F[]) {
    const refusal = refused[field];
    if (refusal && errors[field] === undefined && Object.is(values[field], refusal.value)) errors[field] = refusal.error;
  }

  return {
    errors,
    check: (fields) => {
      const failing = (Object.keys(live) as F[]).filter((field) => live[field] !== undefined && (!fields || fields.includes(field)));
      if (failing.length > 0) setShown((current) => new Set([...current, ...failing]));
      return failing.length === 0;
    },
    refuse: (field, error) => setRefused((current) => ({ ...current, [field]: { error, value: values[field] } })),
    reset: () => {
      setShown(new Set());
      setRefused({});
    },
  };
}
