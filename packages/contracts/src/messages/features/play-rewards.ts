// Language-table entries of the play-rewards feature (issue #5); en is the spec's wording where it has one.
export const playRewardsEn = {
  onlineTierUnknown: 'This online reward does not exist',
  onlineTierLocked: 'Stay online {{minutes}} minutes today to unlock this reward',
  lossRebateNone: 'There is no loss rebate for this day',
  lossRebateNotYet: "Today's rebate can be claimed from tomorrow",
  lossRebateExpired: 'The claim period for this rebate has ended',
  dailyGiftUnknown: 'This gift does not exist',
  dailyGiftLocked: 'Reach ₨{{amount}} in valid bets today to unlock this gift',
  newUserPacketExpired: 'The new player red packet could only be claimed within {{days}} days of registering',
  playRewardIdRequired: 'Choose the reward to claim',
  playRewardIdInvalid: 'Unknown reward',
  playRewardTypeInvalid: 'Unknown request type',
  lossRebateDayInvalid: 'Choose a day as YYYY-MM-DD',
} as const;

type Table = Record<keyof typeof playRewardsEn, string>;

export const playRewardsZh: Table = {
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

export const playRewardsUr: Table = {
  onlineTierUnknown: 'یہ آن لائن انعام موجود نہیں',
  onlineTierLocked: 'یہ انعام کھولنے کے لیے آج {{minutes}} منٹ آن لائن رہیں',
  lossRebateNone: 'اس دن کی کوئی نقصان واپسی نہیں',
  lossRebateNotYet: 'آج کی واپسی کل سے وصول کی جا سکتی ہے',
  lossRebateExpired: 'اس واپسی کی وصولی کی مدت ختم ہو چکی ہے',
  dailyGiftUnknown: 'یہ تحفہ موجود نہیں',
  dailyGiftLocked: 'یہ تحفہ کھولنے کے لیے آج ₨{{amount}} کی درست شرط لگائیں',
  newUserPacketExpired: 'نئے کھلاڑی کا سرخ لفافہ رجسٹریشن کے {{days}} دن کے اندر ہی وصول ہو سکتا تھا',
  playRewardIdRequired: 'وصول کرنے کے لیے انعام منتخب کریں',
  playRewardIdInvalid: 'نامعلوم انعام',
  playRewardTypeInvalid: 'نامعلوم درخواست کی قسم',
  lossRebateDayInvalid: 'دن YYYY-MM-DD کی شکل میں منتخب کریں',
};
