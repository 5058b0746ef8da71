// Paying a reward (docs/requirements/promotions.md#1-one-claim-path): the one path every offer, VIP upgrade, gift code, invite reward and
// mailbox reward takes. A claim is unique per (player, offer, period) twice over: the ledger
// transfer's idempotency key is derived from it (a racing second claim comes back as a replay and
// is refused), and reward_claims has the same unique key. Callers pass their transaction, so the
// claim, the money, the betting task and the offer's own state change commit together.
import { ErrorCode } from '@khel/contracts/error-codes';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { activeRestriction, restrictionError } from '../protection/protection.service.ts';
import { createBettingTask } from '../wagering/wagering.service.ts';
import { transfer } from '../wallet/wallet.service.ts';
import { insertClaim, selectClaims, selectRecentClaims, type ClaimRow } from './rewards.repository.ts';

export type { ClaimRow };

export interface RewardGrant {
  playerId: number;
  /** Stable offer id: lower-case letters, digits and '-' ('sign-in', 'first-deposit', …). */
  offer: string;
  /** Unique within the offer for this player: '2026-11-23', '2026-W47', 'tier-2', 'level-3', … */
  period: string;
  /** Hundredths of a rupee, > 0. */
  amount: number;
  /** The reward source code (contracts/ledger-reasons Reason). */
  reason: number;
  /** Wagering multiple of the betting task the reward creates; 0 = no task. */
  wagerMulti: number;
  /** Shown as the betting task's source (the task's `desc`, docs/requirements/wallet.md#4-betting-tasks). */
  desc: string;
  at: Date;
  /** The refusal when already claimed; sign-in uses its own 'No duplicate Sign-In'. */
  alreadyClaimed?: ErrorCode;
}

/** The house account an offer's rewards are paid from (it may go negative: it is the cost). */
export const rewardAccount = (offer: string) => ({ system: `bonus:${offer}` });

export const rewardKey = (grant: Pick<RewardGrant, 'offer' | 'playerId' | 'period'>) => `reward:${grant.offer}:${grant.playerId}:${grant.period}`;

/** Refuses bonuses while a time-out or self-exclusion is in force (docs/compliance/exclusions.md#bonuses-on-a-break). */
export async function assertMayReceiveReward(db: Queryable, playerId: number, now: Date): Promise<void> {
  const restriction = await activeRestriction(db, playerId, now);
  if (restriction) throw restrictionError(restriction);
}

/**
 * Pays a reward once: throws AppError(alreadyClaimed) when this (player, offer, period) has been
 * paid, and the protection refusal while the player is on a break. Must run in a transaction.
 */
export async function grantReward(tx: Queryable, grant: RewardGrant): Promise<{ transferId: number }> {
  await assertMayReceiveReward(tx, grant.playerId, grant.at);
  const refused = new AppError(grant.alreadyClaimed ?? ErrorCode.rewardAlreadyClaimed);
  let paid;
  try {
    paid = await transfer(tx, {
      idempotencyKey: rewardKey(grant),
      from: rewardAccount(grant.offer),
      to: { player: grant.playerId },
      amount: grant.amount,
      reason: grant.reason,
      reference: `${grant.offer}:${grant.period}`,
    });
  } catch (error) {
    // The same claim with another amount (the config changed in between) is still the same claim.
    if (error instanceof AppError && error.code === ErrorCode.idempotencyConflict) throw refused;
    throw error;
  }
  if (paid.replayed) throw refused;
  await insertClaim(tx, { ...grant, transferId: paid.transferId });
  if (grant.wagerMulti > 0) {
    await createBettingTask(tx, {
      playerId: grant.playerId,
      money: grant.amount,
      multi: grant.wagerMulti,
      reason: grant.reason,
      desc: grant.desc,
      reference: `${grant.offer}:${grant.period}`,
    });
  }
  return { transferId: paid.transferId };
}

/** The player's claims of one offer (optionally only the given periods), oldest first. */
export async function claimsOf(db: Queryable, playerId: number, offer: string, periods?: readonly string[]): Promise<ClaimRow[]> {
  return selectClaims(db, playerId, offer, periods);
}

/** The player's latest claims of every offer, newest first. */
export async function recentClaims(db: Queryable, playerId: number, limit = 50): Promise<ClaimRow[]> {
  return selectRecentClaims(db, playerId, limit);
}
