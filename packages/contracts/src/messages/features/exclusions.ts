// Language-table entries of exclusions that bind the person, the national exclusion register and
// operators' lifts. Player-facing ones are translated; operator-only refusals are in
// English in every table (the console is English; the apps never show them).
export const exclusionsEn = {
  personExcluded: 'A time-out or self-exclusion in force for you on another account stops this account too',
  exclusionRegisterMatch: 'You are on the national self-exclusion register (reference {{reference}}), so you cannot use an account here',
  exclusionRegisterUnavailable: 'We cannot check the national self-exclusion register right now. Please try again later',
  exclusionAwaitingReturn: 'Your self-exclusion period has ended. To play again, ask to come back in Settings → Take a break',
  exclusionCoolingOff: 'You asked to come back: your account reopens at {{until}}, after a 24-hour cooling-off',
  exclusionReturnNotYet: 'You can ask to come back only after your self-exclusion period ends ({{until}})',
  exclusionReturnOperatorOnly: 'Only the operator can lift this exclusion. Please contact support',
  playerExcludedIndefinitely: 'Your account is self-excluded with no end date',
  playerOperatorExcluded: 'Your account is excluded by the operator. Please contact support',
  exclusionTakeBreakIndefinite: 'Indefinitely',
  exclusionAskToReturn: 'Ask to come back',
  exclusionCloseAccount: 'Close my account',
} as const;

export const exclusionsOperatorOnly = {
  exclusionNotFound: 'This player has no time-out or exclusion in force',
  exclusionLiftPending: 'A lift of this exclusion already waits for a second operator',
  exclusionLiftDecided: 'This lift was already decided',
  exclusionLiftOwnRequest: 'You asked for this lift: a second operator must decide it',
  playerAlreadyExcluded: 'This player is already excluded by the operator',
} as const;
