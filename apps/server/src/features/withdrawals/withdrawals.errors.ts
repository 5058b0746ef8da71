// The errors the withdrawals feature returns (each a result code with its language-table message).
import { ErrorCode } from '@khel/contracts/error-codes';
import { MESSAGE_AMOUNT, formatRupees } from '@khel/contracts/money';
import { AppError } from '../../platform/errors.ts';

export const insufficientCoins = () => new AppError(ErrorCode.insufficientFunds, 'insufficientCoins');
export const phoneRequired = () => new AppError(ErrorCode.withdrawPhoneRequired);
export const accountRequired = () => new AppError(ErrorCode.withdrawAccountRequired);
export const accountAlreadyBound = () => new AppError(ErrorCode.withdrawAccountAlreadyBound);
export const withdrawalFailed = () => new AppError(ErrorCode.withdrawalFailed);
export const notFound = () => new AppError(ErrorCode.withdrawalNotFound);
export const stateConflict = () => new AppError(ErrorCode.withdrawalStateConflict);

export const belowMinimum = (min: number) =>
  new AppError(ErrorCode.minimumWithdrawal, 'minimumWithdrawal', 200, { min: formatRupees(min, MESSAGE_AMOUNT) });
export const aboveMaximum = (max: number) =>
  new AppError(ErrorCode.maximumWithdrawal, 'maximumWithdrawal', 200, { max: formatRupees(max, MESSAGE_AMOUNT) });
export const dailyLimit = (count: number) =>
  new AppError(ErrorCode.withdrawDailyLimit, 'withdrawDailyLimit', 200, { count: String(count) });
export const outsideHours = (from: string, to: string) =>
  new AppError(ErrorCode.withdrawHours, 'withdrawHours', 200, { from, to });
export const makerChecker = () => new AppError(ErrorCode.makerChecker);
export const playerFrozen = () => new AppError(ErrorCode.playerFrozen);
