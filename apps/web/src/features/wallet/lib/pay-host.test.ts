import { describe, expect, it } from 'vitest';
import { parsePayUrls, pickIndex } from './pay-host.ts';

describe('pay host choice', () => {
  it('reads the bracketed comma list', () => {
    expect(parsePayUrls('[https://a.example/pay, https://b.example/pay]')).toEqual(['https://a.example/pay', 'https://b.example/pay']);
    expect(parsePayUrls('')).toEqual([]);
  });

  it('never repeats the last host when there is a choice', () => {
    for (let r = 0; r < 1; r += 0.05) {
      expect(pickIndex(3, 1, () => r)).not.toBe(1);
      expect(pickIndex(2, 0, () => r)).toBe(1);
    }
    expect(pickIndex(1, 0)).toBe(0);
  });
});
