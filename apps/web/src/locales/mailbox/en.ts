// Strings of the mailbox screens and popups (issue #5), kept apart so the feature owns its text.
export const mailboxEn = {};

export type MailboxTable = typeof mailboxEn;
