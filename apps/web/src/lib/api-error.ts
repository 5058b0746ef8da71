// One error type for every failed call: envelope failures (code ≠ 1, msg already in the request's
// language) and transport failures (HTTP status or network, toasted by the client itself).
export type ApiErrorKind = 'envelope' | 'http' | 'network' | 'decode';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Envelope result code, or the HTTP status for 'http' errors, 0 otherwise. */
  readonly code: number;
  /** true when the client already showed a toast for it, so callers do not repeat it. */
  readonly shown: boolean;

  constructor(kind: ApiErrorKind, code: number, message: string, shown = false) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.shown = shown;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
