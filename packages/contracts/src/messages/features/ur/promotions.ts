// Urdu entries of messages/features/promotions.ts (a file of their own so the apps' English first load
// never carries them).
import type { PromotionsTable } from '../promotions.ts';

export const promotionsUr: PromotionsTable = {
  signInVipRequired: 'سائن اِن کے دن {{day}} کے لیے VIP{{level}} درکار ہے۔ چیک اِن کے لیے اپنا VIP لیول بڑھائیں',
  giftCodeRequired: 'براہ کرم گفٹ کوڈ درج کریں',
  giftCodeUnknown: 'یہ گفٹ کوڈ موجود نہیں',
  giftCodeExpired: 'اس گفٹ کوڈ کی میعاد ختم ہو چکی ہے',
  giftCodeUsedUp: 'یہ گفٹ کوڈ مکمل طور پر استعمال ہو چکا ہے',
  giftCodeAlreadyUsed: 'آپ یہ گفٹ کوڈ پہلے ہی استعمال کر چکے ہیں',
  giftCodeTaken: 'یہ گفٹ کوڈ پہلے سے موجود ہے',
  giftCodeFormat: 'گفٹ کوڈ 4 سے 32 حروف یا ہندسوں پر مشتمل ہوتا ہے',
  bindRewardPhoneRequired: 'یہ انعام لینے کے لیے پہلے اپنا فون نمبر منسلک کریں',
  bindRewardAccountRequired: 'یہ انعام لینے کے لیے پہلے نکلوانے کا اکاؤنٹ منسلک کریں',
};
