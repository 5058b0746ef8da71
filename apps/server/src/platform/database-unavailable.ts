// A lost database connection (a PostgreSQL restart, a terminated backend, a refused connect) is an
// outage, not a bug: the request it hit fails with a retryable answer (reply.ts: HTTP 503 with
// Retry-After; a provider callback: the vendor's own retryable error) and the process lives on.

/** SQLSTATEs of a lost or refused connection: class 08, admin/crash shutdown, "starting up". */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const LOST_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED', 'EAI_AGAIN']);
// node-postgres reports these without a code.
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/** Whether `error` says the connection is gone (so the work's outcome is unknown or nil), not that the work was wrong. */
export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && LOST_MESSAGES.some((lost) => message.startsWith(lost));
}

/** Seconds a client is told to wait before retrying (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * The database could not be reached for this request. Whatever it was doing either did not happen
 * or committed whole (a lost COMMIT reply); every money path is idempotent, so a retry is safe.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';

  constructor(cause: unknown) {
    super('database unavailable', { cause });
  }
}

/** `error` as a DatabaseUnavailableError when it is a connection loss, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  return isConnectionLoss(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}
