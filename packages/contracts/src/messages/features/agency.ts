// Language-table entries of the agency feature (issue #5); en is the spec's wording where it has one.
export const agencyEn = {} as const;

type Table = Record<keyof typeof agencyEn, string>;

export const agencyZh: Table = {};

export const agencyUr: Table = {};
