// Urdu entries of messages/features/back-office.ts (a file of their own so the apps' English first load
// never carries them).
import { backOfficeOperatorOnly, type BackOfficeTable } from '../back-office.ts';

export const backOfficeUr: BackOfficeTable = {
  ...backOfficeOperatorOnly,
  kycRequired: '{{amount}} سے زیادہ رقم نکالنے کے لیے تصدیق شدہ شناخت ضروری ہے۔ ترتیبات ← شناخت کی تصدیق میں اپنی CNIC کی تفصیلات جمع کرائیں۔',
  kycPending: '{{amount}} سے زیادہ رقم نکالنے کے لیے تصدیق شدہ شناخت ضروری ہے۔ آپ کی CNIC کی تفصیلات جائزے کی منتظر ہیں۔',
  kycAlreadyVerified: 'آپ کی شناخت پہلے ہی تصدیق شدہ ہے',
  kycAlreadyPending: 'آپ کی شناخت کی تفصیلات پہلے ہی جائزے کی منتظر ہیں',
  kycDateOfBirthRequired: 'اپنی تاریخ پیدائش درج کریں',
  kycUnderage: 'آپ کی عمر 18 سال یا زیادہ ہونی چاہیے',
  realityCheckInterval: 'پیش کردہ وقفوں میں سے ایک منتخب کریں',
};
