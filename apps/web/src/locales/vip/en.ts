// Strings of the vip screens and popups (issue #5), kept apart so the feature owns its text.
export const vipEn = {};

export type VipTable = typeof vipEn;
