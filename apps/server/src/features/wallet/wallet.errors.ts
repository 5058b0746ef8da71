// The errors the wallet returns (Formance's rule: the service lists them).
import { ErrorCode } from '@khel/contracts/error-codes';
import { AppError } from '../../platform/errors.ts';

/** The debit would take the player's available balance below zero; nothing moved. */
export class InsufficientFundsError extends AppError {
  readonly available: number;

  constructor(available: number) {
    super(ErrorCode.insufficientFunds);
    this.available = available;
  }
}

/** The idempotency key was already used for a different request; nothing moved. */
export class IdempotencyConflictError extends AppError {
  readonly key: string;

  constructor(key: string) {
    super(ErrorCode.idempotencyConflict);
    this.key = key;
  }
}

/** A hold was already resolved the other way (posted vs voided); nothing moved. */
export class HoldAlreadyResolvedError extends AppError {
  readonly holdId: number;

  constructor(holdId: number) {
    super(ErrorCode.holdResolved);
    this.holdId = holdId;
  }
}
