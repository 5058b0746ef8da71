// Bind rewards: a one-time reward once the player has a bound phone (Bind Phone 1021; a phone given
// at sign-up counts) and once they have a bound withdrawal account (Bind Bank Card 1047). Amounts
// and wagering multiples come from BindRewardConf; an amount of 0 switches a reward off.
import { ErrorCode } from '@khel/contracts/error-codes';
import { BindRewardState, type BindRewardItem, type BindRewardKind, type BindRewardsResponse } from '@khel/contracts/endpoints/promotions';
import { Reason } from '@khel/contracts/ledger-reasons';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getPlayer } from '../players/players.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { accountState } from '../withdrawals/withdrawals.service.ts';
import { bindRewardRules } from './promotion-config.ts';

export const BIND_OFFERS = { phone: 'bind-phone', bankCard: 'bind-bank-card' } as const satisfies Record<BindRewardKind, string>;
const REASONS = { phone: Reason.bindPhone, bankCard: Reason.bindBankCard } as const;
const DESC = { phone: 'Bind Phone', bankCard: 'Bind Bank Card' } as const;
const NOT_BOUND = { phone: ErrorCode.bindRewardPhoneRequired, bankCard: ErrorCode.bindRewardAccountRequired } as const;
export const ONCE = 'once';

async function isBound(db: Queryable, playerId: number, kind: BindRewardKind): Promise<boolean> {
  if (kind === 'phone') {
    const phone = (await getPlayer(db, playerId)).phone;
    return phone !== null && phone !== '' && phone !== '0';
  }
  return (await accountState(db, playerId)).state === 1;
}

async function item(db: Queryable, playerId: number, kind: BindRewardKind): Promise<BindRewardItem> {
  const rule = (await bindRewardRules(db))[kind];
  const claimed = (await claimsOf(db, playerId, BIND_OFFERS[kind], [ONCE])).length > 0;
  const state = claimed
    ? BindRewardState.claimed
    : rule.amount <= 0
      ? BindRewardState.off
      : (await isBound(db, playerId, kind))
        ? BindRewardState.claimable
        : BindRewardState.notBound;
  return { kind, num: rule.amount, wagerMulti: rule.multi, state };
}

export async function bindRewardItems(db: Queryable, playerId: number): Promise<BindRewardItem[]> {
  return [await item(db, playerId, 'phone'), await item(db, playerId, 'bankCard')];
}

export async function bindRewardStatus(db: Queryable, playerId: number): Promise<BindRewardsResponse> {
  return { items: await bindRewardItems(db, playerId), received: 0, gold: await availableBalance(db, playerId) };
}

export async function claimBindReward(db: Database, playerId: number, kind: BindRewardKind, now: Date): Promise<BindRewardsResponse> {
  return db.transaction(async (tx) => {
    const current = await item(tx, playerId, kind);
    if (current.state === BindRewardState.claimed) throw new AppError(ErrorCode.rewardAlreadyClaimed);
    if (current.state === BindRewardState.off) throw new AppError(ErrorCode.offerEnded);
    if (current.state === BindRewardState.notBound) throw new AppError(NOT_BOUND[kind]);
    await grantReward(tx, {
      playerId,
      offer: BIND_OFFERS[kind],
      period: ONCE,
      amount: current.num,
      reason: REASONS[kind],
      wagerMulti: current.wagerMulti,
      desc: DESC[kind],
      at: now,
    });
    return { items: await bindRewardItems(tx, playerId), received: current.num, gold: await availableBalance(tx, playerId) };
  });
}
