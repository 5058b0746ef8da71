// Urdu entries of messages/features/support-chat.ts (a file of their own so the apps' English first load
// never carries them).
import type { SupportChatTable } from '../support-chat.ts';

export const supportChatUr: SupportChatTable = {
  supportChatTextLength: 'ایک پیغام زیادہ سے زیادہ 1000 حروف کا ہو سکتا ہے',
  supportChatEmpty: 'پیغام لکھیں یا تصویر شامل کریں',
  supportChatImageType: 'تصویر PNG، JPEG یا WebP ہونی چاہیے',
  supportChatImageTooLarge: 'تصویر زیادہ سے زیادہ 2 MB کی ہو سکتی ہے',
  supportChatTooManyMessages: 'آپ بہت تیزی سے پیغام بھیج رہے ہیں۔ براہ کرم تھوڑا انتظار کریں',
  supportChatTooManyImages: 'آپ ایک گھنٹے میں زیادہ سے زیادہ 10 تصاویر بھیج سکتے ہیں۔ بعد میں دوبارہ کوشش کریں',
  supportChatClosedReplyTitle: 'سپورٹ نے آپ کے پیغام کا جواب دیا',
};
