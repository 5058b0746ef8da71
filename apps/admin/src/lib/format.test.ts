import { describe, expect, it } from 'vitest';
import { money, when } from './format.ts';

describe('money on the console', () => {
  it('shows hundredths as rupees with two decimals and thousands separators, a dash for none', () => {
    expect(money(12_345_678)).toBe('₨123,456.78');
    expect(money(5)).toBe('₨0.05');
    expect(money(-150_000)).toBe('-₨1,500.00');
    expect(money(0)).toBe('₨0.00');
    expect(money(null)).toBe('—');
    expect(money(undefined)).toBe('—');
  });

  it('shows times in Pakistan time', () => {
    expect(when('2026-11-28T19:30:00Z')).toBe('29 Nov 2026, 00:30 PKT');
    expect(when(null)).toBe('—');
  });
});
