// Settlement: every open bet whose legs all have results is settled by one settle of its
// game-wallet round, in the transaction that writes the bet's outcome, a chunk of bets at a time
// (set-based: the chunk's outcomes are one update, which locks the bets still open, and their
// settles one call of the game wallet's game_settle_rounds). A chunk either commits money and bets
// together or not at all; a retry finds the bets still open and settles them once (the round's
// settle is idempotent by its tx id `sbs:<bet>`).
//
// Corrections: when two operators change a settled market's result, each settled bet on it is
// settled again from its legs' results now, and the game wallet moves the difference under the
// key of the market's result version (round-corrections.ts). Cashed-out bets keep their cash-out.
// The approval first holds settlement back (holdSettlement), so no chunk settles at the old result
// after the correction looked for bets to correct.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { groupCommitQueues } from '../../platform/group-commit.ts';
import { correctSettledRounds, isLostRace, roundsSettled, settleRoundsIn } from '../game-wallet/game-wallet.service.ts';
import { netOdds, settle } from './bet-maths.ts';
import { reopenBets, selectLegResults, selectSettleableBets, selectSettledBetsOn, settlementLock, updateBetOutcomes, type LegRow, type SettleableBet, type SettleStream } from './bets.repository.ts';

export const SPORTSBOOK_PROVIDER = 'sportsbook';
export const settleTxOf = (betId: string) => `sbs:${betId}`;
/** Bets settled per transaction: one read, one update and one game_settle_rounds call each. */
export const SETTLE_CHUNK = 2_000;
const RACE_RETRIES = 5;

export function legsByBet<L extends Pick<LegRow, 'bet_id'>>(legs: readonly L[]): Map<string, L[]> {
  const map = new Map<string, L[]>();
  for (const leg of legs) {
    let list = map.get(leg.bet_id);
    if (!list) map.set(leg.bet_id, (list = []));
    list.push(leg);
  }
  return map;
}

/** A bet's outcome from its legs as the database holds them (bet-maths.ts settle: null while a leg has no result). */
function outcomeOf(stake: number, legs: readonly Pick<LegRow, 'odds' | 'result' | 'dead_heat'>[]) {
  return settle(stake, legs.map((l) => ({ odds: l.odds, result: l.result, deadHeat: l.dead_heat })));
}

/** Runs `work` (one statement or a whole transaction: nothing of it kept when it fails) again when it lost a race with another (the winner's rows are then seen). */
export async function retryingLostRaces<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= RACE_RETRIES || !isLostRace(error)) throw error;
    }
  }
}

/** Runs `work` in a transaction, again when it lost a race with another. */
export function retryingTransaction<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return retryingLostRaces(() => db.transaction(work));
}

export interface SettleSummary {
  bets: number;
  /** Paid to players (stakes back included). */
  paid: number;
}

