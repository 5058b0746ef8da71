// Chinese entries of messages/features/rewards.ts (a file of their own so the apps' English first load
// never carries them).
import type { RewardsTable } from '../rewards.ts';

export const rewardsZh: RewardsTable = {
  rewardAlreadyClaimed: '该奖励已领取',
  signInDuplicate: '请勿重复签到',
  rewardNotAvailable: '该奖励暂不可领取',
  offerEnded: '该活动已结束',
};
