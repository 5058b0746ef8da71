// The games played over several page actions within one open round (blackjack, mines): how a round
// starts, what an action does and how an abandoned round ends, in the vendor's terms: the state to
// book with the round, whether it is over, what it returns and what more it stakes (a double).
import { actBlackjack, BLACKJACK_ACTIONS, blackjackReturn, dealBlackjack, type BlackjackHand } from './demo-blackjack.ts';
import type { OpenKind, Rng } from './demo-games.ts';
import { actMines, minesReturn, startMines, type MinesField } from './demo-mines.ts';

export type OpenState = (BlackjackHand | MinesField) & { step: number };

export interface OpenMove {
  state: OpenState;
  /** Hundredths of the first stake the round returns once over. */
  returns: number;
  /** More to stake before this move stands (a blackjack double: one more stake). */
  extraStake: boolean;
}

const returnsOf = (kind: OpenKind, state: OpenState) => (state.open ? 0 : kind === 'blackjack' ? blackjackReturn(state as BlackjackHand) : minesReturn(state as MinesField));

export function startOpen(kind: OpenKind, rng: Rng): OpenMove {
  const state = { ...(kind === 'blackjack' ? dealBlackjack(rng) : startMines(rng)), step: 0 };
  return { state, returns: returnsOf(kind, state), extraStake: false };
}

/** The round after a player's action, or null for one the round does not allow now. */
export function actOpen(kind: OpenKind, state: OpenState, action: string, rng: Rng): OpenMove | null {
  const next = kind === 'blackjack' ? actBlackjack(state as BlackjackHand, action, rng) : actMines(state as MinesField, action);
  if (!next) return null;
  const moved = { ...next, step: state.step + 1 };
  return { state: moved, returns: returnsOf(kind, moved), extraStake: kind === 'blackjack' && action === 'double' };
}

/**
 * How the vendor ends a round its player left open (the recovery job): a blackjack hand stands, a
 * mines field cashes out what it has (a field with no tile picked returns the stake).
 */
export function abandonOpen(kind: OpenKind, state: OpenState, rng: Rng): OpenMove {
  if (kind === 'blackjack') return actOpen(kind, state, 'stand', rng)!;
  const field = state as MinesField;
  if (field.picked.length === 0) return { state: { ...state, open: false, step: state.step + 1 }, returns: 100, extraStake: false };
  return actOpen(kind, state, 'cash', rng)!;
}

export const OPEN_ACTIONS: Record<OpenKind, RegExp> = { blackjack: new RegExp(`^(${BLACKJACK_ACTIONS.join('|')})$`), mines: /^(cash|pick:\d{1,2})$/ };
