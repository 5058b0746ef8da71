// Language-table entries of the back-office, KYC, AML and reality-check work. The
// player-facing ones (KYC, reality check, frozen account) are translated; operator-only refusals
// are in English in every table because the console is English (the apps never show them).
export const backOfficeEn = {
  operatorLastAdmin: 'The last active admin cannot be demoted or disabled',
  operatorSelfDisable: 'You cannot disable your own account',
  makerChecker: 'The operator who approved this withdrawal cannot mark it paid: a second operator must',
  adjustmentSecondOperator: 'A second operator must approve this adjustment',
  adjustmentDecided: 'This adjustment was already decided',
  playerFrozen: 'This player is frozen',
  playerAlreadyFrozen: 'This player is already frozen',
  playerNotFrozen: 'This player is not frozen',
  kycReviewed: 'These identity details were already reviewed',
  amlFlagResolved: 'This flag was already resolved',
  configDocumentInvalid: 'The document does not fit its schema',
  configVersionUnknown: 'No such version of this document',
  // player-facing
  kycRequired: 'Withdrawals above {{amount}} need a verified identity. Submit your CNIC details under Settings → Identity verification.',
  kycPending: 'Withdrawals above {{amount}} need a verified identity. Your CNIC details are waiting for review.',
  kycAlreadyVerified: 'Your identity is already verified',
  kycAlreadyPending: 'Your identity details are already waiting for review',
  kycDateOfBirthRequired: 'Enter your date of birth',
  kycUnderage: 'You must be 18 or older',
  realityCheckInterval: 'Choose one of the intervals offered',
} as const;

export type BackOfficeTable = Record<keyof typeof backOfficeEn, string>;

/** Operator-only refusals: English in every table (the console is English; the apps never show them). */
export const backOfficeOperatorOnly = {
  operatorLastAdmin: backOfficeEn.operatorLastAdmin,
  operatorSelfDisable: backOfficeEn.operatorSelfDisable,
  makerChecker: backOfficeEn.makerChecker,
  adjustmentSecondOperator: backOfficeEn.adjustmentSecondOperator,
  adjustmentDecided: backOfficeEn.adjustmentDecided,
  playerFrozen: backOfficeEn.playerFrozen,
  playerAlreadyFrozen: backOfficeEn.playerAlreadyFrozen,
  playerNotFrozen: backOfficeEn.playerNotFrozen,
  kycReviewed: backOfficeEn.kycReviewed,
  amlFlagResolved: backOfficeEn.amlFlagResolved,
  configDocumentInvalid: backOfficeEn.configDocumentInvalid,
  configVersionUnknown: backOfficeEn.configVersionUnknown,
};
