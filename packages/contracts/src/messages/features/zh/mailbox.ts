// Chinese entries of messages/features/mailbox.ts (a file of their own so the apps' English first load
// never carries them).
import type { MailboxTable } from '../mailbox.ts';

export const mailboxZh: MailboxTable = {
  mailNotFound: '未找到该邮件',
  mailNoReward: '该邮件没有奖励',
  mailExpired: '该邮件已过期',
  mailRecipientNotFound: '没有该ID的玩家',
};
