// Language-table entries of AML cases, the rolling KYC threshold and customer interactions
// (docs/compliance/aml.md). The rolling-threshold refusals reach players and are translated; the rest are
// operator-only and English in every table (the console is English).
export const amlEn = {
  amlCaseOpen: 'Player {{playerId}} has an open AML case #{{caseId}}: compliance must resolve it before any withdrawal is approved',
  amlCaseResolved: 'This AML case was already resolved',
  interactionTransition: 'This customer interaction cannot move from {{from}} to {{to}}',
  // player-facing
  kycRollingRequired:
    'Your withdrawals in the last {{days}} days would total {{total}}, above {{amount}}: a verified identity is needed. Submit your CNIC details under Settings → Identity verification.',
  kycRollingPending:
    'Your withdrawals in the last {{days}} days would total {{total}}, above {{amount}}: a verified identity is needed. Your CNIC details are waiting for review.',
} as const;

export type AmlTable = Record<keyof typeof amlEn, string>;

export const amlOperatorOnly = {
  amlCaseOpen: amlEn.amlCaseOpen,
  amlCaseResolved: amlEn.amlCaseResolved,
  interactionTransition: amlEn.interactionTransition,
};
