// Chinese entries of messages/features/promotions.ts (a file of their own so the apps' English first load
// never carries them).
import type { PromotionsTable } from '../promotions.ts';

export const promotionsZh: PromotionsTable = {
  signInVipRequired: '签到第{{day}}天需要VIP{{level}}，请升级VIP等级后再签到',
  giftCodeRequired: '请输入礼品码',
  giftCodeUnknown: '该礼品码不存在',
  giftCodeExpired: '该礼品码已过期',
  giftCodeUsedUp: '该礼品码已被领完',
  giftCodeAlreadyUsed: '您已兑换过该礼品码',
  giftCodeTaken: '该礼品码已存在',
  giftCodeFormat: '礼品码为4至32位字母或数字',
  bindRewardPhoneRequired: '请先绑定手机号再领取此奖励',
  bindRewardAccountRequired: '请先绑定提现账户再领取此奖励',
};
