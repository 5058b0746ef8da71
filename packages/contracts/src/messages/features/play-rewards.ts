// Language-table entries of the play-rewards feature; en is the requirements' wording where it has one.
export const playRewardsEn = {
  onlineTierUnknown: 'This online reward does not exist',
  onlineTierLocked: 'Stay online {{minutes}} minutes today to unlock this reward',
  lossRebateNone: 'There is no loss rebate for this day',
  lossRebateNotYet: "Today's rebate can be claimed from tomorrow",
  lossRebateExpired: 'The claim period for this rebate has ended',
  dailyGiftUnknown: 'This gift does not exist',
  dailyGiftLocked: 'Reach ₨{{amount}} in valid bets today to unlock this gift',
  newUserPacketExpired: 'The new player red packet could only be claimed within {{days}} days of registering',
  playRewardIdRequired: 'Choose the reward to claim',
  playRewardIdInvalid: 'Unknown reward',
  playRewardTypeInvalid: 'Unknown request type',
  lossRebateDayInvalid: 'Choose a day as YYYY-MM-DD',
} as const;

export type PlayRewardsTable = Record<keyof typeof playRewardsEn, string>;
