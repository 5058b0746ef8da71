// The new-user red packet (reason 2207): one reward per player, claimable until `days` × 24 hours
// after registration (players.created_at). Period 'once'.
import type { NewUserRedPacketConf, NewUserRedPacketStatus } from '@khel/contracts/endpoints/play-rewards';
import { ErrorCode } from '@khel/contracts/error-codes';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { playerRegisteredAt } from '../players/players.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { newUserRedPacketConf } from './play-rewards-config.ts';

export const NEW_USER_OFFER = 'new-user-red-packet';
const PERIOD = 'once';
const DAY_MS = 86_400_000;

async function view(db: Queryable, playerId: number, now: Date, conf: NewUserRedPacketConf, amount: number): Promise<NewUserRedPacketStatus> {
  const expiresAt = new Date((await playerRegisteredAt(db, playerId)).getTime() + conf.days * DAY_MS);
  const [claim] = await claimsOf(db, playerId, NEW_USER_OFFER, [PERIOD]);
  return {
    enabled: true,
    state: claim ? 2 : now < expiresAt ? 1 : 3,
    reward: claim?.amount ?? conf.amount,
    days: conf.days,
    wagerMulti: conf.wagerMulti,
    expiresAt: expiresAt.toISOString(),
    amount,
  };
}

export async function newUserRedPacketStatus(db: Queryable, playerId: number, now: Date): Promise<NewUserRedPacketStatus> {
  const conf = await newUserRedPacketConf(db);
  if (!conf) return { enabled: false, state: 3, reward: 0, days: 0, wagerMulti: 0, expiresAt: now.toISOString(), amount: 0 };
  return view(db, playerId, now, conf, 0);
}

export async function claimNewUserRedPacket(db: Database, playerId: number, now: Date): Promise<NewUserRedPacketStatus> {
  const conf = await newUserRedPacketConf(db);
  if (!conf) throw new AppError(ErrorCode.offerEnded);
  await db.transaction(async (tx) => {
    const current = await view(tx, playerId, now, conf, 0);
    if (current.state === 2) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    if (current.state === 3) throw new AppError(ErrorCode.newUserPacketExpired, 'newUserPacketExpired', 200, { days: String(conf.days) });
    await grantReward(tx, {
      playerId,
      offer: NEW_USER_OFFER,
      period: PERIOD,
      amount: conf.amount,
      reason: Reason.newUserRedPacket,
      wagerMulti: conf.wagerMulti,
      desc: 'New User Red Packet',
      at: now,
    });
  });
  return view(db, playerId, now, conf, conf.amount);
}
