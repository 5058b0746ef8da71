// The one rule of every player limit (deposit, loss, wager, session time): a stricter limit — lower,
// or a first one — applies at once; a looser one — higher, or none — after 24 hours, shown as
// pending meanwhile. Shared by the server (which decides) and the app (which says what will happen).
export const LIMIT_RAISE_DELAY_MS = 24 * 3_600_000;

export interface LimitState {
  /** In force; null = no limit. */
  amount: number | null;
  /** A looser value waiting out its delay (null amount = removal). */
  pending: { amount: number | null; effectiveAt: Date } | null;
}

/** Whether `next` is at least as strict as `current` (null = no limit, the loosest). */
export function isStricter(current: number | null, next: number | null): boolean {
  return next !== null && (current === null || next <= current);
}

/** The limit in force at `now`: a pending change whose time has come counts. */
export function limitInForce(state: LimitState, now: Date): LimitState {
  if (state.pending && state.pending.effectiveAt.getTime() <= now.getTime()) return { amount: state.pending.amount, pending: null };
  return state;
}

/** The state after the player asks for `next` at `now` (a stricter request also drops a pending raise). */
export function changeLimit(state: LimitState, next: number | null, now: Date): LimitState {
  const current = limitInForce(state, now).amount;
  if (isStricter(current, next)) return { amount: next, pending: null };
  return { amount: current, pending: { amount: next, effectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) } };
}
