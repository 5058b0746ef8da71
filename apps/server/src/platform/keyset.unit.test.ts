import { describe, expect, it } from 'vitest';
import { csvLine } from './csv.ts';
import { decodeCursor, encodeCursor, pageFrom } from './keyset.ts';

describe('keyset cursors', () => {
  it('round-trip (sort key, id) and refuse anything else as bad input', () => {
    expect(decodeCursor(encodeCursor('2026-01-05T09:00:00.000Z', 42))).toEqual({ key: '2026-01-05T09:00:00.000Z', id: 42 });
    expect(decodeCursor(encodeCursor(7, 7))).toEqual({ key: 7, id: 7 });
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('')).toBeNull();
    for (const bad of ['%%%', Buffer.from('[1]').toString('base64url'), Buffer.from('[1,1.5]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url')]) {
      expect(() => decodeCursor(bad), bad).toThrow(expect.objectContaining({ code: 1001 }));
    }
  });

  it('a page keeps `limit` rows and points past the last one only when there is more', () => {
    const rows = [{ id: 5 }, { id: 4 }, { id: 3 }];
    const full = pageFrom(rows, 2, (row) => [row.id, row.id]);
    expect(full.items).toEqual([{ id: 5 }, { id: 4 }]);
    expect(decodeCursor(full.nextCursor!)).toEqual({ key: 4, id: 4 });
    expect(pageFrom(rows, 3, (row) => [row.id, row.id]).nextCursor).toBeNull();
  });
});

describe('CSV lines', () => {
  it('quote what needs quoting and defuse spreadsheet formulas', () => {
    expect(csvLine(['plain', 12, -3, null, 'a,b', 'say "hi"', 'two\nlines'])).toBe('plain,12,-3,,"a,b","say ""hi""","two\nlines"\r\n');
    expect(csvLine(['=1+1', '+92', '-x', '@SUM(A1)'])).toBe("'=1+1,'+92,'-x,'@SUM(A1)\r\n");
  });
});
