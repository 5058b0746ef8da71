// Language-table entries of the promotions feature (issue #5); en is the spec's wording where it has one.
export const promotionsEn = {} as const;

type Table = Record<keyof typeof promotionsEn, string>;

export const promotionsZh: Table = {};

export const promotionsUr: Table = {};
