// Claiming a VIP upgrade reward (vip type 1): one per level reached with a reward above 0, paid
// through the rewards core (offer 'vip-upgrade', period 'level-<n>', reason VIP 1032, betting task
// of VipConf wagerMulti). The claim row, the money, the task and the claimed-level bit commit
// together; racing claims pay once (the rewards core's unique claim).
import { ErrorCode } from '@khel/contracts/error-codes';
import type { VipResponse } from '@khel/contracts/endpoints/vip';
import { VipType } from '@khel/contracts/endpoints/vip';
import { Reason } from '@khel/contracts/ledger-reasons';
import { VIP_UPGRADE_OFFER, hasClaimedLevel, vipPrivileges, vipUpgradePeriod } from '@khel/contracts/vip-rules';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { grantReward } from '../rewards/rewards.service.ts';
import { markVipLevelClaimed, vipOf } from '../players/players.service.ts';
import { vipConf, vipStatus } from './vip.service.ts';

export async function claimVipUpgrade(db: Database, playerId: number, level: number, now: Date): Promise<VipResponse> {
  const conf = await vipConf(db);
  const { reward, wagerMulti } = vipPrivileges(conf, level);
  const params = { level: String(level) };
  if (reward <= 0) throw new AppError(ErrorCode.vipNoUpgradeReward, 'vipNoUpgradeReward', 200, params);
  await db.transaction(async (tx) => {
    const row = await vipOf(tx, playerId);
    if (!row) throw new AppError(ErrorCode.sessionExpired, 'sessionExpired', 401);
    if (hasClaimedLevel(row.claimedLevels, level)) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    if (row.vip < level) throw new AppError(ErrorCode.vipLevelNotReached, 'vipLevelNotReached', 200, params);
    await grantReward(tx, {
      playerId,
      offer: VIP_UPGRADE_OFFER,
      period: vipUpgradePeriod(level),
      amount: reward,
      reason: Reason.vip,
      wagerMulti,
      desc: `VIP${level} upgrade reward`,
      at: now,
    });
    await markVipLevelClaimed(tx, playerId, level);
  });
  return vipStatus(db, playerId, { type: VipType.claim, received: reward });
}
