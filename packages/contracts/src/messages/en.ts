// The language table: every message the server returns and every validation message the apps
// show. The English texts are the requirements' exact wording (docs/requirements/accounts.md#11-error-codes); keys are shared by zh and ur.
import { rewardsEn } from './features/rewards.ts';
import { vipEn } from './features/vip.ts';
import { promotionsEn } from './features/promotions.ts';
import { depositOffersEn } from './features/deposit-offers.ts';
import { playRewardsEn } from './features/play-rewards.ts';
import { agencyEn } from './features/agency.ts';
import { gameLaunchEn } from './features/game-launch.ts';
import { mailboxEn } from './features/mailbox.ts';
import { accountDataEn } from './features/account-data.ts';
import { exclusionsEn, exclusionsOperatorOnly } from './features/exclusions.ts';
import { complaintsEn } from './features/complaints.ts';
import { supportChatEn } from './features/support-chat.ts';
import { backOfficeEn } from './features/back-office.ts';
import { amlEn } from './features/aml.ts';
import { limitsEn } from './features/limits.ts';
import { identityEn } from './features/identity.ts';
import { fourEyesEn } from './features/four-eyes.ts';

export const en = {
  // validation
  accountRequired: 'account is required',
  accountFormat: 'Account must be 4-11 letters, digits or _ and start with a letter',
  phoneRequired: 'Phone is required',
  userPhoneRequired: 'User Phone is required',
  phoneCannotBeEmpty: 'Phone number cannot be empty',
  phoneFormat: 'Enter a valid mobile number (10 digits starting with 3)',
  phoneOrUsernameRequired: 'Please enter Phone number/Username',
  passwordRequired: 'Password is required',
  passwordCannotBeEmpty: 'Password cannot be empty',
  passwordLength: 'At least 6-12 characters',
  passwordLetterDigit: 'Use letters and digits together for a stronger password',
  passwordsDoNotMatch: 'Passwords do not match',
  fieldCannotBeEmpty: 'Field cannot be empty',
  invalidEmail: 'invalid email',
  nicknameRequired: 'Nickname cannot be empty',
  nicknameTooLong: 'Nickname can be at most 10 characters',
  avatarInvalid: 'Choose one of the avatars shown',
  verifyCodeRequired: 'Verification code is required',
  verifyCodeFormat: 'The verification code has 6 digits',
  ageConfirmationRequired: 'Please confirm that you are 18 or older',
  // server outcomes
  operationSuccessful: 'Operation successful',
  anErrorOccurred: 'An error occurred',
  invalidRequest: 'Request error',
  wrongCredentials: 'Wrong account or password',
  accountTaken: 'This account name is already registered',
  phoneTaken: 'This phone number is already registered',
  emailTaken: 'This email is already registered',
  sessionExpired: 'Unauthorized, please log in',
  tooManyAttempts: 'Too many attempts, please try again later',
  codeInvalid: 'Invalid or expired verification code',
  codeSent: 'If this number can receive a code, it has been sent',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  phoneAlreadyBound: 'A phone number is already bound to this account',
  accountBlocked: 'This account cannot log in. Please contact support',
  insufficientCoins: 'Insufficient coins',
  idempotencyConflict: 'This request id was already used for a different request',
  holdResolved: 'This payout was already settled',
  // deposits (payments)
  noCustomOption: 'No custom option available for selected payment type',
  paymentTypeRequired: 'Payment Type cannot be empty',
  paymentOptionUnknown: 'This deposit option is not available',
  depositAmountRequired: 'Amount is required',
  depositAmountInvalid: 'Enter the amount in digits (at most 10)',
  depositAmountOutOfRange: 'Enter an amount from {{min}} to {{max}}',
  depositAmountTooLow: 'Enter an amount of at least {{min}}',
  depositAmountTooHigh: 'Enter an amount of at most {{max}}',
  depositLimitExceeded: 'This deposit would exceed your {{period}} deposit limit',
  depositOrderNotFound: 'Deposit order not found',
  // withdrawals (withdrawals, operators)
  bindNameRequired: 'Full name cannot be empty',
  bindAccountNumberRequired: 'Account Number cannot be empty',
  bindPaymentTypeRequired: 'Payment Type cannot be empty',
  bindCnicRequired: 'CNIC cannot be empty',
  bindNameFormat: 'Invalid name format. Use letters, spaces, or hyphens (2-50 characters).',
  bindAccountNumberInvalid: 'Invalid Account Number.',
  bindIdFormatInvalid: 'Invalid ID format. ',
  bindPaymentTypeInvalid: 'Choose Jazzcash, Easypaisa or Bank',
  bindingSuccessful: 'Binding successful',
  withdrawAccountAlreadyBound: 'A withdrawal account is already bound. Please contact support to change it',
  withdrawPhoneRequired: 'Please bind your phone number first',
  withdrawAccountRequired: 'Please add your withdrawal account first',
  minimumWithdrawal: 'Minimum withdrawal: {{min}}',
  maximumWithdrawal: 'Maximum withdrawal:{{max}}',
  withdrawDailyLimit: 'Daily withdrawal limit reached ({{count}} a day)',
  withdrawHours: 'Withdrawals are available {{from}}-{{to}}',
  withdrawalSuccessful: 'Withdrawal successful',
  withdrawalFailed: 'Withdrawal failed',
  withdrawalNotFound: 'Withdrawal not found',
  withdrawalStateConflict: 'This withdrawal cannot change from its current state',
  operatorUnauthorized: 'Operator login required',
  operatorForbidden: 'Access Denied',
  // HTTP toasts
  http400: 'Request error',
  http401: 'Unauthorized, please log in',
  http403: 'Access Denied',
  http404: 'Request address error: {{url}}',
  http408: 'Request timeout',
  http500: 'Internal server error',
  http501: 'Service not implemented',
  http502: 'Gateway error',
  http503: 'Service unavailable',
  http504: 'Gateway timeout',
  http505: 'HTTP version not supported',
  httpOther: 'Network connection failure',
  copySuccessful: 'Copy Successful!',
  copyFailed: 'Copy failed',
  // game catalogue (search)
  searchTooShort: 'Search requires at least 3 characters',
  searchTooLong: 'Search can be at most 20 characters',
  noData: 'No Data',
  gameNotFound: 'This game is not available',
  // in-house games
  invalidBet: 'Invalid bet amount',
  invalidClientSeed: "Client seed must be 1-64 printable characters without spaces or ':'",
  gameRoundNotFound: 'Round not found',
  gameRoundOver: 'This round is already over',
  gameRoundOpen: 'Finish your open round first',
  crashBettingClosed: 'Bets for this round are closed: bet again when the next round opens',
  crashAlreadyBet: 'You already have a bet in this round',
  sportsSelectionClosed: 'This selection is no longer available',
  sportsMarketSuspended: 'Betting on this market is suspended for a moment: try again shortly',
  sportsOddsChanged: 'The odds have changed: check the new odds and place your bet again',
  sportsStakeTooLow: 'The minimum stake is {{min}}',
  sportsStakeTooHigh: 'The maximum stake for this bet is {{max}}',
  sportsPayoutTooHigh: 'The potential return is above the maximum payout of {{max}}',
  sportsSameEvent: 'An accumulator cannot combine two selections from the same match',
  sportsEventNotFound: 'Match not found',
  sportsCashOutUnavailable: 'Cash out is not available for this bet right now',
  sportsCashOutChanged: 'The cash-out value has changed: check it and try again',
  sportsBetNotFound: 'Bet not found',
  sportsSettlementPending: 'A settlement of this market is already waiting for a second operator',
  sportsResultInvalid: 'The result must name selections of this market',
  // player protection (docs/requirements/protection.md)
  playerTimedOut: 'Your account is in a time-out until {{until}}',
  playerSelfExcluded: 'Your account is self-excluded until {{until}}',
  protectionCannotShorten: 'Your break already lasts until {{until}} and cannot be shortened',
  // rewards features, one table each (messages/features/*.ts)
  ...rewardsEn,
  ...vipEn,
  ...promotionsEn,
  ...depositOffersEn,
  ...playRewardsEn,
  ...agencyEn,
  ...gameLaunchEn,
  ...mailboxEn,
  ...accountDataEn,
  ...complaintsEn,
  ...supportChatEn,
  ...backOfficeEn,
  ...amlEn,
  ...limitsEn,
  ...exclusionsEn,
  ...exclusionsOperatorOnly,
  ...identityEn,
  ...fourEyesEn,
} as const;

export type MessageKey = keyof typeof en;
export type MessageTable = Record<MessageKey, string>;

/**
 * Whether a string (a zod issue's message, a server reply's) is one of the table's keys. Here, with
 * the table, so a bundle that only checks languages (messages/languages.ts) does not carry it.
 */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}
