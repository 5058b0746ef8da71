// Urdu entries of messages/features/rewards.ts (a file of their own so the apps' English first load
// never carries them).
import type { RewardsTable } from '../rewards.ts';

export const rewardsUr: RewardsTable = {
  rewardAlreadyClaimed: 'یہ انعام پہلے ہی وصول کیا جا چکا ہے',
  signInDuplicate: 'دوبارہ سائن اِن نہیں ہو سکتا',
  rewardNotAvailable: 'یہ انعام ابھی دستیاب نہیں',
  offerEnded: 'یہ پیشکش ختم ہو چکی ہے',
};
