// Placement's group commit (platform/group-commit.ts, as the game wallet's callbacks): bets that
// passed their checks leave together, one transaction a batch — their rows in one statement, their
// stakes in one call of the game wallet's callback function, the rows of the stakes it refused taken
// out again before the commit. A bet exists exactly when its stake moved, and a batch costs the
// database about what one bet did.
import type { GameOutcome } from '../../adapters/game-providers/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { GroupCommit, groupCommitQueues } from '../../platform/group-commit.ts';
import { moneyCallbacksIn } from '../game-wallet/game-wallet.service.ts';
import { deleteNewBets, insertBets, type NewBetRow } from './bets.repository.ts';
import { retryingTransaction, SPORTSBOOK_PROVIDER } from './settlement.ts';

export const SPORTSBOOK_GAME = { gameId: 'khel-sportsbook', gameName: 'Khel Sportsbook', gameType: 'sports' } as const;
export const stakeTxOf = (betId: string) => `sb:${betId}`;

export interface NewBet {
  bet: NewBetRow;
  /** The player's game session with the sportsbook (providerTokens). */
  token: string;
}

/** Placed with the balance after it; a repeat of a request id already used; or the wallet's refusal of the stake. */
export type WriteOutcome = { kind: 'placed'; balance: number } | { kind: 'repeat' } | { kind: 'refused'; outcome: GameOutcome };

/** Writes the bets and takes their stakes in the caller's transaction; one outcome per bet, in order. */
export async function writeBets(tx: Queryable, clock: Clock, bets: readonly NewBet[]): Promise<WriteOutcome[]> {
  const inserted = new Set(await insertBets(tx, bets.map((b) => b.bet)));
  const staking = bets.filter((b) => inserted.has(b.bet.id));
  const answers = await moneyCallbacksIn(
    tx,
    clock,
    SPORTSBOOK_PROVIDER,
    staking.map(({ bet, token }) => ({ kind: 'bet', txId: stakeTxOf(bet.id), playerId: bet.player_id, token, roundId: bet.id, gameId: SPORTSBOOK_GAME.gameId, amount: bet.stake })),
  );
  const byBet = new Map(staking.map((b, i) => [b.bet.id, answers[i]!]));
  const refused = staking.filter((b) => byBet.get(b.bet.id)!.outcome !== 'ok').map((b) => b.bet.id);
  if (refused.length > 0) await deleteNewBets(tx, refused);
  return bets.map(({ bet }): WriteOutcome => {
    const answer = byBet.get(bet.id);
    if (!answer) return { kind: 'repeat' };
    return answer.outcome === 'ok' ? { kind: 'placed', balance: answer.balance } : { kind: 'refused', outcome: answer.outcome };
  });
}

/** The queues of one database: a bet joins its player's (groupCommitQueues) and resolves with its own outcome. */
export function placementQueues(db: Database, clock: Clock) {
  const queues = Array.from(
    { length: groupCommitQueues(db) },
    () => new GroupCommit<NewBet, WriteOutcome>((bets) => retryingTransaction(db, (tx) => writeBets(tx, clock, bets)), { maxBatch: 128, maxInFlight: 1 }),
  );
  return {
    submit: (bet: NewBet) => queues[bet.bet.player_id % queues.length]!.submit(bet),
    idle: () => Promise.all(queues.map((queue) => queue.idle())).then(() => undefined),
  };
}
