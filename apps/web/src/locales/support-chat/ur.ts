import type { supportChatEn } from './en.ts';

export const supportChatUr: typeof supportChatEn = {
  title: 'لائیو چیٹ',
  entry: { title: 'ہم سے چیٹ کریں', text: 'ایپ میں ہی ایجنٹ کو لکھیں' },
  welcome: 'السلام علیکم! بتائیں آپ کو کیا چاہیے، ایجنٹ یہیں جواب دے گا۔',
  offline: 'ہمارے ایجنٹ اس وقت آف لائن ہیں۔ اپنا پیغام چھوڑ دیں: ہم اسے محفوظ رکھتے ہیں، اور جواب آپ کے میل باکس میں بھی آئے گا۔',
  typing: 'ایجنٹ لکھ رہا ہے…',
  you: 'آپ',
  agent: 'سپورٹ',
  sent: 'بھیج دیا گیا',
  read: 'پڑھ لیا گیا',
  placeholder: 'پیغام لکھیں',
  send: 'بھیجیں',
  attach: 'تصویر شامل کریں',
  removeImage: 'تصویر ہٹائیں',
  image: 'تصویر',
  imageRemoved: 'یہ گفتگو بند ہونے کے {{days}} دن بعد تصویر ہٹا دی گئی',
  imageAttached: 'تصویر بھیجنے کے لیے تیار ہے',
  messages: 'پیغامات',
  loadFailed: 'چیٹ لوڈ نہیں ہو سکی۔ اپنا کنکشن چیک کریں۔',
  closedNote: 'یہ گفتگو بند کر دی گئی تھی۔ دوبارہ لکھیں تو یہ پھر کھل جائے گی۔',
};
