// Language-table entries of the agency feature (issue #5); en is the spec's wording where it has one.
export const agencyEn = {
  inviteNothingToClaim: 'No invite reward to claim yet: an invited player counts once they deposit and bet enough',
} as const;

type Table = Record<keyof typeof agencyEn, string>;

export const agencyZh: Table = {
  inviteNothingToClaim: '暂无可领取的邀请奖励：受邀玩家充值并投注达到要求后才计入',
};

export const agencyUr: Table = {
  inviteNothingToClaim: 'ابھی کوئی دعوتی انعام وصول کرنے کے لیے نہیں: مدعو کھلاڑی کافی جمع اور شرط لگانے کے بعد شمار ہوتا ہے',
};
