// Cash-out: the book offers to end an open bet now at a share of its fair value (bet-maths.ts
// cashOutValue), while every leg still open has a market taking bets. Taking it settles the bet's
// round for that amount in the transaction that marks the bet cashed out; the bet row is locked
// first (bet, then player: the order settlement takes too).
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyCallbacksIn, roundsSettled } from '../game-wallet/game-wallet.service.ts';
import { cashOutValue, fairProbability, netOdds } from './bet-maths.ts';
import { lockPlayerBet, selectLegs, updateBetOutcomes, type BetRow, type LegRow } from './bets.repository.ts';
import { selectEvents, selectMarkets } from './catalogue.repository.ts';
import { legsByBet, retryingTransaction, settleTxOf, SPORTSBOOK_PROVIDER } from './settlement.ts';
import { selectSettings } from './trading.repository.ts';
import { marketStatus } from './views.ts';

/** The offer of each open bet now (null: none), from its legs and their markets' prices. */
export async function cashOutOffers(q: Queryable, bets: readonly BetRow[], legs: ReadonlyMap<string, readonly LegRow[]>): Promise<Map<string, number | null>> {
  const open = bets.filter((bet) => bet.state === 'open');
  const offers = new Map<string, number | null>(bets.map((bet) => [bet.id, null]));
  if (open.length === 0) return offers;
  const pending = open.flatMap((bet) => (legs.get(bet.id) ?? []).filter((leg) => leg.result === null));
  const markets = new Map((await selectMarkets(q, [...new Set(pending.map((leg) => leg.market_id))])).map((m) => [m.id, m]));
  const events = new Map((await selectEvents(q, [...new Set(pending.map((leg) => leg.event_id))])).map((e) => [e.id, e]));
  const { cash_out_value_bp: share } = await selectSettings(q);
  for (const bet of open) {
    const priced = (legs.get(bet.id) ?? []).map((leg) => {
      if (leg.result !== null) return { odds: leg.odds, result: leg.result, deadHeat: leg.dead_heat, probability: null };
      const market = markets.get(leg.market_id);
      const event = events.get(leg.event_id);
      const selection = market?.selections.find((s) => s.id === leg.selection_id);
      const taking = market && event && selection && marketStatus(market, event) === 'open';
      return {
        odds: leg.odds,
        result: null,
        deadHeat: 1,
        probability: taking ? fairProbability(selection.odds, market.selections.map((s) => s.odds)) : null,
      };
    });
    offers.set(bet.id, cashOutValue(bet.stake, priced, share));
  }
  return offers;
}

export function createCashOut(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** Cashes the bet out for `amount` when the offer now is at least that; answers the balance after it. */
  async function cashOut(playerId: number, betId: string, amount: number): Promise<number> {
    const balance = await retryingTransaction(db, async (tx) => {
      const bet = await lockPlayerBet(tx, playerId, betId);
      if (!bet) throw new AppError(ErrorCode.sportsBetNotFound);
      if (bet.state !== 'open') throw new AppError(ErrorCode.sportsCashOutUnavailable);
      const legs = legsByBet(await selectLegs(tx, [bet.id]));
      const offer = (await cashOutOffers(tx, [bet], legs)).get(bet.id) ?? null;
      if (offer === null) throw new AppError(ErrorCode.sportsCashOutUnavailable);
      // The player is paid what they accepted, never less; a fall below it asks them again.
      if (offer < amount) throw new AppError(ErrorCode.sportsCashOutChanged);
      const [answer] = await moneyCallbacksIn(tx, clock, SPORTSBOOK_PROVIDER, [
        { kind: 'settle', txId: settleTxOf(bet.id), playerId, roundId: bet.id, amount, odds: netOdds(bet.odds) },
      ]);
      if (answer!.outcome !== 'ok') throw new AppError(ErrorCode.sportsCashOutUnavailable);
      await updateBetOutcomes(tx, [{ id: bet.id, state: 'cashed-out', payout: amount }], ['open'], clock.now());
      return answer!.balance;
    });
    roundsSettled(db);
    return balance;
  }

  return { cashOut };
}
