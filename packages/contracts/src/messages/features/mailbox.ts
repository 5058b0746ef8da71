// Language-table entries of the mailbox feature; en is the requirements' wording where it has one.
export const mailboxEn = {
  mailNotFound: 'Message not found',
  mailNoReward: 'This message has no reward',
  mailExpired: 'This message has expired',
  mailRecipientNotFound: 'No player with this ID',
  mailServiceReward: 'A service message cannot carry a reward: send it as marketing',
} as const;

export type MailboxTable = Record<keyof typeof mailboxEn, string>;
