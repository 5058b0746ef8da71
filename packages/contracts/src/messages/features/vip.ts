// Language-table entries of the vip feature (issue #5); en is the spec's wording where it has one.
export const vipEn = {
  vipLevelNotReached: 'Reach VIP{{level}} to claim its upgrade reward',
  vipNoUpgradeReward: 'VIP{{level}} has no upgrade reward',
  vipLevelInvalid: 'Choose a VIP level from 1 to 11',
} as const;

type Table = Record<keyof typeof vipEn, string>;

export const vipZh: Table = {
  vipLevelNotReached: '达到 VIP{{level}} 后才能领取该升级奖励',
  vipNoUpgradeReward: 'VIP{{level}} 没有升级奖励',
  vipLevelInvalid: '请选择 1 到 11 之间的 VIP 等级',
};

export const vipUr: Table = {
  vipLevelNotReached: 'یہ اپ گریڈ انعام لینے کے لیے VIP{{level}} تک پہنچیں',
  vipNoUpgradeReward: 'VIP{{level}} کا کوئی اپ گریڈ انعام نہیں',
  vipLevelInvalid: '1 سے 11 تک کوئی VIP لیول منتخب کریں',
};
