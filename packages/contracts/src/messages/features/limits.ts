// Language-table entries of loss, wager and session-time limits.
export const limitsEn = {
  lossLimitDaily: 'This stake would take you past your daily loss limit',
  lossLimitWeekly: 'This stake would take you past your weekly loss limit',
  lossLimitMonthly: 'This stake would take you past your monthly loss limit',
  wagerLimitDaily: 'This stake would take you past your daily wager limit',
  wagerLimitWeekly: 'This stake would take you past your weekly wager limit',
  wagerLimitMonthly: 'This stake would take you past your monthly wager limit',
  sessionLimitReached:
    'Your session time limit of {{minutes}} minutes is reached: play has ended for this session. You can still see your balance and withdraw',
  playLimitInvalid: 'A session limit is 5 to 1440 minutes; loss and wager limits are daily, weekly or monthly',
  limitLiftSecondOperator: 'A second operator must approve this limit change',
  limitLiftDecided: 'This limit change was already decided',
} as const;

export type LimitsTable = Record<keyof typeof limitsEn, string>;
