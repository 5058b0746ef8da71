// Corrections of settled rounds: a result changed after its round was paid (a sports market's
// result corrected by two operators). The round keeps its stake; its win moves to the corrected
// amount by one ledger transfer, the difference, under a key of the correction's own, so a retry
// moves nothing more. Money taken back is taken only as far as the player's available balance holds
// it (the ledger never goes below zero): the rest is answered as a shortfall, for the caller to
// record. The round's record and valid bet follow the money actually moved.
//
// Valid bet: a round the play outbox has not counted yet is counted from the corrected win; one
// already counted gets its valid amount recomputed, and a rise is added to betting tasks and VIP
// experience. A fall is not taken back from them (a task may have paid out already; the record shows
// the corrected valid amount). docs/decisions/sportsbook.md.
import { Reason } from '@khel/contracts/ledger-reasons';
import { categoryOfGameType, parseValidBetRules, validBet } from '@khel/contracts/valid-bet';
import type { Queryable } from '../../platform/db.ts';
import { configDocument } from '../config/config.service.ts';
import { addVipExperienceOfMany } from '../vip/vip.service.ts';
import { advanceTasksOfMany } from '../wagering/wagering.service.ts';
import { lockAvailable, transfer } from '../wallet/wallet.service.ts';
import { lockSettledRound, roundAwaitsOutbox, updateCorrectedRound } from './game-wallet.repository.ts';

export interface RoundCorrection {
  roundId: string;
  playerId: number;
  /** The round's win as it should be now (hundredths). */
  win: number;
  /** Names this correction: the same key twice moves money once. */
  key: string;
}

export interface CorrectionOutcome {
  roundId: string;
  /** Moved to the player (negative: taken back). */
  moved: number;
  /** What could not be taken back (the balance did not hold it). */
  shortfall: number;
  /** The key was used before: nothing moved this time. */
  replayed: boolean;
}

/** Applies the corrections in the caller's transaction, players locked in ascending id. */
export async function correctSettledRounds(tx: Queryable, provider: string, corrections: readonly RoundCorrection[]): Promise<CorrectionOutcome[]> {
  const ordered = [...corrections].sort((a, b) => a.playerId - b.playerId || a.roundId.localeCompare(b.roundId));
  const rules = parseValidBetRules(await configDocument(tx, 'ValidBetRulesConf'));
  const account = { system: `provider:${provider}` };
  const outcomes: CorrectionOutcome[] = [];
  const validRises = new Map<number, number>();
  for (const c of ordered) {
    const available = await lockAvailable(tx, c.playerId);
    const round = await lockSettledRound(tx, provider, c.roundId, c.playerId);
    if (available === null || !round) throw new Error(`no settled round ${provider}:${c.roundId} of player ${c.playerId}`);
    const delta = c.win - round.win_amount;
    let moved = 0;
    let shortfall = 0;
    let replayed = false;
    if (delta > 0) {
      const done = await transfer(tx, { idempotencyKey: `game:${provider}:${c.key}:correct`, from: account, to: { player: c.playerId }, amount: delta, reason: Reason.settlementCorrection, reference: c.roundId });
      replayed = done.replayed;
      moved = delta;
    } else if (delta < 0) {
      const take = Math.min(-delta, available);
      shortfall = -delta - take;
      if (take > 0) {
        const done = await transfer(tx, { idempotencyKey: `game:${provider}:${c.key}:correct`, from: { player: c.playerId }, to: account, amount: take, reason: Reason.settlementCorrectionDebit, reference: c.roundId });
        replayed = done.replayed;
      }
      moved = -take;
    }
    if (replayed) {
      outcomes.push({ roundId: c.roundId, moved: 0, shortfall: 0, replayed: true });
      continue;
    }
    const win = round.win_amount + moved;
    const counted = !(await roundAwaitsOutbox(tx, round.id));
    const valid = counted
      ? validBet({ category: categoryOfGameType(round.game_type), betAmount: round.bet_amount, winLoss: win - round.bet_amount, odds: round.odds ?? undefined }, rules)
      : round.valid_amount;
    await updateCorrectedRound(tx, round.id, win, valid);
    if (counted && valid > round.valid_amount) validRises.set(c.playerId, (validRises.get(c.playerId) ?? 0) + valid - round.valid_amount);
    outcomes.push({ roundId: c.roundId, moved, shortfall, replayed: false });
  }
  if (validRises.size > 0) {
    await advanceTasksOfMany(tx, validRises);
    await addVipExperienceOfMany(tx, validRises);
  }
  return outcomes;
}
