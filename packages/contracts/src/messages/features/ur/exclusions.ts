// exclusions.ts in Urdu; operator-only refusals stay English (the console is English).
import { exclusionsOperatorOnly } from '../exclusions.ts';

export const exclusionsUr = {
  personExcluded: 'آپ کے دوسرے اکاؤنٹ پر جاری وقفہ یا خود اخراج اس اکاؤنٹ کو بھی روکتا ہے',
  exclusionRegisterMatch: 'آپ کا نام قومی خود اخراج رجسٹر میں ہے (حوالہ {{reference}})، اس لیے آپ یہاں اکاؤنٹ استعمال نہیں کر سکتے',
  exclusionRegisterUnavailable: 'ہم ابھی قومی خود اخراج رجسٹر چیک نہیں کر سکتے۔ براہ کرم کچھ دیر بعد دوبارہ کوشش کریں',
  exclusionAwaitingReturn: 'آپ کے خود اخراج کی مدت ختم ہو گئی ہے۔ دوبارہ کھیلنے کے لیے ترتیبات ← وقفہ لیں میں واپسی کی درخواست دیں',
  exclusionCoolingOff: 'آپ نے واپسی کی درخواست دی ہے: 24 گھنٹے کے ٹھنڈے وقفے کے بعد آپ کا اکاؤنٹ {{until}} کو دوبارہ کھلے گا',
  exclusionReturnNotYet: 'آپ خود اخراج کی مدت ختم ہونے ({{until}}) کے بعد ہی واپسی کی درخواست دے سکتے ہیں',
  exclusionReturnOperatorOnly: 'یہ اخراج صرف آپریٹر ختم کر سکتا ہے۔ براہ کرم سپورٹ سے رابطہ کریں',
  playerExcludedIndefinitely: 'آپ کا اکاؤنٹ غیر معینہ مدت کے لیے خود اخراج میں ہے',
  playerOperatorExcluded: 'آپریٹر نے آپ کا اکاؤنٹ خارج کر دیا ہے۔ براہ کرم سپورٹ سے رابطہ کریں',
  exclusionTakeBreakIndefinite: 'غیر معینہ مدت',
  exclusionAskToReturn: 'واپسی کی درخواست دیں',
  exclusionCloseAccount: 'میرا اکاؤنٹ بند کریں',
  ...exclusionsOperatorOnly,
} as const;
