// Keyset pagination (packages/contracts/src/admin/keyset.ts): the cursor is base64url JSON of the
// last row's [sort key, id]. A query fetches limit + 1 rows after the cursor; the extra row only
// says whether another page exists.
import { invalid } from './errors.ts';

export type SortKey = string | number;

export interface Cursor {
  key: SortKey;
  id: number;
}

export function encodeCursor(key: SortKey, id: number): string {
  return Buffer.from(JSON.stringify([key, id]), 'utf8').toString('base64url');
}

/** The cursor's position, null when there is none; a malformed cursor is bad input. */
export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (typeof value[0] === 'string' || (typeof value[0] === 'number' && Number.isFinite(value[0]))) &&
      Number.isSafeInteger(value[1])
    ) {
      return { key: value[0] as SortKey, id: value[1] as number };
    }
  } catch {
    // fall through
  }
  throw invalid('invalidRequest');
}

/** Cuts the limit + 1 rows a query returned into a page and the cursor of the next one. */
export function pageFrom<Row, Item = Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => [SortKey, number],
  view: (row: Row) => Item = (row) => row as unknown as Item,
): { items: Item[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  const nextCursor = rows.length > limit && last !== undefined ? encodeCursor(...keyOf(last)) : null;
  return { items: kept.map(view), nextCursor };
}
