import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { canonicalInteger, numericFieldsOf, withTextIntegers } from './text-integers.ts';

describe('text integers (query and path parameters)', () => {
  it('reads only canonical decimals within the safe range', () => {
    expect(canonicalInteger('0')).toBe(0);
    expect(canonicalInteger('42')).toBe(42);
    expect(canonicalInteger('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const text of ['9007199254740992', ' 1 ', '1 ', '01', '1e0', '1.0', '+1', '-1', '0x1', 'true', '', '１']) {
      expect(canonicalInteger(text), text).toBeUndefined();
    }
  });

  it('turns only the numeric fields a schema publishes into numbers, and leaves arrays as they came', () => {
    const schema = z.object({ id: z.number().int(), limit: z.number().int().default(50), name: z.string(), tags: z.array(z.string()).optional() });
    expect([...numericFieldsOf(schema)].sort()).toEqual(['id', 'limit']);
    expect(withTextIntegers({ id: '7', limit: '1e0', name: '12', tags: ['1'] }, numericFieldsOf(schema))).toEqual({ id: 7, limit: '1e0', name: '12', tags: ['1'] });
    expect(withTextIntegers({ id: ['1', '1'] }, numericFieldsOf(schema))).toEqual({ id: ['1', '1'] });
  });

  it('finds numeric fields in every branch of a union', () => {
    const schema = z.discriminatedUnion('type', [z.object({ type: z.literal('a'), page: z.number() }), z.object({ type: z.literal('b'), id: z.number() })]);
    expect([...numericFieldsOf(schema)].sort()).toEqual(['id', 'page']);
  });
});
