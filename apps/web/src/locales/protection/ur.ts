// Strings of the player-protection screens (time-out, self-exclusion, reality checks) and of
// identity verification (issue #11), kept apart so the features own their text.
import type { ProtectionStrings } from './en.ts';

export const protectionUr: ProtectionStrings = {
  intro: 'کھیل سے وقفہ لیں۔ ٹائم آؤٹ یا خود اخراج کے دوران آپ نہ کھیل سکتے ہیں، نہ ڈپازٹ کر سکتے ہیں اور نہ بونس لے سکتے ہیں، لیکن اپنا بیلنس نکال سکتے ہیں۔ وقفہ پہلے ختم یا کم نہیں کیا جا سکتا؛ صرف بڑھایا جا سکتا ہے۔',
  status: {
    none: 'کوئی وقفہ نافذ نہیں',
    timeout: '{{until}} (پاکستانی وقت) تک ٹائم آؤٹ',
    selfExclusion: '{{until}} (پاکستانی وقت) تک خود اخراج',
    blocked: 'اس وقت تک کھیل، ڈپازٹ اور بونس بند ہیں۔ رقم نکالنا ممکن ہے۔',
  },
  period: { '24h': '24 گھنٹے', '7d': '7 دن', '30d': '30 دن', '6m': '6 ماہ', '1y': '1 سال', '2y': '2 سال', '3y': '3 سال', '5y': '5 سال' },
  timeout: { title: 'ٹائم آؤٹ', text: 'مختصر وقفہ: مدت منتخب کریں۔' },
  exclusion: {
    title: 'خود اخراج',
    text: 'طویل وقفہ، جب جوا تفریح نہ رہے۔ تصدیق کے لیے اپنا پاس ورڈ درج کریں۔',
    password: 'پاس ورڈ',
    submit: 'خود اخراج کریں',
  },
  confirm: {
    timeoutTitle: '{{period}} کا ٹائم آؤٹ شروع کریں؟',
    exclusionTitle: '{{period}} کے لیے خود اخراج؟',
    text: 'ختم ہونے تک آپ نہ کھیل سکیں گے، نہ ڈپازٹ کر سکیں گے اور نہ بونس لے سکیں گے، اور اسے پہلے واپس نہیں لیا جا سکتا۔ آپ اپنا بیلنس نکال سکتے ہیں۔',
    ok: 'تصدیق کریں',
    cancel: 'منسوخ',
  },
  started: 'آپ کا وقفہ شروع ہو گیا',
  realityCheck: {
    title: 'وقت کی یاد دہانی',
    time: 'اس سیشن میں آپ {{duration}} سے کھیل رہے ہیں۔',
    net: 'اس سیشن کا خالص نتیجہ: {{net}}',
    detail: 'لگایا {{staked}} · جیتا {{won}}',
    continue: 'کھیلتے رہیں',
    takeBreak: 'وقفہ لیں',
    logOut: 'لاگ آؤٹ',
    settingsTitle: 'وقت کی یاد دہانی',
    settingsText: 'ہم کتنی دیر بعد یاد دلائیں کہ اس سیشن میں آپ کتنا کھیلے اور کتنا جیتے یا ہارے۔',
    every: 'ہر {{minutes}} منٹ',
    off: 'بند',
    saved: 'یاد دہانی محفوظ ہو گئی',
    hours: '{{hours}} گھنٹے {{minutes}} منٹ',
    minutes: '{{minutes}} منٹ',
  },
  kyc: {
    title: 'شناخت کی تصدیق',
    intro: '{{amount}} سے زیادہ رقم نکالنے کے لیے تصدیق شدہ شناخت ضروری ہے۔ اپنی تفصیلات بالکل ویسی ہی درج کریں جیسی آپ کے CNIC پر ہیں؛ آپریٹر ان کی جانچ کرے گا۔',
    state: {
      none: 'ابھی تصدیق نہیں ہوئی',
      pending: 'جائزے کا انتظار',
      verified: 'تصدیق شدہ',
      rejected: 'قبول نہیں ہوا',
    },
    rejected: 'وجہ: {{note}}',
    fullName: 'پورا نام (جیسا CNIC پر ہے)',
    cnic: 'CNIC نمبر (13 ہندسے)',
    dateOfBirth: 'تاریخ پیدائش',
    submit: 'جائزے کے لیے بھیجیں',
    submitted: 'آپ کی تفصیلات جائزے کے لیے بھیج دی گئیں',
    masked: 'CNIC {{cnic}}',
  },
};
