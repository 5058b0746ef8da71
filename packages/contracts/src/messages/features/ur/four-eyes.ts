import type { fourEyesEn } from '../four-eyes.ts';

export const fourEyesUr: Record<keyof typeof fourEyesEn, string> = {
  operatorSetupCodeInvalid: 'یہ سیٹ اپ کوڈ نامعلوم، استعمال شدہ یا ختم شدہ ہے: کسی ایڈمن سے نیا کوڈ مانگیں',
  operatorSetupNotStarted: 'سیٹ اپ لنک دوبارہ کھولیں: اس کوڈ کے لیے تصدیقی ایپ کا خفیہ کوڈ ابھی جاری نہیں ہوا',
  operatorSetupTotpWrong: 'تصدیقی کوڈ میل نہیں کھاتا: خفیہ کوڈ دوبارہ اسکین کریں اور موجودہ کوڈ درج کریں',
  operatorResetSecondAdmin: 'یہ ری سیٹ کسی دوسرے ایڈمن کو کرنا ہوگا: نہ درخواست دینے والا، نہ وہ آپریٹر جس کا ری سیٹ ہو رہا ہے',
  operatorResetPending: 'اس آپریٹر کا ایک ری سیٹ پہلے ہی دوسرے ایڈمن کا منتظر ہے',
  operatorResetDecided: 'اس ری سیٹ کا فیصلہ پہلے ہی ہو چکا ہے',
  operatorActivateOwnInvite: 'جس ایڈمن نے اس آپریٹر کو مدعو کیا وہ اسے فعال نہیں کر سکتا: کسی دوسرے ایڈمن کو کرنا ہوگا',
  operatorNotAwaitingActivation: 'یہ آپریٹر فعال کیے جانے کا منتظر نہیں: پہلے اسے سیٹ اپ مکمل کرنا ہوگا، یا یہ پہلے ہی فعال ہے',
  adjustmentAboveCap: '{{role}} کردار ₨{{cap}} تک کی ایڈجسٹمنٹ کی درخواست کر سکتا ہے: اس سے بڑی رقم کے لیے کسی ایڈمن سے کہیں',
  adjustmentNeedsAdmin: '₨{{tier}} سے زیادہ کی ایڈجسٹمنٹ کے لیے ایڈمن کی منظوری ضروری ہے',
  secondOperatorApproves: 'یہ آپ نے بنایا ہے: اسے کسی دوسرے آپریٹر کو منظور یا مسترد کرنا ہوگا',
  giftCodeAboveCap: '{{role}} کردار کل ₨{{cap}} تک ادائیگی والے گفٹ کوڈ بنا سکتا ہے: یہ کوڈ ₨{{total}} تک ادا کر سکتا ہے',
  giftCodeNeedsAdmin: 'کل ₨{{tier}} سے زیادہ ادائیگی والے گفٹ کوڈ کے لیے ایڈمن کی منظوری ضروری ہے',
  alreadyDecided: 'اس کا فیصلہ پہلے ہی ہو چکا ہے: منظور، مسترد یا واپس لیا جا چکا',
};
