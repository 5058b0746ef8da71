// Language-table entries of the play-rewards feature (issue #5); en is the spec's wording where it has one.
export const playRewardsEn = {} as const;

type Table = Record<keyof typeof playRewardsEn, string>;

export const playRewardsZh: Table = {};

export const playRewardsUr: Table = {};
