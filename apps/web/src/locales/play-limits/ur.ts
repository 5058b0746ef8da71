// Urdu strings of the Limits screen and the limits offer (en.ts).
import type { playLimitsEn } from './en.ts';

export const playLimitsUr: typeof playLimitsEn = {
  title: 'حدیں',
  intro: 'کھیل کی حدیں۔ خالص نقصان وہ ہے جو آپ نے لگایا منفی جو آپ جیتے؛ جو شرط کسی حد سے آگے لے جائے وہ قبول نہیں ہوتی۔ کم حد فوراً لاگو ہوتی ہے؛ زیادہ حد، یا حد ہٹانا، 24 گھنٹے بعد لاگو ہوتا ہے۔',
  depositTitle: 'ڈپازٹ کی حدیں',
  playTitle: 'نقصان اور شرط کی حدیں',
  kind: { loss: 'نقصان کی حد', wager: 'شرط کی حد', session: 'سیشن کے وقت کی حد' },
  period: { daily: 'روزانہ', weekly: 'ہفتہ وار', monthly: 'ماہانہ', session: 'فی لاگ اِن' },
  usedLoss: 'اس مدت کا خالص نقصان: {{amount}}',
  usedWager: 'اس مدت میں لگائی گئی رقم: {{amount}}',
  usedSession: 'یہ سیشن: {{minutes}} منٹ',
  minutes: '{{minutes}} منٹ',
  newAmount: 'نئی {{period}} {{kind}} روپوں میں',
  newMinutes: 'سیشن کے وقت کی نئی حد منٹوں میں',
  minutesPlaceholder: 'منٹ',
  sessionRange: '5 سے 1440 منٹ منتخب کریں',
  sessionText: 'جب لاگ اِن سیشن اتنا لمبا ہو جائے تو کھیل ختم ہو جاتا ہے: دوبارہ لاگ اِن تک گیمز اور شرطیں قبول نہیں ہوتیں۔ آپ اب بھی اپنا بیلنس دیکھ اور رقم نکال سکتے ہیں۔',
  appliesNow: 'فوراً لاگو',
  appliesLater: '24 گھنٹے بعد لاگو',
  ended: { title: 'کھیل ختم ہو گیا', withdraw: 'رقم نکالیں', logOut: 'لاگ آؤٹ', ok: 'ٹھیک ہے' },
  offer: {
    title: 'اپنی حدیں مقرر کریں',
    signup: 'خوش آمدید! حدیں مقرر کرنے والے کھلاڑی قابو میں رہتے ہیں۔ ابھی مقرر کریں یا کسی بھی وقت ترتیبات ← حدیں میں۔',
    firstDeposit: 'پہلے ڈپازٹ سے پہلے: کیا آپ حدیں مقرر کرنا چاہیں گے؟ آپ انہیں کسی بھی وقت ترتیبات ← حدیں میں بدل سکتے ہیں۔',
    deposit: 'روزانہ ڈپازٹ کی حد (₨)',
    loss: 'روزانہ نقصان کی حد (₨)',
    session: 'سیشن کے وقت کی حد (منٹ)',
    save: 'حدیں محفوظ کریں',
    skip: 'چھوڑ دیں',
    saved: 'آپ کی حدیں نافذ ہو گئیں',
  },
};
