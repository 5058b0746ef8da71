// Strings of the play-rewards screens and popups (issue #5), kept apart so the feature owns its text.
export const playRewardsEn = {};

export type PlayRewardsTable = typeof playRewardsEn;
