// Chinese entries of messages/features/limits.ts.
import type { LimitsTable } from '../limits.ts';

export const limitsZh: LimitsTable = {
  lossLimitDaily: '此次投注将超出您的每日亏损限额',
  lossLimitWeekly: '此次投注将超出您的每周亏损限额',
  lossLimitMonthly: '此次投注将超出您的每月亏损限额',
  wagerLimitDaily: '此次投注将超出您的每日投注限额',
  wagerLimitWeekly: '此次投注将超出您的每周投注限额',
  wagerLimitMonthly: '此次投注将超出您的每月投注限额',
  sessionLimitReached: '您已达到 {{minutes}} 分钟的单次登录时长限制，本次登录的游戏已结束。您仍可查看余额并提现',
  playLimitInvalid: '登录时长限制为 5 至 1440 分钟；亏损和投注限额按每日、每周或每月设置',
  limitLiftSecondOperator: '此限额变更须由另一名操作员批准',
  limitLiftDecided: '此限额变更已处理',
};
