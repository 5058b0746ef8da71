// Urdu entries of messages/features/mailbox.ts (a file of their own so the apps' English first load
// never carries them).
import type { MailboxTable } from '../mailbox.ts';

export const mailboxUr: MailboxTable = {
  mailNotFound: 'پیغام نہیں ملا',
  mailNoReward: 'اس پیغام میں کوئی انعام نہیں',
  mailExpired: 'اس پیغام کی میعاد ختم ہو چکی ہے',
  mailRecipientNotFound: 'اس ID کا کوئی کھلاڑی نہیں',
  mailServiceReward: 'سروس پیغام کے ساتھ انعام نہیں بھیجا جا سکتا: اسے مارکیٹنگ پیغام کے طور پر بھیجیں',
};
