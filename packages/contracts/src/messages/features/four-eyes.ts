// Language-table entries of operator onboarding, resets and four eyes (issue 19 part 5).
export const fourEyesEn = {
  operatorSetupCodeInvalid: 'This setup code is unknown, used or expired: ask an admin for a new one',
  operatorSetupNotStarted: 'Open the setup link again: the authenticator secret for this code was not issued yet',
  operatorSetupTotpWrong: 'The authenticator code does not match: scan the secret again and enter the current code',
  operatorResetSecondAdmin: 'A second admin must carry out this reset: not the one who asked and not the operator reset',
  operatorResetPending: 'A reset for this operator is already waiting for a second admin',
  operatorResetDecided: 'This reset was already decided',
  operatorActivateOwnInvite: 'The admin who invited this operator cannot activate them: a second admin must',
  operatorNotAwaitingActivation: 'This operator is not waiting for activation: they must finish setting up first, or are already active',
  adjustmentAboveCap: 'The {{role}} role may request adjustments up to ₨{{cap}}: ask an admin for a larger one',
  adjustmentNeedsAdmin: "Adjustments above ₨{{tier}} need an admin's approval",
  configNeedsProposal: 'This document moves money or sets a threshold: propose the change, and a second operator must approve it. Nothing was changed',
  configProposalSecondOperator: 'A second operator must approve or reject this change, never its proposer; only the proposer may withdraw it',
  configProposalDecided: 'This proposal was already decided, withdrawn or made stale',
  configProposalStale: 'The document changed since this proposal was made: nothing was applied, propose the change again',
} as const;
