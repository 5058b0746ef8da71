// Chinese entries of messages/features/mailbox.ts (a file of their own so the apps' English first load
// never carries them).
import type { MailboxTable } from '../mailbox.ts';

export const mailboxZh: MailboxTable = {
  mailNotFound: '未找到该邮件',
  mailNoReward: '该邮件没有奖励',
  mailExpired: '该邮件已过期',
  mailRecipientNotFound: '没有该ID的玩家',
  mailServiceReward: '服务通知不能附带奖励：请作为营销邮件发送',
};
