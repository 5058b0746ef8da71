import type { MailboxTable } from './en.ts';

export const mailboxZh: MailboxTable = {};
