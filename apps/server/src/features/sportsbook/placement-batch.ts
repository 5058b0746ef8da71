// Placement's group commit (platform/group-commit.ts, as the game wallet's callbacks): bets that
// passed their checks leave together, a batch one statement (SQL sports_place_bets), so one
// transaction: their rows, their stakes in one call of the game wallet's callback function, the rows
// of the stakes it refused taken out again. A bet exists exactly when its stake moved, and a batch
// costs the database about what one bet did.
import type { GameOutcome } from '../../adapters/game-providers/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { GroupCommit, groupCommitQueues } from '../../platform/group-commit.ts';
import { moneyCallbackArguments } from '../game-wallet/game-wallet.service.ts';
import { placeBets, type NewBetRow } from './bets.repository.ts';
import { retryingLostRaces, SPORTSBOOK_PROVIDER } from './settlement.ts';

export const SPORTSBOOK_GAME = { gameId: 'khel-sportsbook', gameName: 'Khel Sportsbook', gameType: 'sports' } as const;
export const stakeTxOf = (betId: string) => `sb:${betId}`;

export interface NewBet {
  bet: NewBetRow;
  /** The player's game session with the sportsbook (providerTokens). */
  token: string;
}

/** Placed with the balance after it; a repeat of a request id already used; or the wallet's refusal of the stake. */
export type WriteOutcome = { kind: 'placed'; balance: number } | { kind: 'repeat' } | { kind: 'refused'; outcome: GameOutcome };

/** Writes the bets and takes their stakes, one statement (its own transaction, or the caller's); one outcome per bet, in order. */
export async function writeBets(q: Queryable, clock: Clock, bets: readonly NewBet[]): Promise<WriteOutcome[]> {
  const stakes = moneyCallbackArguments(
    clock,
    SPORTSBOOK_PROVIDER,
    bets.map(({ bet, token }) => ({ kind: 'bet', txId: stakeTxOf(bet.id), playerId: bet.player_id, token, roundId: bet.id, gameId: SPORTSBOOK_GAME.gameId, amount: bet.stake })),
  );
  const rows = await placeBets(q, bets.map((b) => b.bet), stakes);
  return rows.map((row): WriteOutcome => {
    if (row.outcome === 'repeat') return { kind: 'repeat' };
    return row.outcome === 'ok' ? { kind: 'placed', balance: row.balance! } : { kind: 'refused', outcome: row.outcome as GameOutcome };
  });
}

/** The queues of one database: a bet joins its player's (groupCommitQueues) and resolves with its own outcome. */
export function placementQueues(db: Database, clock: Clock) {
  const queues = Array.from(
    { length: groupCommitQueues(db) },
    // A batch that lost a race with another (unique violation, serialization failure) kept nothing: run again.
    () => new GroupCommit<NewBet, WriteOutcome>((bets) => retryingLostRaces(() => writeBets(db, clock, bets)), { maxBatch: 128, maxInFlight: 1 }),
  );
  return {
    submit: (bet: NewBet) => queues[bet.bet.player_id % queues.length]!.submit(bet),
  };
}
