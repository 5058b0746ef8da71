// Language-table entries of the vip feature (issue #5); en is the spec's wording where it has one.
export const vipEn = {} as const;

type Table = Record<keyof typeof vipEn, string>;

export const vipZh: Table = {};

export const vipUr: Table = {};
