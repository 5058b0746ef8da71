import { describe, expect, it } from 'vitest';
import { parseRecent, pushRecent } from './recent-games.ts';

describe('recent games', () => {
  it('puts the newest game first', () => {
    expect(pushRecent([], 'a')).toEqual(['a']);
    expect(pushRecent(['a', 'b'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('moves a replayed game to the front instead of listing it twice', () => {
    expect(pushRecent(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(pushRecent(['a', 'b', 'c'], 'a')).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most 21, dropping the oldest', () => {
    const ids = Array.from({ length: 21 }, (_, i) => `g${i}`);
    const next = pushRecent(ids, 'new');
    expect(next).toHaveLength(21);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('g20');
    expect(pushRecent(ids, 'g20')).toEqual(['g20', ...ids.slice(0, 20)]);
  });

  it('reads only a stored array of strings', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent('["a",2,"b"]')).toEqual(['a', 'b']);
  });
});
