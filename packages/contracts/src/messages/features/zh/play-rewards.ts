// Chinese entries of messages/features/play-rewards.ts (a file of their own so the apps' English first load
// never carries them).
import type { PlayRewardsTable } from '../play-rewards.ts';

export const playRewardsZh: PlayRewardsTable = {
  onlineTierUnknown: '该在线奖励不存在',
  onlineTierLocked: '今日在线满 {{minutes}} 分钟即可解锁此奖励',
  lossRebateNone: '该日没有亏损返利',
  lossRebateNotYet: '今日的返利明天起可领取',
  lossRebateExpired: '该返利的领取期已结束',
  dailyGiftUnknown: '该礼包不存在',
  dailyGiftLocked: '今日有效投注达到 ₨{{amount}} 即可解锁此礼包',
  newUserPacketExpired: '新人红包仅可在注册后 {{days}} 天内领取',
  playRewardIdRequired: '请选择要领取的奖励',
  playRewardIdInvalid: '未知的奖励',
  playRewardTypeInvalid: '未知的请求类型',
  lossRebateDayInvalid: '请按 YYYY-MM-DD 选择日期',
};
