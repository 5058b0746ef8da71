// Strings of the player-protection screens (time-out, self-exclusion, reality checks) and of
// identity verification (issue #11), kept apart so the features own their text.

export const protectionEn = {
  intro: 'Take a break from play. During a time-out or self-exclusion you cannot play, deposit or receive bonuses, but you can still withdraw your balance. A break cannot be ended or shortened early; you can only make it longer.',
  status: {
    none: 'No break in force',
    timeout: 'Time-out until {{until}} (Pakistan time)',
    selfExclusion: 'Self-excluded until {{until}} (Pakistan time)',
    blocked: 'Play, deposits and bonuses are blocked until then. Withdrawals stay possible.',
  },
  period: { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '6m': '6 months', '1y': '1 year', '2y': '2 years', '3y': '3 years', '5y': '5 years' },
  timeout: { title: 'Time-out', text: 'A short break: choose how long.' },
  exclusion: {
    title: 'Self-exclusion',
    text: 'A long break for when gambling is no longer fun. Enter your password to confirm.',
    password: 'Password',
    submit: 'Self-exclude',
  },
  confirm: {
    timeoutTitle: 'Start a {{period}} time-out?',
    exclusionTitle: 'Self-exclude for {{period}}?',
    text: 'You will not be able to play, deposit or receive bonuses until it ends, and it cannot be undone early. You can still withdraw your balance.',
    ok: 'Confirm',
    cancel: 'Cancel',
  },
  started: 'Your break has started',
  realityCheck: {
    title: 'Reality check',
    time: 'You have been playing for {{duration}} this session.',
    net: 'Net result this session: {{net}}',
    detail: 'Staked {{staked}} · Won {{won}}',
    continue: 'Keep playing',
    takeBreak: 'Take a break',
    logOut: 'Log out',
    settingsTitle: 'Reality check',
    settingsText: 'How often we remind you how long you have played and how much you have won or lost in this session.',
    every: 'Every {{minutes}} min',
    off: 'Off',
    saved: 'Reality check saved',
    hours: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
  },
  closure: {
    title: 'Close my account',
    text: 'Play and deposits stop at once and you are logged out. You can still log in to withdraw your balance to your bound account. Only support can reopen the account.',
    password: 'Your password',
    submit: 'Close my account',
    confirmTitle: 'Close your account?',
    confirmText: 'You will be logged out. Only support can reopen it.',
    done: 'Your account is closed',
  },
  kyc: {
    title: 'Identity verification',
    intro: 'Withdrawals above {{amount}} need a verified identity. Enter your details exactly as on your CNIC; an operator checks them.',
    state: {
      none: 'Not verified yet',
      pending: 'Waiting for review',
      verified: 'Verified',
      rejected: 'Not accepted',
    },
    rejected: 'Reason: {{note}}',
    fullName: 'Full name (as on your CNIC)',
    cnic: 'CNIC number (13 digits)',
    dateOfBirth: 'Date of birth',
    submit: 'Submit for review',
    submitted: 'Your details were sent for review',
    masked: 'CNIC {{cnic}}',
  },
};

/** The shape the other languages fill (same keys). */
export type ProtectionStrings = typeof protectionEn;
