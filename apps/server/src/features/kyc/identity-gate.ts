// Identity before money (README "Identity before money"; docs/compliance/identity.md): the
// jurisdiction's rules on when a verified identity is needed — before any deposit, before play, and
// when the deposits of a rolling window would pass an amount. Payments and the play entry points
// call these through kyc.service.
import { ErrorCode } from '@khel/contracts/error-codes';
import { formatRupees } from '@khel/contracts/money';
import { ConfigReadCache } from '../../platform/config-read-cache.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { serverConfig } from '../config/config.service.ts';
import { selectLatest } from './kyc.repository.ts';

const DAY_MS = 86_400_000;

async function verificationState(db: Queryable, playerId: number) {
  return (await selectLatest(db, playerId))?.state ?? 'none';
}

/**
 * A new deposit order of `amount`. `committedSince(from)` is the payments feature's count of the
 * player's deposits since `from` (paid, and still-payable orders: several orders opened at once
 * cannot each slip under the amount). Called inside the deposit lock, so two requests cannot both
 * pass on the same total.
 */
export async function assertIdentityForDeposit(
  db: Queryable,
  playerId: number,
  amount: number,
  now: Date,
  committedSince: (from: Date) => Promise<number>,
): Promise<void> {
  const { beforeFirstDeposit, cumulativeDeposits } = (await serverConfig(db, 'ComplianceConf')).identity;
  let needed: AppError | null = null;
  if (beforeFirstDeposit) needed = new AppError(ErrorCode.identityNeededToDeposit);
  else {
    const total = (await committedSince(new Date(now.getTime() - cumulativeDeposits.windowDays * DAY_MS))) + amount;
    if (total > cumulativeDeposits.amount) {
      needed = new AppError(ErrorCode.identityNeededAboveTotal, undefined, 200, {
        amount: formatRupees(cumulativeDeposits.amount, { grouping: false }),
        days: String(cumulativeDeposits.windowDays),
      });
    }
  }
  if (!needed) return;
  const state = await verificationState(db, playerId);
  if (state === 'verified') return;
  throw state === 'pending' ? new AppError(ErrorCode.identityPendingToDeposit) : needed;
}

/** Launches and in-house rounds when the jurisdiction wants identity before play. */
export async function assertIdentityForPlay(db: Queryable, playerId: number): Promise<void> {
  if ((await serverConfig(db, 'ComplianceConf')).identity.beforePlay) await assertVerifiedToPlay(db, playerId);
}

async function assertVerifiedToPlay(db: Queryable, playerId: number): Promise<void> {
  const state = await verificationState(db, playerId);
  if (state === 'verified') return;
  throw new AppError(state === 'pending' ? ErrorCode.identityPendingToPlay : ErrorCode.identityNeededToPlay);
}

/**
 * assertIdentityForPlay for a path that asks on every request (the sportsbook's bets): the rule kept
 * in memory until ComplianceConf changes (announced), the player's state read only when it applies.
 */
export function playIdentityGate(db: Database) {
  const rule = new ConfigReadCache<'beforePlay', boolean>(db, { documents: ['ComplianceConf'], maxAgeMs: 60_000 });
  return {
    async assert(playerId: number): Promise<void> {
      if (await rule.get('beforePlay', async () => (await serverConfig(db, 'ComplianceConf')).identity.beforePlay)) await assertVerifiedToPlay(db, playerId);
    },
    close: () => rule.close(),
  };
}
