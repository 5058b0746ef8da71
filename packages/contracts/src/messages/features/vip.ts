// Language-table entries of the vip feature; en is the requirements' wording where it has one.
export const vipEn = {
  vipLevelNotReached: 'Reach VIP{{level}} to claim its upgrade reward',
  vipNoUpgradeReward: 'VIP{{level}} has no upgrade reward',
  vipLevelInvalid: 'Choose a VIP level from 1 to 11',
} as const;

export type VipTable = Record<keyof typeof vipEn, string>;
