// Online rewards (/OnlineRewards, playerOnline): minutes online per business day unlock tiers,
// each claimable once that day. The client's time is never trusted: a heartbeat credits at most
// the real time since the player's previous heartbeat (any session), and at most the cap. A player
// who may not be shown marketing (a break in force, in-app offers off) gets no timer: the status
// says the offer is off, heartbeats count nothing and claims are refused.
import type { ItemState, OnlineRewardConf, OnlineStatus } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import { addBusinessDays, businessDay, businessDayStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { marketingBlock } from '../players/players.service.ts';
import { assertMayReceiveReward, claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { onlineRewardConf } from './play-rewards-config.ts';
import { addOnlineMs, lockPresence, selectOnlineMs, updateLastBeat } from './play-rewards.repository.ts';

export const ONLINE_OFFER = 'online-rewards';

const tierPeriod = (day: string, id: number) => `${day}:tier-${id}`;

function disabled(day: string): OnlineStatus {
  return {
    enabled: false,
    day,
    seconds: 0,
    credited: 0,
    nextTierSeconds: null,
    pool: 0,
    claimable: 0,
    heartbeatSeconds: 30,
    heartbeatCapSeconds: 0,
    wagerMulti: 0,
    tiers: [],
    amount: 0,
  };
}

async function view(db: Queryable, playerId: number, now: Date, conf: OnlineRewardConf, extra: { credited: number; amount: number }): Promise<OnlineStatus> {
  const day = businessDay(now);
  const ms = await selectOnlineMs(db, playerId, day);
  const periods = conf.tiers.map((_, i) => tierPeriod(day, i + 1));
  const claimed = new Set((await claimsOf(db, playerId, ONLINE_OFFER, periods)).map((claim) => claim.period));
  const tiers = conf.tiers.map((tier, i) => {
    const state: ItemState = claimed.has(tierPeriod(day, i + 1)) ? 2 : ms >= tier.minutes * 60_000 ? 1 : 0;
    return { id: i + 1, minutes: tier.minutes, amount: tier.amount, state };
  });
  const next = tiers.find((tier) => tier.state === 0);
  return {
    enabled: true,
    day,
    seconds: Math.floor(ms / 1000),
    credited: Math.floor(extra.credited / 1000),
    nextTierSeconds: next ? Math.ceil((next.minutes * 60_000 - ms) / 1000) : null,
    pool: tiers.filter((tier) => tier.state !== 2).reduce((sum, tier) => sum + tier.amount, 0),
    claimable: tiers.filter((tier) => tier.state === 1).reduce((sum, tier) => sum + tier.amount, 0),
    heartbeatSeconds: conf.heartbeatSeconds,
    heartbeatCapSeconds: conf.heartbeatCapSeconds,
    wagerMulti: conf.wagerMulti,
    tiers,
    amount: extra.amount,
  };
}

/** The player's timer: off while they may not be shown marketing. */
export async function onlineStatus(db: Queryable, playerId: number, now: Date): Promise<OnlineStatus> {
  if (await marketingBlock(db, playerId, now)) return disabled(businessDay(now));
  return onlineOffer(db, playerId, now);
}

/** The offer's tiers and today's time whatever the player's state (the activity centre shows them locked during a break). */
export async function onlineOffer(db: Queryable, playerId: number, now: Date): Promise<OnlineStatus> {
  const conf = await onlineRewardConf(db);
  return conf ? view(db, playerId, now, conf, { credited: 0, amount: 0 }) : disabled(businessDay(now));
}

/**
 * Credits min(real time since the previous heartbeat, cap); the first heartbeat ever credits
 * nothing. Time before Asia/Karachi midnight counts for the day it was spent in.
 */
export async function onlineHeartbeat(db: Database, playerId: number, now: Date): Promise<OnlineStatus> {
  const conf = await onlineRewardConf(db);
  if (!conf || (await marketingBlock(db, playerId, now))) return disabled(businessDay(now));
  const credited = await db.transaction(async (tx) => {
    const last = await lockPresence(tx, playerId, now);
    if (last === null) return 0;
    const elapsed = Math.max(0, now.getTime() - last.getTime());
    const credit = Math.min(elapsed, conf.heartbeatCapSeconds * 1000);
    if (elapsed > 0) await updateLastBeat(tx, playerId, now);
    if (credit === 0) return 0;
    const today = businessDay(now);
    const before = Math.max(0, businessDayStart(today).getTime() - (now.getTime() - credit));
    if (before > 0) await addOnlineMs(tx, playerId, addBusinessDays(today, -1), before);
    if (credit - before > 0) await addOnlineMs(tx, playerId, today, credit - before);
    return credit;
  });
  return view(db, playerId, now, conf, { credited, amount: 0 });
}

/** Pays tier `id` of today once it is unlocked. */
export async function claimOnlineTier(db: Database, playerId: number, id: number, now: Date): Promise<OnlineStatus> {
  const conf = await onlineRewardConf(db);
  if (!conf) throw new AppError(ErrorCode.offerEnded);
  const tier = conf.tiers[id - 1];
  if (!tier) throw new AppError(ErrorCode.onlineTierUnknown);
  await assertMayReceiveReward(db, playerId, now);
  if (await marketingBlock(db, playerId, now)) throw new AppError(ErrorCode.offersTurnedOff);
  const day = businessDay(now);
  await db.transaction(async (tx) => {
    if ((await selectOnlineMs(tx, playerId, day)) < tier.minutes * 60_000) {
      const claimed = await claimsOf(tx, playerId, ONLINE_OFFER, [tierPeriod(day, id)]);
      if (claimed.length === 0) throw new AppError(ErrorCode.onlineTierLocked, 'onlineTierLocked', 200, { minutes: String(tier.minutes) });
    }
    await grantReward(tx, {
      playerId,
      offer: ONLINE_OFFER,
      period: tierPeriod(day, id),
      amount: tier.amount,
      reason: Reason.dailyGift,
      wagerMulti: conf.wagerMulti,
      desc: 'Online Rewards',
      at: now,
    });
  });
  return view(db, playerId, now, conf, { credited: 0, amount: tier.amount });
}
