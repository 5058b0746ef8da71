// Urdu entries of messages/features/aml.ts.
import { amlOperatorOnly, type AmlTable } from '../aml.ts';

export const amlUr: AmlTable = {
  ...amlOperatorOnly,
  kycRollingRequired:
    'پچھلے {{days}} دنوں میں آپ کی نکالی گئی رقم کا مجموعہ {{total}} ہو جائے گا، جو {{amount}} سے زیادہ ہے، اس لیے تصدیق شدہ شناخت ضروری ہے۔ ترتیبات ← شناخت کی تصدیق میں اپنی CNIC کی تفصیلات جمع کرائیں۔',
  kycRollingPending:
    'پچھلے {{days}} دنوں میں آپ کی نکالی گئی رقم کا مجموعہ {{total}} ہو جائے گا، جو {{amount}} سے زیادہ ہے، اس لیے تصدیق شدہ شناخت ضروری ہے۔ آپ کی CNIC کی تفصیلات جائزے کی منتظر ہیں۔',
};