export function createSettlement(deps: { db: Database; clock: Clock; log: FastifyBaseLogger }) {
  const { db, clock, log } = deps;

  async function settleChunk(tx: Queryable, bets: readonly SettleableBet[]): Promise<SettleSummary> {
    const decided = bets.flatMap((bet) => {
      const outcome = outcomeOf(bet.stake, bet.legs);
      return outcome ? [{ bet, ...outcome }] : [];
    });
    // The outcomes of the bets still open (a cash-out may have come between), which locks them; then their money.
    const written = new Set(await updateBetOutcomes(tx, decided.map(({ bet, state, payout }) => ({ id: bet.id, state, payout })), ['open'], clock.now()));
    const settling = decided.filter(({ bet }) => written.has(bet.id));
    const answers = await settleRoundsIn(
      tx,
      clock,
      SPORTSBOOK_PROVIDER,
      settling.map(({ bet, payout }) => ({ kind: 'settle' as const, txId: settleTxOf(bet.id), playerId: bet.player_id, roundId: bet.id, amount: payout, odds: netOdds(bet.odds) })),
    );
    const done = settling.filter((_, i) => answers[i]!.outcome === 'ok');
    const refused = settling.flatMap(({ bet }, i) => (answers[i]!.outcome === 'ok' ? [] : [{ betId: bet.id, outcome: answers[i]!.outcome }]));
    for (const refusal of refused) log.error(refusal, 'sportsbook: the wallet refused a settle; the bet stays open');
    await reopenBets(tx, refused.map((r) => r.betId));
    return { bets: done.length, paid: done.reduce((sum, d) => sum + d.payout, 0) };
  }

  /** One stream's share of settleBets, a chunk per transaction. */
  async function settleStream(marketIds: readonly number[] | null, stream: SettleStream): Promise<SettleSummary> {
    const total: SettleSummary = { bets: 0, paid: 0 };
    let after: string | null = null;
    for (;;) {
      const from: string | null = after;
      const chunk = await retryingTransaction(db, async (tx) => {
        await settlementLock(tx, stream);
        const { bets, scanned } = await selectSettleableBets(tx, marketIds, from, SETTLE_CHUNK, stream);
        const done = bets.length > 0 ? await settleChunk(tx, bets) : { bets: 0, paid: 0 };
        return { scanned, ...done };
      });
      total.bets += chunk.bets;
      total.paid += chunk.paid;
      if (chunk.scanned === null) return total;
      after = chunk.scanned;
    }
  }

  /**
   * Settles every open bet with a leg in the markets (null: in any market) whose legs all have
   * results; answers how many and what they paid. The bets are split by player into as many
   * streams as the game wallet has callback queues (platform/group-commit.ts groupCommitQueues: two
   * on PostgreSQL), which run side by side, a chunk per transaction each: their players differ, so
   * they never wait for each other's locks.
   */
  async function settleBets(marketIds: readonly number[] | null): Promise<SettleSummary> {
    const of = groupCommitQueues(db);
    const streams = await Promise.all(Array.from({ length: of }, (_, k) => settleStream(marketIds, { of, k })));
    const total = { bets: streams.reduce((sum, s) => sum + s.bets, 0), paid: streams.reduce((sum, s) => sum + s.paid, 0) };
    if (total.bets > 0) roundsSettled(db);
    return total;
  }

  /**
   * Waits for the settlement chunks in flight and holds back the next until the caller's transaction
   * ends: a chunk reads its legs' results before it writes, so a result changed meanwhile (a
   * correction) would be settled at the old one, after the correction looked for bets to correct.
   */
  async function holdSettlement(tx: Queryable): Promise<void> {
    const of = groupCommitQueues(db);
    for (let k = 0; k < of; k++) await settlementLock(tx, { of, k });
  }

  /**
   * A settled market's result changed (version `version`): every bet on it settled before (won, lost,
   * void) is settled again from its legs now; the difference moves once. Answers the bets changed and
   * the money moved to players (negative: taken back); open bets wait for settleBets.
   */
  async function correctBets(tx: Queryable, marketId: number, version: number): Promise<{ bets: number; netPaid: number }> {
    let after: string | null = null;
    let bets = 0;
    let netPaid = 0;
    for (;;) {
      const rows = await selectSettledBetsOn(tx, marketId, after, SETTLE_CHUNK);
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const legs = legsByBet(await selectLegResults(tx, rows.map((b) => b.id)));
      const changed = rows.flatMap((bet) => {
        const outcome = outcomeOf(bet.stake, legs.get(bet.id) ?? []);
        return outcome && (outcome.payout !== bet.payout || outcome.state !== bet.state) ? [{ bet, ...outcome }] : [];
      });
      const moved = await correctSettledRounds(
        tx,
        SPORTSBOOK_PROVIDER,
        changed.map(({ bet, payout }) => ({ roundId: bet.id, playerId: bet.player_id, win: payout, key: `${bet.id}:m${marketId}v${version}` })),
      );
      const byRound = new Map(moved.map((m) => [m.roundId, m]));
      await updateBetOutcomes(
        tx,
        changed.map(({ bet, state, payout: target }) => {
          const paid = bet.payout! + byRound.get(bet.id)!.moved;
          // What the player still holds beyond the corrected payout (a correction taken back only
          // as far as the balance held it); a later correction upwards pays the difference and so
          // clears it.
          return { id: bet.id, state, payout: paid, shortfall: Math.max(0, paid - target) };
        }),
        ['won', 'lost', 'void'],
        clock.now(),
      );
      bets += changed.length;
      netPaid += moved.reduce((sum, m) => sum + m.moved, 0);
      if (rows.length < SETTLE_CHUNK) break;
    }
    return { bets, netPaid };
  }

  return { settleBets, holdSettlement, correctBets };
}

export type Settlement = ReturnType<typeof createSettlement>;
