// Language-table entries of the promotions feature: daily sign-in, gift codes and the
// bind-phone / bind-bank-card rewards. en is the requirements' wording where it has one.
export const promotionsEn = {
  signInVipRequired: 'Day {{day}} of the sign-in needs VIP{{level}}. Upgrade your VIP level to check in',
  giftCodeRequired: 'Please enter a gift code',
  giftCodeUnknown: 'This gift code does not exist',
  giftCodeExpired: 'This gift code has expired',
  giftCodeUsedUp: 'This gift code has been fully redeemed',
  giftCodeAlreadyUsed: 'You have already redeemed this gift code',
  giftCodeTaken: 'This gift code already exists',
  giftCodeFormat: 'A gift code is 4 to 32 letters or digits',
  bindRewardPhoneRequired: 'Bind your phone number first to claim this reward',
  bindRewardAccountRequired: 'Bind a withdrawal account first to claim this reward',
} as const;

export type PromotionsTable = Record<keyof typeof promotionsEn, string>;
