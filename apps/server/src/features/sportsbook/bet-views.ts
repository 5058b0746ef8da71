// Bets as the player sees them (the contract's SportsBet): their legs with each selection's result
// now, and the cash-out offered now.
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import type { Queryable } from '../../platform/db.ts';
import { selectLegs, type BetRow } from './bets.repository.ts';
import { cashOutOffers } from './cash-out.ts';
import { legsByBet } from './settlement.ts';
import { toBet } from './views.ts';

export async function betViews(q: Queryable, bets: readonly BetRow[]): Promise<SportsBet[]> {
  const legs = legsByBet(await selectLegs(q, bets.map((b) => b.id)));
  const offers = await cashOutOffers(q, bets, legs);
  return bets.map((bet) => toBet(bet, legs.get(bet.id) ?? [], offers.get(bet.id) ?? null));
}
