// Strings of the deposit-offers screens and popups (issue #5), kept apart so the feature owns its text.
export const depositOffersEn = {};

export type DepositOffersTable = typeof depositOffersEn;
