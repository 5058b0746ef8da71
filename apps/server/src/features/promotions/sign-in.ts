// Daily sign-in (docs/requirements/promotions.md#2-daily-sign-in; activeLogin). The week runs Monday–Sunday in Asia/Karachi; the
// Nth sign-in of the week is day N of the seven (a missed day does not break the streak, it only
// leaves fewer days to collect before Monday resets it); one claim per business day.
import { ErrorCode } from '@khel/contracts/error-codes';
import { SignState, type ActiveLoginResponse } from '@khel/contracts/endpoints/promotions';
import { Reason } from '@khel/contracts/ledger-reasons';
import { addBusinessDays, businessDay, businessWeekStart } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getPlayer } from '../players/players.service.ts';
import { claimsOf, grantReward } from '../rewards/rewards.service.ts';
import { availableBalance } from '../wallet/wallet.service.ts';
import { signInRules, type SignInDayRule } from './promotion-config.ts';

export const SIGN_IN_OFFER = 'sign-in';

export interface SignInState {
  sign: 0 | 2 | 3;
  curDay: number;
  vip: number;
  today: string;
  rule: SignInDayRule;
  rules: readonly SignInDayRule[];
  /** Days signed this week (1 … signedCount). */
  signedCount: number;
}

export async function signInState(db: Queryable, playerId: number, now: Date): Promise<SignInState> {
  const rules = await signInRules(db);
  const player = await getPlayer(db, playerId);
  const today = businessDay(now);
  const monday = businessWeekStart(now);
  const week = Array.from({ length: 7 }, (_, i) => addBusinessDays(monday, i));
  const claims = await claimsOf(db, playerId, SIGN_IN_OFFER, week);
  const signedToday = claims.some((claim) => claim.period === today);
  const signedCount = claims.length;
  const curDay = Math.min(rules.length, signedToday ? signedCount : signedCount + 1);
  const rule = rules[curDay - 1]!;
  const sign = signedToday ? SignState.signed : rule.vip > player.vip ? SignState.needsVip : SignState.canClaim;
  return { sign, curDay, vip: player.vip, today, rule, rules, signedCount };
}

function reply(state: SignInState, gold: number, paid?: number): ActiveLoginResponse {
  return {
    sign: state.sign,
    curDay: state.curDay,
    vip: state.vip,
    days: state.rules.map((rule) => ({ day: rule.day, vip: rule.vip, num: rule.amount, signed: rule.day <= state.signedCount })),
    reward: [{ num: paid ?? state.rule.amount, type: state.rule.type }],
    wagerMulti: state.rule.multi,
    gold,
  };
}

export async function signInStatus(db: Queryable, playerId: number, now: Date): Promise<ActiveLoginResponse> {
  return reply(await signInState(db, playerId, now), await availableBalance(db, playerId));
}

/** Claims today's day: 'No duplicate Sign-In' when signed today, a clear refusal when VIP-gated. */
export async function claimSignIn(db: Database, playerId: number, now: Date): Promise<ActiveLoginResponse> {
  return db.transaction(async (tx) => {
    const state = await signInState(tx, playerId, now);
    if (state.sign === SignState.signed) throw new AppError(ErrorCode.signInDuplicate);
    if (state.sign === SignState.needsVip) {
      throw new AppError(ErrorCode.signInVipRequired, 'signInVipRequired', 200, { day: String(state.curDay), level: String(state.rule.vip) });
    }
    await grantReward(tx, {
      playerId,
      offer: SIGN_IN_OFFER,
      period: state.today,
      amount: state.rule.amount,
      reason: Reason.signIn,
      wagerMulti: state.rule.multi,
      desc: `Sign In day ${state.curDay}`,
      at: now,
      alreadyClaimed: ErrorCode.signInDuplicate,
    });
    const after = await signInState(tx, playerId, now);
    return reply(after, await availableBalance(tx, playerId), state.rule.amount);
  });
}
