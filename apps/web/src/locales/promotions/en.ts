// Strings of the promotions screens and popups (issue #5), kept apart so the feature owns its text.
export const promotionsEn = {};

export type PromotionsTable = typeof promotionsEn;
