import type { MailboxTable } from './en.ts';

export const mailboxUr: MailboxTable = {};
