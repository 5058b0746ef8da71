// Language-table entries of the mailbox feature (issue #5); en is the spec's wording where it has one.
export const mailboxEn = {
  mailNotFound: 'Message not found',
  mailNoReward: 'This message has no reward',
  mailExpired: 'This message has expired',
  mailRecipientNotFound: 'No player with this ID',
} as const;

type Table = Record<keyof typeof mailboxEn, string>;

export const mailboxZh: Table = {
  mailNotFound: '未找到该邮件',
  mailNoReward: '该邮件没有奖励',
  mailExpired: '该邮件已过期',
  mailRecipientNotFound: '没有该ID的玩家',
};

export const mailboxUr: Table = {
  mailNotFound: 'پیغام نہیں ملا',
  mailNoReward: 'اس پیغام میں کوئی انعام نہیں',
  mailExpired: 'اس پیغام کی میعاد ختم ہو چکی ہے',
  mailRecipientNotFound: 'اس ID کا کوئی کھلاڑی نہیں',
};
