import type { complaintsEn } from './en.ts';

export const complaintsUr: typeof complaintsEn = {
  title: 'باقاعدہ شکایت درج کریں',
  lead: 'رقم، کسی گیم یا آپ کے اکاؤنٹ سے متعلق تنازع کے لیے۔ آپ کو حوالہ نمبر ملے گا اور ہمارا حتمی جواب 8 ہفتوں کے اندر۔',
  category: 'موضوع',
  categories: { deposit: 'جمع', withdrawal: 'رقم نکلوانا', game: 'گیم', bonus: 'بونس', account: 'اکاؤنٹ', other: 'دیگر' },
  subject: 'عنوان',
  subjectPlaceholder: 'چند الفاظ میں',
  message: 'کیا ہوا',
  messagePlaceholder: 'تاریخیں، رقم، گیم اور راؤنڈ نمبر ہمیں جلد جواب دینے میں مدد دیتے ہیں',
  send: 'شکایت درج کریں',
  sent: 'شکایت {{reference}} درج ہو گئی',
  yours: 'آپ کی شکایات',
  reference: 'حوالہ نمبر',
  due: 'حتمی جواب کی آخری تاریخ {{date}}',
  overdue: 'ہمارے حتمی جواب میں تاخیر ہو گئی ہے (آخری تاریخ {{date}})۔ آپ اپنی شکایت {{adr}} کے پاس لے جا سکتے ہیں۔',
  state: { open: 'موصول', in_progress: 'کارروائی جاری', escalated: 'اعلیٰ سطح پر', resolved: 'حل شدہ' },
  response: 'ہمارا حتمی جواب',
  adr: 'اگر آپ مطمئن نہیں ہیں تو آپ اپنی شکایت بلا معاوضہ {{adr}} کے پاس لے جا سکتے ہیں:',
  login: 'شکایت درج کرنے کے لیے لاگ ان کریں',
};
