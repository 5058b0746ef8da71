// Promotions: the daily sign-in, gift codes and the bind-phone / bind-bank-card
// rewards. This file is the feature's public entry for other features (the activity centre reads
// promotionOffers); the rules are in README.md beside it.
import { BindRewardState, SignState } from '@khel/contracts/endpoints/promotions';
import type { OfferSummary } from '@khel/contracts/endpoints/activity';
import type { Queryable } from '../../platform/db.ts';
import { activeRestriction } from '../protection/protection.service.ts';
import { bindRewardItems } from './bind-rewards.ts';
import { signInState } from './sign-in.ts';

export { claimBindReward, bindRewardStatus } from './bind-rewards.ts';
export { createGiftCode, redeemGiftCode } from './gift-codes.ts';
export { claimSignIn, signInStatus } from './sign-in.ts';

/** Where the player finds these offers in the app. The sign-in popup opens from /promo/rewards too. */
export const PROMOTION_ROUTES = { signIn: '/promo/rewards', giftCode: '/giftcode', bindRewards: '/promo/rewards' } as const;

/**
 * One summary per offer this feature owns: 'sign-in', 'gift-code', 'bind-phone', 'bind-bank-card'.
 * While a time-out or self-exclusion is in force nothing is claimable (bonuses are blocked).
 */
export async function promotionOffers(db: Queryable, playerId: number, now: Date): Promise<OfferSummary[]> {
  const restricted = (await activeRestriction(db, playerId, now)) !== null;
  const claimable = (amount: number): Pick<OfferSummary, 'state' | 'pending' | 'amount'> =>
    restricted ? { state: 'locked', pending: 0, amount } : { state: 'claimable', pending: 1, amount };

  const signIn = await signInState(db, playerId, now);
  const signInSummary: OfferSummary = {
    id: 'sign-in',
    route: PROMOTION_ROUTES.signIn,
    ...(signIn.sign === SignState.canClaim
      ? claimable(signIn.rule.amount)
      : signIn.sign === SignState.needsVip
        ? { state: 'locked', pending: 0, amount: signIn.rule.amount }
        : { state: 'claimed', pending: 0, amount: 0 }),
  };

  const giftCode: OfferSummary = { id: 'gift-code', route: PROMOTION_ROUTES.giftCode, state: 'inProgress', pending: 0, amount: 0 };

  const bind = (await bindRewardItems(db, playerId)).map((item): OfferSummary => {
    const base = { id: item.kind === 'phone' ? ('bind-phone' as const) : ('bind-bank-card' as const), route: PROMOTION_ROUTES.bindRewards };
    switch (item.state) {
      case BindRewardState.claimable:
        return { ...base, ...claimable(item.num) };
      case BindRewardState.notBound:
        return { ...base, state: 'locked', pending: 0, amount: item.num };
      case BindRewardState.claimed:
        return { ...base, state: 'claimed', pending: 0, amount: 0 };
      default:
        return { ...base, state: 'ended', pending: 0, amount: 0 };
    }
  });

  return [signInSummary, giftCode, ...bind];
}
