// Strings of the loss, wager and session-time limits (the Limits screen) and of the limits offer
// shown at sign-up and at the first deposit.

export const playLimitsEn = {
  title: 'Limits',
  intro: 'Limits on play. Net loss is what you staked minus what you won; a stake that would pass a limit is refused. A lower limit applies at once; a higher limit, or removing one, takes effect after 24 hours.',
  depositTitle: 'Deposit limits',
  playTitle: 'Loss and wager limits',
  kind: { loss: 'Loss limit', wager: 'Wager limit', session: 'Session time limit' },
  period: { daily: 'daily', weekly: 'weekly', monthly: 'monthly', session: 'per login' },
  usedLoss: 'Net loss this period: {{amount}}',
  usedWager: 'Staked this period: {{amount}}',
  usedSession: 'This session: {{minutes}} min',
  minutes: '{{minutes}} min',
  newAmount: 'New {{period}} {{kind}} in rupees',
  newMinutes: 'New session time limit in minutes',
  minutesPlaceholder: 'Minutes',
  sessionRange: 'Choose 5 to 1440 minutes',
  sessionText: 'When a login session reaches this length, play ends: games and bets are refused until you log in again. You can still see your balance and withdraw.',
  appliesNow: 'Applies at once',
  appliesLater: 'Applies after 24 hours',
  ended: { title: 'Play has ended', withdraw: 'Withdraw', logOut: 'Log out', ok: 'OK' },
  offer: {
    title: 'Set your limits',
    signup: 'Welcome! Players who set limits stay in control. Set them now or any time in Settings → Limits.',
    firstDeposit: 'Before your first deposit: would you like to set limits? You can change them any time in Settings → Limits.',
    deposit: 'Daily deposit limit (₨)',
    loss: 'Daily loss limit (₨)',
    session: 'Session time limit (minutes)',
    save: 'Save limits',
    skip: 'Skip',
    saved: 'Your limits are in force',
  },
};
