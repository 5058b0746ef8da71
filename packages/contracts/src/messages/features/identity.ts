// Language-table entries of the identity-before-money and account-closure refusals.
export const identityEn = {
  accountClosed: 'Your account is closed. You can still withdraw your balance. To reopen it, contact support',
  accountClosedUnderage:
    'Your account is closed: you must be 18 or older to play. Any balance is being reviewed by our compliance team; contact support',
  identityNeededToDeposit: 'Verify your identity before you deposit: go to Settings → Identity verification',
  identityNeededAboveTotal:
    'Deposits above {{amount}} within {{days}} days need a verified identity. Verify it under Settings → Identity verification',
  identityPendingToDeposit: 'Your identity details are waiting for review. You can deposit once they are verified',
  identityNeededToPlay: 'Verify your identity before you play: go to Settings → Identity verification',
  identityPendingToPlay: 'Your identity details are waiting for review. You can play once they are verified',
  accountAlreadyClosed: 'This account is already closed',
  accountNotClosed: 'This account is not closed',
  closureReviewDecided: 'This compliance review has already been decided',
  kycDocumentType: 'Each photo must be a JPEG, PNG or WebP image',
  kycDocumentTooLarge: 'Each photo can be at most 3 MB',
  kycDocumentsRequired: 'Add photos of the front and the back of your CNIC',
  cnicVerifiedElsewhere: 'This CNIC is already verified on another open account: verifying it again needs an override with a note',
} as const;

export type IdentityTable = Record<keyof typeof identityEn, string>;
