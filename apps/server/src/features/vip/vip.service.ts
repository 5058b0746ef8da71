// VIP levels (README.md): experience from valid bets (and deposits when configured),
// the level it reaches, the player's VIP state and the 'vip-upgrade' offer summary. Paying an
// upgrade reward is in upgrade-claims.ts, the one part of VIP that uses the rewards grant path.
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import type { VipResponse, VipUpgrade } from '@khel/contracts/endpoints/vip';
import {
  VIP_MAX_LEVEL,
  VipDepositExperience,
  depositExperience,
  hasClaimedLevel,
  vipClaimableLevels,
  vipExperienceToNext,
  vipPrivileges,
  vipProgress,
  vipRewardLevels,
  vipThreshold,
  vipTier,
} from '@khel/contracts/vip-rules';
import { VipConf } from '@khel/contracts/vip-rules';
import { z } from 'zod';
import type { Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { ErrorCode } from '@khel/contracts/error-codes';
import { configDocument } from '../config/config.service.ts';
import { addVipExperienceRows, vipOf, type PlayerVipRow } from '../players/players.service.ts';

/** The VIP columns of the player row (players owns the row; this feature decides what they hold). */
export type VipRow = PlayerVipRow;

/** The operator's VipConf; a document that does not parse counts as no levels (bets still settle). */
export async function vipConf(db: Queryable): Promise<VipConf> {
  const parsed = z.safeParse(VipConf, await configDocument(db, 'VipConf'));
  return parsed.success ? parsed.data : [];
}

/**
 * Adds experience (hundredths) in the caller's transaction and raises players.vip to the level it
 * reaches (highest VipConf level whose money2 ≤ experience, at most 11). Levels never go down.
 * Deposits call it (addDepositVipExperience); settled rounds go through addVipExperienceOfMany.
 */
export async function addVipExperience(tx: Queryable, playerId: number, amount: number, _now: Date): Promise<void> {
  await addVipExperienceOfMany(tx, new Map([[playerId, amount]]));
}

/**
 * addVipExperience for many players in one statement (game-wallet's play outbox drain: the valid
 * bets of each player's settled rounds, summed). Amounts that are not positive integers add nothing.
 */
export async function addVipExperienceOfMany(tx: Queryable, amounts: ReadonlyMap<number, number>): Promise<void> {
  const entries = [...amounts].filter(([, amount]) => Number.isSafeInteger(amount) && amount > 0).sort(([a], [b]) => a - b);
  if (entries.length === 0) return;
  const conf = (await vipConf(tx)).filter((entry) => entry.level <= VIP_MAX_LEVEL);
  await addVipExperienceRows(
    tx,
    { playerIds: entries.map(([playerId]) => playerId), amounts: entries.map(([, amount]) => amount) },
    { levels: conf.map((entry) => entry.level), thresholds: conf.map((entry) => entry.money2) },
  );
}

/**
 * A credited deposit adds experience only when GameParamConf `vipDepositExperience` (percent of
 * the deposit) is above 0; off by default. Called in the deposit's crediting transaction.
 */
export async function addDepositVipExperience(tx: Queryable, playerId: number, amount: number, now: Date): Promise<void> {
  const parsed = z.safeParse(VipDepositExperience, await configDocument(tx, 'GameParamConf'));
  const experience = depositExperience(amount, parsed.success ? parsed.data.vipDepositExperience : undefined);
  if (experience > 0) await addVipExperience(tx, playerId, experience, now);
}

export async function vipLevelOf(db: Queryable, playerId: number): Promise<number> {
  return (await vipOf(db, playerId))?.vip ?? 0;
}

async function vipRow(db: Queryable, playerId: number): Promise<VipRow> {
  const row = await vipOf(db, playerId);
  if (!row) throw new AppError(ErrorCode.sessionExpired, 'sessionExpired', 401);
  return row;
}

/**
 * For playerInfo: the red dot (some reached level's reward is unclaimed) and vipExperience2, the
 * experience that reaches the next level (VipConf money2 of level + 1; the level's own at 11).
 */
export async function vipUpgradeState(db: Queryable, playerId: number): Promise<{ vipUpgradePending: boolean; vipExperience2: number }> {
  const [conf, row] = await Promise.all([vipConf(db), vipOf(db, playerId)]);
  if (!row) return { vipUpgradePending: false, vipExperience2: 0 };
  return {
    vipUpgradePending: vipClaimableLevels(conf, row.vip, row.claimedLevels).length > 0,
    vipExperience2: vipThreshold(conf, Math.min(row.vip + 1, VIP_MAX_LEVEL)),
  };
}

function upgradesOf(conf: VipConf, row: VipRow): VipUpgrade[] {
  return vipRewardLevels(conf).map(({ level, reward, wagerMulti }) => ({
    level,
    reward,
    wagerMulti,
    state: hasClaimedLevel(row.claimedLevels, level) ? 'claimed' : level <= row.vip ? 'claimable' : 'locked',
  }));
}

/** The vip endpoint's answer (type 0, or type 1 with the amount just received). */
export async function vipStatus(db: Queryable, playerId: number, reply: { type: number; received: number } = { type: 0, received: 0 }): Promise<VipResponse> {
  const [conf, row] = await Promise.all([vipConf(db), vipRow(db, playerId)]);
  const level = Math.min(row.vip, VIP_MAX_LEVEL);
  const upgrades = upgradesOf(conf, row);
  return {
    type: reply.type,
    vip: level,
    tier: vipTier(level),
    vipExperience: row.vipExperience,
    progress: vipProgress(conf, level, row.vipExperience),
    currentThreshold: vipThreshold(conf, level),
    nextThreshold: vipThreshold(conf, Math.min(level + 1, VIP_MAX_LEVEL)),
    toNext: vipExperienceToNext(conf, level, row.vipExperience),
    current: vipPrivileges(conf, level),
    next: level < VIP_MAX_LEVEL ? vipPrivileges(conf, level + 1) : null,
    upgrades,
    pending: upgrades.filter((upgrade) => upgrade.state === 'claimable').length,
    received: reply.received,
  };
}

/**
 * The activity centre's 'vip-upgrade' summary: claimable while a reached level's reward is unpaid
 * (amount = their total), inProgress while a rewarded level lies ahead, claimed once every reward
 * is paid, ended when VipConf has no upgrade rewards. Breaks (time-out, self-exclusion) are the
 * activity centre's to apply; a claim during one is refused by the rewards core.
 */
export async function vipOffers(db: Queryable, playerId: number, _now: Date): Promise<OfferSummary[]> {
  const [conf, row] = await Promise.all([vipConf(db), vipOf(db, playerId)]);
  const rewards = vipRewardLevels(conf);
  const claimable = row ? vipClaimableLevels(conf, row.vip, row.claimedLevels) : [];
  const ahead = rewards.some((reward) => reward.level > (row?.vip ?? 0));
  const state: OfferSummary['state'] = claimable.length > 0 ? 'claimable' : ahead ? 'inProgress' : rewards.length > 0 ? 'claimed' : 'ended';
  return [
    {
      id: 'vip-upgrade',
      state,
      pending: claimable.length,
      route: '/vip',
      amount: claimable.reduce((sum, reward) => sum + reward.reward, 0),
    },
  ];
}
