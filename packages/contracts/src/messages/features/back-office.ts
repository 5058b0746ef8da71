// Language-table entries of the back-office, KYC, AML and reality-check work (issue #11). The
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

type Table = Record<keyof typeof backOfficeEn, string>;

const operatorOnly = {
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

export const backOfficeZh: Table = {
  ...operatorOnly,
  kycRequired: '提现金额超过 {{amount}} 需要完成身份验证。请在 设置 → 身份验证 中提交您的 CNIC 信息。',
  kycPending: '提现金额超过 {{amount}} 需要完成身份验证。您的 CNIC 信息正在等待审核。',
  kycAlreadyVerified: '您的身份已验证',
  kycAlreadyPending: '您的身份信息已在等待审核',
  kycDateOfBirthRequired: '请输入您的出生日期',
  kycUnderage: '您必须年满18岁',
  realityCheckInterval: '请选择提供的时间间隔之一',
};

export const backOfficeUr: Table = {
  ...operatorOnly,
  kycRequired: '{{amount}} سے زیادہ رقم نکالنے کے لیے تصدیق شدہ شناخت ضروری ہے۔ ترتیبات ← شناخت کی تصدیق میں اپنی CNIC کی تفصیلات جمع کرائیں۔',
  kycPending: '{{amount}} سے زیادہ رقم نکالنے کے لیے تصدیق شدہ شناخت ضروری ہے۔ آپ کی CNIC کی تفصیلات جائزے کی منتظر ہیں۔',
  kycAlreadyVerified: 'آپ کی شناخت پہلے ہی تصدیق شدہ ہے',
  kycAlreadyPending: 'آپ کی شناخت کی تفصیلات پہلے ہی جائزے کی منتظر ہیں',
  kycDateOfBirthRequired: 'اپنی تاریخ پیدائش درج کریں',
  kycUnderage: 'آپ کی عمر 18 سال یا زیادہ ہونی چاہیے',
  realityCheckInterval: 'پیش کردہ وقفوں میں سے ایک منتخب کریں',
};
