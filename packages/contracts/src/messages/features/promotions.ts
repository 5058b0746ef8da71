// Language-table entries of the promotions feature (issue #5): daily sign-in, gift codes and the
// bind-phone / bind-bank-card rewards. en is the spec's wording where it has one.
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

type Table = Record<keyof typeof promotionsEn, string>;

export const promotionsZh: Table = {
  signInVipRequired: '签到第{{day}}天需要VIP{{level}}，请升级VIP等级后再签到',
  giftCodeRequired: '请输入礼品码',
  giftCodeUnknown: '该礼品码不存在',
  giftCodeExpired: '该礼品码已过期',
  giftCodeUsedUp: '该礼品码已被领完',
  giftCodeAlreadyUsed: '您已兑换过该礼品码',
  giftCodeTaken: '该礼品码已存在',
  giftCodeFormat: '礼品码为4至32位字母或数字',
  bindRewardPhoneRequired: '请先绑定手机号再领取此奖励',
  bindRewardAccountRequired: '请先绑定提现账户再领取此奖励',
};

export const promotionsUr: Table = {
  signInVipRequired: 'سائن اِن کے دن {{day}} کے لیے VIP{{level}} درکار ہے۔ چیک اِن کے لیے اپنا VIP لیول بڑھائیں',
  giftCodeRequired: 'براہ کرم گفٹ کوڈ درج کریں',
  giftCodeUnknown: 'یہ گفٹ کوڈ موجود نہیں',
  giftCodeExpired: 'اس گفٹ کوڈ کی میعاد ختم ہو چکی ہے',
  giftCodeUsedUp: 'یہ گفٹ کوڈ مکمل طور پر استعمال ہو چکا ہے',
  giftCodeAlreadyUsed: 'آپ یہ گفٹ کوڈ پہلے ہی استعمال کر چکے ہیں',
  giftCodeTaken: 'یہ گفٹ کوڈ پہلے سے موجود ہے',
  giftCodeFormat: 'گفٹ کوڈ 4 سے 32 حروف یا ہندسوں پر مشتمل ہوتا ہے',
  bindRewardPhoneRequired: 'یہ انعام لینے کے لیے پہلے اپنا فون نمبر منسلک کریں',
  bindRewardAccountRequired: 'یہ انعام لینے کے لیے پہلے نکلوانے کا اکاؤنٹ منسلک کریں',
};
