// Urdu entries of messages/features/play-rewards.ts (a file of their own so the apps' English first load
// never carries them).
import type { PlayRewardsTable } from '../play-rewards.ts';

export const playRewardsUr: PlayRewardsTable = {
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
