// Strings of the agency screens and popups (issue #5), kept apart so the feature owns its text.
export const agencyEn = {};

export type AgencyTable = typeof agencyEn;
