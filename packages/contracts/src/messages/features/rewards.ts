// Language-table entries of the rewards feature (issue #5); en is the spec's wording where it has one.
export const rewardsEn = {
  rewardAlreadyClaimed: 'This reward has already been claimed',
  signInDuplicate: 'No duplicate Sign-In',
  rewardNotAvailable: 'This reward is not available yet',
  offerEnded: 'This offer has ended',
} as const;

type Table = Record<keyof typeof rewardsEn, string>;

export const rewardsZh: Table = {
  rewardAlreadyClaimed: '该奖励已领取',
  signInDuplicate: '请勿重复签到',
  rewardNotAvailable: '该奖励暂不可领取',
  offerEnded: '该活动已结束',
};

export const rewardsUr: Table = {
  rewardAlreadyClaimed: 'یہ انعام پہلے ہی وصول کیا جا چکا ہے',
  signInDuplicate: 'دوبارہ سائن اِن نہیں ہو سکتا',
  rewardNotAvailable: 'یہ انعام ابھی دستیاب نہیں',
  offerEnded: 'یہ پیشکش ختم ہو چکی ہے',
};
