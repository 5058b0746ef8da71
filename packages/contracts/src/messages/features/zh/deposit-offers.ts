// Chinese entries of messages/features/deposit-offers.ts (a file of their own so the apps' English first load
// never carries them).
import type { DepositOffersTable } from '../deposit-offers.ts';

export const depositOffersZh: DepositOffersTable = {
  offerTypeInvalid: '请求类型无效：0 为查询，1 为领取',
  firstDepositTierUnknown: '首充档位不存在（请选择 1 至 5）',
  firstDepositNeeded: '完成首次充值即可解锁首充奖励',
  firstDepositBetsShort: '该档位需要首充后有效投注 ₨{{required}}（当前 ₨{{current}}）',
  firstDepositExpired: '首充奖励已过期',
  dailyFirstDepositNeeded: '今日首笔充值至少 ₨{{amount}} 后即可领取',
  treasureChestUnknown: '该宝箱不存在',
  treasureChestLocked: '本周充值满 ₨{{amount}} 即可开启此宝箱',
  spinNeedsDeposit: '今日充值至少 ₨{{amount}} 即可转动转盘',
  spinAgainNeedsFirstSpin: '请先使用今日的第一次转盘机会',
  spinAgainNeedsDeposit: '今日累计充值 ₨{{amount}} 即可再转一次',
  spinUsedToday: '今日已使用该次转盘机会，请明天再来',
  luckyDrawNotStarted: '幸运抽奖将于 {{date}} 开始',
  luckyDrawEnded: '幸运抽奖已于 {{date}} 结束',
  luckyDrawNoTickets: '没有抽奖券了：活动期间每充值 ₨{{amount}} 获得一张',
};
