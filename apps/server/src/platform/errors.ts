// Typed errors → result codes → language-table messages. Handlers throw these; the one error
// handler (reply.ts) turns them into the envelope.
import { ERROR_MESSAGE, ErrorCode } from '@khel/contracts/error-codes';
import type { MessageKey } from '@khel/contracts/messages/en';

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  /** Transport status when the error is about the transport (401, 404, 413, 429); else 200. */
  readonly httpStatus: number;
  readonly params: Record<string, string>;
  /** Which fields were wrong (operator API input, config documents); sent beside msg. */
  issues?: { path: string; message: string }[];

  constructor(code: ErrorCode, messageKey: MessageKey = ERROR_MESSAGE[code], httpStatus = 200, params: Record<string, string> = {}) {
    super(messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.httpStatus = httpStatus;
    this.params = params;
  }
}

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  /** messageKey: a refusal that says which limit was hit (chat messages, chat images). */
  constructor(retryAfterSeconds: number, messageKey: MessageKey = 'tooManyAttempts') {
    super(ErrorCode.tooManyAttempts, messageKey, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function invalid(messageKey: MessageKey): AppError {
  return new AppError(ErrorCode.invalidRequest, messageKey);
}

export function unauthorized(): AppError {
  return new AppError(ErrorCode.sessionExpired, 'sessionExpired', 401);
}
