// Language-table entries of the mailbox feature (issue #5); en is the spec's wording where it has one.
export const mailboxEn = {} as const;

type Table = Record<keyof typeof mailboxEn, string>;

export const mailboxZh: Table = {};

export const mailboxUr: Table = {};
