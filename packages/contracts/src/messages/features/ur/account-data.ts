// Urdu entries of messages/features/account-data.ts (a file of their own so the apps' English first load
// never carries them).
import type { AccountDataTable } from '../account-data.ts';

export const accountDataUr: AccountDataTable = {
  subscriptionChoiceRequired: 'تبدیل کرنے کے لیے کم از کم ایک چینل منتخب کریں',
  clickDataInvalid: 'کلک شمار صرف معلوم عناصر کے ہوں، ہر ایک 1 سے 10000 بار',
  feedbackCategoryInvalid: 'منتخب کریں کہ آپ کی رائے کس بارے میں ہے',
  feedbackMessageLength: '5 سے 500 حروف لکھیں',
  feedbackContactTooLong: 'رابطے کی تفصیل زیادہ سے زیادہ 64 حروف ہو سکتی ہے',
  feedbackDailyLimit: 'آپ دن میں 5 پیغامات بھیج سکتے ہیں۔ براہ کرم کل دوبارہ کوشش کریں',
  feedbackAnswered: 'اس رائے کا جواب پہلے ہی دیا جا چکا ہے',
  offersTurnedOff: 'آپ نے ایپ میں پیشکشیں بند کر رکھی ہیں۔ حصہ لینے کے لیے انہیں سیٹنگز ← سبسکرپشنز میں آن کریں',
};
