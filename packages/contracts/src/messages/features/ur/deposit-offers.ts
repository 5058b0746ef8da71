// Urdu entries of messages/features/deposit-offers.ts (a file of their own so the apps' English first load
// never carries them).
import type { DepositOffersTable } from '../deposit-offers.ts';

export const depositOffersUr: DepositOffersTable = {
  offerTypeInvalid: 'درخواست کی قسم درست نہیں: پیشکش دیکھنے کے لیے 0 اور وصول کرنے کے لیے 1',
  firstDepositTierUnknown: 'پہلے ڈپازٹ کا یہ درجہ موجود نہیں (1 سے 5 میں سے چنیں)',
  firstDepositNeeded: 'پہلے ڈپازٹ کا بونس کھولنے کے لیے اپنا پہلا ڈپازٹ کریں',
  firstDepositBetsShort: 'اس درجے کے لیے پہلے ڈپازٹ کے بعد ₨{{required}} کی درست بیٹس درکار ہیں (اب تک ₨{{current}})',
  firstDepositExpired: 'پہلے ڈپازٹ کے بونس کی مدت ختم ہو چکی ہے',
  dailyFirstDepositNeeded: 'یہ بونس لینے کے لیے آج کم از کم ₨{{amount}} کا پہلا ڈپازٹ کریں',
  treasureChestUnknown: 'یہ خزانے کا صندوق موجود نہیں',
  treasureChestLocked: 'یہ صندوق کھولنے کے لیے اس ہفتے ₨{{amount}} جمع کریں',
  spinNeedsDeposit: 'پہیہ گھمانے کے لیے آج کم از کم ₨{{amount}} جمع کریں',
  spinAgainNeedsFirstSpin: 'دوبارہ گھمانے سے پہلے آج کا پہلا اسپن استعمال کریں',
  spinAgainNeedsDeposit: 'دوبارہ گھمانے کے لیے آج کل ₨{{amount}} جمع کریں',
  spinUsedToday: 'آپ آج یہ اسپن استعمال کر چکے ہیں۔ کل دوبارہ آئیں',
  luckyDrawNotStarted: 'لکی ڈرا {{date}} کو شروع ہوگا',
  luckyDrawEnded: 'لکی ڈرا {{date}} کو ختم ہو گیا',
  luckyDrawNoTickets: 'کوئی ٹکٹ باقی نہیں: ایونٹ کے دوران ہر ₨{{amount}} جمع کرنے پر ایک ٹکٹ ملتا ہے',
};
