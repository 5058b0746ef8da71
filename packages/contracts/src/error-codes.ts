// Result codes of the reply envelope (spec §7: 1 success, 0 error). The spec shows no server
// error codes, so Khel defines them; each has a language-table message the apps also hold.
import type { MessageKey } from './messages/en.ts';

export const RESULT_SUCCESS = 1;

export const ErrorCode = {
  generic: 0,
  invalidRequest: 1001,
  wrongCredentials: 1002,
  accountTaken: 1003,
  phoneTaken: 1004,
  emailTaken: 1005,
  sessionExpired: 1006,
  tooManyAttempts: 1007,
  codeInvalid: 1008,
  currentPasswordWrong: 1009,
  samePassword: 1010,
  phoneAlreadyBound: 1011,
  accountBlocked: 1013,
  notFound: 1014,
  insufficientFunds: 1015,
  idempotencyConflict: 1016,
  holdResolved: 1017,
  depositLimitExceeded: 1030,
  // withdrawals and operators (1301–1319)
  withdrawPhoneRequired: 1301,
  withdrawAccountRequired: 1302,
  minimumWithdrawal: 1303,
  maximumWithdrawal: 1304,
  withdrawDailyLimit: 1305,
  withdrawHours: 1306,
  withdrawalFailed: 1307,
  withdrawAccountAlreadyBound: 1308,
  withdrawalNotFound: 1309,
  withdrawalStateConflict: 1310,
  operatorUnauthorized: 1311,
  operatorForbidden: 1312,
  // in-house games (1401–1419)
  gameRoundNotFound: 1401,
  gameRoundOver: 1402,
  gameRoundOpen: 1403,
  invalidClientSeed: 1404,
  invalidBet: 1405,
  // player protection (1501–1519)
  playerTimedOut: 1501,
  playerSelfExcluded: 1502,
  protectionCannotShorten: 1503,
  // rewards core (1601–1609)
  rewardAlreadyClaimed: 1601,
  signInDuplicate: 1602,
  rewardNotAvailable: 1603,
  offerEnded: 1604,
  // vip (1610–1619)
  // promotions: sign-in, gift codes, bind rewards, daily gift, new-user red packet (1620–1639)
  // deposit offers (1640–1659)
  // play rewards: loss rebate, online rewards (1660–1679)
  // agency (1680–1689)
  // mailbox (1690–1699)
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGE: Record<ErrorCode, MessageKey> = {
  [ErrorCode.generic]: 'anErrorOccurred',
  [ErrorCode.invalidRequest]: 'invalidRequest',
  [ErrorCode.wrongCredentials]: 'wrongCredentials',
  [ErrorCode.accountTaken]: 'accountTaken',
  [ErrorCode.phoneTaken]: 'phoneTaken',
  [ErrorCode.emailTaken]: 'emailTaken',
  [ErrorCode.sessionExpired]: 'sessionExpired',
  [ErrorCode.tooManyAttempts]: 'tooManyAttempts',
  [ErrorCode.codeInvalid]: 'codeInvalid',
  [ErrorCode.currentPasswordWrong]: 'currentPasswordWrong',
  [ErrorCode.samePassword]: 'samePassword',
  [ErrorCode.phoneAlreadyBound]: 'phoneAlreadyBound',
  [ErrorCode.accountBlocked]: 'accountBlocked',
  [ErrorCode.notFound]: 'http404',
  [ErrorCode.insufficientFunds]: 'insufficientCoins',
  [ErrorCode.idempotencyConflict]: 'idempotencyConflict',
  [ErrorCode.holdResolved]: 'holdResolved',
  [ErrorCode.depositLimitExceeded]: 'depositLimitExceeded',
  [ErrorCode.withdrawPhoneRequired]: 'withdrawPhoneRequired',
  [ErrorCode.withdrawAccountRequired]: 'withdrawAccountRequired',
  [ErrorCode.minimumWithdrawal]: 'minimumWithdrawal',
  [ErrorCode.maximumWithdrawal]: 'maximumWithdrawal',
  [ErrorCode.withdrawDailyLimit]: 'withdrawDailyLimit',
  [ErrorCode.withdrawHours]: 'withdrawHours',
  [ErrorCode.withdrawalFailed]: 'withdrawalFailed',
  [ErrorCode.withdrawAccountAlreadyBound]: 'withdrawAccountAlreadyBound',
  [ErrorCode.withdrawalNotFound]: 'withdrawalNotFound',
  [ErrorCode.withdrawalStateConflict]: 'withdrawalStateConflict',
  [ErrorCode.operatorUnauthorized]: 'operatorUnauthorized',
  [ErrorCode.operatorForbidden]: 'operatorForbidden',
  [ErrorCode.gameRoundNotFound]: 'gameRoundNotFound',
  [ErrorCode.gameRoundOver]: 'gameRoundOver',
  [ErrorCode.gameRoundOpen]: 'gameRoundOpen',
  [ErrorCode.invalidClientSeed]: 'invalidClientSeed',
  [ErrorCode.invalidBet]: 'invalidBet',
  [ErrorCode.playerTimedOut]: 'playerTimedOut',
  [ErrorCode.playerSelfExcluded]: 'playerSelfExcluded',
  [ErrorCode.protectionCannotShorten]: 'protectionCannotShorten',
  [ErrorCode.rewardAlreadyClaimed]: 'rewardAlreadyClaimed',
  [ErrorCode.signInDuplicate]: 'signInDuplicate',
  [ErrorCode.rewardNotAvailable]: 'rewardNotAvailable',
  [ErrorCode.offerEnded]: 'offerEnded',
  // vip messages
  // promotions messages
  // deposit offers messages
  // play rewards messages
  // agency messages
  // mailbox messages
};

export function isErrorCode(value: number): value is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGE, value);
}
