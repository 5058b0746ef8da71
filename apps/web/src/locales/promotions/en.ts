// Strings of the promotions screens and popups, kept apart so the feature owns its text.
export const promotionsEn = {
  signIn: {
    title: 'Daily sign-in',
    lead: 'Check in once a day to collect this week’s rewards.',
    day: 'Day {{day}}',
    today: 'Today',
    signed: 'Signed',
    checkIn: 'Check In',
    checkedIn: 'Checked in today',
    rules: 'unlock all benefits with VIP3 or above',
    rulesDetail:
      'One check-in per day (Pakistan time). Each check-in this week is the next day of your streak; a missed day does not break it, and the streak starts again every Monday. Some days need a VIP level.',
    wager: 'Rewards carry a betting requirement of {{multi}} before they can be withdrawn.',
    loading: 'Loading sign-in…',
  },
  tips: {
    title: 'Tips',
    text: 'Day {{day}} needs VIP{{level}}. Recharge to raise your VIP level and unlock this reward.',
    cancel: 'Cancel',
    recharge: 'Recharge',
  },
  received: {
    title: 'Amount received',
    ok: 'OK',
  },
  bindPhonePrompt: {
    title: 'Bind your phone',
    text: 'Bind a phone number to secure your account, withdraw, and claim the bind-phone reward.',
    go: 'Bind phone',
    later: 'Later',
  },
  giftCode: {
    title: 'Gift code',
    lead: 'Enter a gift code to receive its reward in your balance.',
    label: 'Gift code',
    placeholder: 'Enter your code',
    redeem: 'Redeem',
    success: 'Redeemed: {{amount}} added to your balance.',
    rules: 'Codes are not case-sensitive. Each code can be redeemed once per account, until it expires or all its uses are taken. Its reward may carry a betting requirement. Too many wrong codes pause redeeming for a while.',
  },
  rewards: {
    title: 'Rewards',
    lead: 'Rewards you can collect for setting up your account, and the daily sign-in.',
    signInText: 'Check in every day for up to seven rewards a week.',
    open: 'Open',
    phone: 'Bind phone reward',
    phoneText: 'Bind a phone number to your account.',
    bankCard: 'Bind bank card reward',
    bankCardText: 'Bind a withdrawal account (Jazzcash or Easypaisa).',
    claim: 'Claim',
    claimed: 'Claimed',
    off: 'Not available',
    bindPhone: 'Bind phone',
    bindAccount: 'Bind account',
    rules: 'Each of these rewards is paid once per account, after the binding. Rewards carry a betting requirement of {{multi}} before they can be withdrawn.',
  },
};

export type PromotionsTable = typeof promotionsEn;
