// Keyset cursors over (a timestamp, id) for the dispute lists (rounds, withdrawals): the key is the
// timestamp in whole microseconds since the epoch — PostgreSQL's own precision, so a page boundary
// never falls between two rows that an ISO millisecond string would make equal.
import { ErrorCode } from '@khel/contracts/error-codes';
import { decodeCursor } from '../../platform/keyset.ts';
import { AppError } from '../../platform/errors.ts';

/** SQL: the column as the cursor key (exact: extract() is numeric). */
export const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::bigint`;
/** SQL: a cursor key parameter back as a timestamp. */
export const fromMicros = (param: string) => `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;

/** The cursor's (micros, id), null for the first page; a cursor that is not one of ours is a 400 naming it. */
export function timeCursor(cursor: string | undefined): { micros: number; id: number } | null {
  let decoded;
  try {
    decoded = decodeCursor(cursor);
  } catch {
    decoded = undefined;
  }
  if (decoded === null) return null;
  if (decoded === undefined || typeof decoded.key !== 'number' || !Number.isSafeInteger(decoded.key)) {
    const error = new AppError(ErrorCode.invalidRequest, 'invalidRequest', 400);
    error.issues = [{ path: 'cursor', message: 'not a cursor of this list' }];
    throw error;
  }
  return { micros: decoded.key, id: decoded.id };
}
