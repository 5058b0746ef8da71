// Urdu entries of messages/features/limits.ts.
import type { LimitsTable } from '../limits.ts';

export const limitsUr: LimitsTable = {
  lossLimitDaily: 'یہ شرط آپ کی روزانہ نقصان کی حد سے تجاوز کر جائے گی',
  lossLimitWeekly: 'یہ شرط آپ کی ہفتہ وار نقصان کی حد سے تجاوز کر جائے گی',
  lossLimitMonthly: 'یہ شرط آپ کی ماہانہ نقصان کی حد سے تجاوز کر جائے گی',
  wagerLimitDaily: 'یہ شرط آپ کی روزانہ شرط کی حد سے تجاوز کر جائے گی',
  wagerLimitWeekly: 'یہ شرط آپ کی ہفتہ وار شرط کی حد سے تجاوز کر جائے گی',
  wagerLimitMonthly: 'یہ شرط آپ کی ماہانہ شرط کی حد سے تجاوز کر جائے گی',
  sessionLimitReached: 'آپ کی {{minutes}} منٹ کی سیشن کی حد پوری ہو گئی: اس سیشن میں کھیل ختم ہو گیا۔ آپ اب بھی اپنا بیلنس دیکھ اور رقم نکال سکتے ہیں',
  playLimitInvalid: 'سیشن کی حد 5 سے 1440 منٹ ہے؛ نقصان اور شرط کی حدیں روزانہ، ہفتہ وار یا ماہانہ ہوتی ہیں',
  limitLiftSecondOperator: 'اس حد کی تبدیلی کی منظوری کسی دوسرے آپریٹر کو دینی ہوگی',
  limitLiftDecided: 'اس حد کی تبدیلی کا فیصلہ پہلے ہی ہو چکا ہے',
};
