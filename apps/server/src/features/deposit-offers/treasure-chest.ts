// Deposit treasure chest (goldVault, 2204): chests that open at the business week's cumulative
// deposits, each once a week. Rules: README.md beside this file.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import { TierState, TreasureChestConf, type TreasureChestStatus } from '@khel/contracts/endpoints/deposit-offers';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { addBusinessDays, businessDayEnd, businessWeekStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { OFFER, assertEnabled, claimTx, depositedBetween, ended, readConf, rupees } from './offer-support.ts';

const chestPeriod = (weekStart: string, id: number) => `${weekStart}:chest-${id}`;

async function treasureChestState(db: Queryable, playerId: number, now: Date): Promise<TreasureChestStatus> {
  const conf = await readConf(db, 'TreasureChestConf', TreasureChestConf);
  const weekStart = businessWeekStart(now);
  const weekEnd = addBusinessDays(weekStart, 6);
  const deposited = await depositedBetween(db, playerId, weekStart, weekEnd);
  const periods = conf.chests.map((chest) => chestPeriod(weekStart, chest.id));
  const claims = new Map((await claimsOf(db, playerId, OFFER.treasureChest, periods)).map((claim) => [claim.period, claim.amount]));
  return {
    enabled: conf.enabled,
    weekStart,
    weekEnd,
    endsAt: businessDayEnd(weekEnd).toISOString(),
    deposited,
    chests: conf.chests.map((chest) => {
      const paid = claims.get(chestPeriod(weekStart, chest.id));
      const state = paid !== undefined ? TierState.claimed : conf.enabled && deposited >= chest.threshold ? TierState.claimable : TierState.notReached;
      return { id: chest.id, threshold: chest.threshold, reward: paid ?? chest.reward, state };
    }),
    wagerMulti: conf.wagerMulti,
  };
}

export async function treasureChest(db: Database, playerId: number, now: Date, claimId?: number): Promise<TreasureChestStatus> {
  if (claimId === undefined) return treasureChestState(db, playerId, now);
  const amount = await claimTx(db, playerId, async (tx) => {
    const status = await treasureChestState(tx, playerId, now);
    const chest = status.chests.find((c) => c.id === claimId);
    if (!chest) throw new AppError(ErrorCode.treasureChestUnknown);
    if (chest.state === TierState.claimed) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    assertEnabled(status);
    if (chest.state !== TierState.claimable) throw new AppError(ErrorCode.treasureChestLocked, undefined, 200, { amount: rupees(chest.threshold) });
    await grantReward(tx, {
      playerId,
      offer: OFFER.treasureChest,
      period: chestPeriod(status.weekStart, chest.id),
      amount: chest.reward,
      reason: Reason.depositTreasure,
      wagerMulti: status.wagerMulti,
      desc: 'Deposit Treasure',
      at: now,
    });
    return chest.reward;
  });
  return { ...(await treasureChestState(db, playerId, now)), received: { amount } };
}

/** The activity centre's entry of this offer. */
export async function treasureChestSummary(db: Queryable, playerId: number, now: Date): Promise<OfferSummary> {
  const s = await treasureChestState(db, playerId, now);
  const route = '/TreasureChest';
  if (!s.enabled) return ended('treasure-chest', route);
  const open = s.chests.filter((c) => c.state === TierState.claimable);
  if (open.length > 0) return { id: 'treasure-chest', state: 'claimable', pending: open.length, route, amount: open.reduce((sum, c) => sum + c.reward, 0) };
  const all = s.chests.every((c) => c.state === TierState.claimed);
  return { id: 'treasure-chest', state: all ? 'claimed' : 'inProgress', pending: 0, route, amount: 0 };
}
