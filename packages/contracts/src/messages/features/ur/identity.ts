// Urdu entries of messages/features/identity.ts (a file of their own so the apps' English first load
// never carries them).
import type { IdentityTable } from '../identity.ts';

export const identityUr: IdentityTable = {
  accountClosed: 'آپ کا اکاؤنٹ بند ہے۔ آپ اب بھی اپنا بیلنس نکال سکتے ہیں۔ اسے دوبارہ کھولنے کے لیے سپورٹ سے رابطہ کریں',
  accountClosedUnderage:
    'آپ کا اکاؤنٹ بند کر دیا گیا ہے: کھیلنے کے لیے آپ کی عمر 18 سال یا زیادہ ہونی چاہیے۔ آپ کے بیلنس کا جائزہ ہماری کمپلائنس ٹیم لے رہی ہے؛ سپورٹ سے رابطہ کریں',
  identityNeededToDeposit: 'رقم جمع کرانے سے پہلے اپنی شناخت کی تصدیق کریں: ترتیبات ← شناخت کی تصدیق پر جائیں',
  identityNeededAboveTotal:
    '{{days}} دن میں {{amount}} سے زیادہ جمع کرانے کے لیے تصدیق شدہ شناخت ضروری ہے۔ ترتیبات ← شناخت کی تصدیق میں تصدیق کریں',
  identityPendingToDeposit: 'آپ کی شناخت کی تفصیلات جائزے کی منتظر ہیں۔ تصدیق ہونے کے بعد آپ رقم جمع کرا سکیں گے',
  identityNeededToPlay: 'کھیلنے سے پہلے اپنی شناخت کی تصدیق کریں: ترتیبات ← شناخت کی تصدیق پر جائیں',
  identityPendingToPlay: 'آپ کی شناخت کی تفصیلات جائزے کی منتظر ہیں۔ تصدیق ہونے کے بعد آپ کھیل سکیں گے',
  accountAlreadyClosed: 'یہ اکاؤنٹ پہلے ہی بند ہے',
  accountNotClosed: 'یہ اکاؤنٹ بند نہیں ہے',
  closureReviewDecided: 'اس کمپلائنس جائزے کا فیصلہ پہلے ہی ہو چکا ہے',
  kycDocumentType: 'ہر تصویر JPEG، PNG یا WebP ہونی چاہیے',
  kycDocumentTooLarge: 'ہر تصویر زیادہ سے زیادہ 3 MB کی ہو سکتی ہے',
  kycDocumentsRequired: 'اپنے CNIC کے سامنے اور پیچھے والے حصے کی تصاویر شامل کریں',
  cnicVerifiedElsewhere: 'یہ CNIC پہلے ہی کسی دوسرے کھلے اکاؤنٹ پر تصدیق شدہ ہے: دوبارہ تصدیق کے لیے نوٹ کے ساتھ اوور رائیڈ ضروری ہے',
};
