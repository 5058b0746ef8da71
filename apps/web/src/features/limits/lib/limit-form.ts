// The limit forms' rules, one place for the Limits screen and the limits offer: what was typed
// becomes the request (rupees → hundredths, minutes as they are), a session limit must be 5–1440
// minutes, and the app says before saving whether the change applies at once or after 24 hours
// (the server's rule, contracts limit-change.ts).
import { SESSION_LIMIT_MINUTES, type PlayLimitKind } from '@khel/contracts/endpoints/limits';
import { isStricter } from '@khel/contracts/limit-change';

export type FormCheck = { ok: true; amount: number } | { ok: false; error: 'empty' | 'sessionRange' };

/** Typed digits of a limit → the request's amount: hundredths for money, minutes for session time. */
export function limitAmountOf(kind: PlayLimitKind | 'deposit', typed: string): FormCheck {
  if (typed === '') return { ok: false, error: 'empty' };
  const value = Number(typed);
  if (kind !== 'session') return { ok: true, amount: value * 100 };
  if (value < SESSION_LIMIT_MINUTES.min || value > SESSION_LIMIT_MINUTES.max) return { ok: false, error: 'sessionRange' };
  return { ok: true, amount: value };
}

/** When a change from `current` to `next` takes effect (null = no limit). */
export function whenApplies(current: number | null, next: number | null): 'now' | 'after24h' {
  return isStricter(current, next) ? 'now' : 'after24h';
}

export interface OfferValues {
  deposit: string;
  loss: string;
  session: string;
}

export type OfferRequest = { kind: 'deposit' | PlayLimitKind; amount: number };

/** The offer's filled fields as requests (empty ones are skipped), or the first field in error. */
export function offerRequests(values: OfferValues): { ok: true; requests: OfferRequest[] } | { ok: false; field: keyof OfferValues; error: 'sessionRange' } {
  const requests: OfferRequest[] = [];
  for (const [field, kind] of [['deposit', 'deposit'], ['loss', 'loss'], ['session', 'session']] as const) {
    const check = limitAmountOf(kind, values[field]);
    if (check.ok) requests.push({ kind, amount: check.amount });
    else if (check.error === 'sessionRange') return { ok: false, field, error: check.error };
  }
  return { ok: true, requests };
}
