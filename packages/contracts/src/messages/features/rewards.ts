// Language-table entries of the rewards feature; en is the requirements' wording where it has one.
export const rewardsEn = {
  rewardAlreadyClaimed: 'This reward has already been claimed',
  signInDuplicate: 'No duplicate Sign-In',
  rewardNotAvailable: 'This reward is not available yet',
  offerEnded: 'This offer has ended',
} as const;

export type RewardsTable = Record<keyof typeof rewardsEn, string>;
