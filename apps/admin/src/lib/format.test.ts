import { describe, expect, it } from 'vitest';
import { addDays, money, toHundredths, when } from './format.ts';

describe('money on the console', () => {
  it('shows hundredths as rupees with two decimals and thousands separators, a dash for none', () => {
    expect(money(12_345_678)).toBe('₨123,456.78');
    expect(money(5)).toBe('₨0.05');
    expect(money(-150_000)).toBe('-₨1,500.00');
    expect(money(0)).toBe('₨0.00');
    expect(money(null)).toBe('—');
    expect(money(undefined)).toBe('—');
  });

  it('reads what an operator types as hundredths, refusing what is not an amount', () => {
    expect(toHundredths('1,234.5')).toBe(123_450);
    expect(toHundredths(' ₨50,000 ')).toBe(5_000_000);
    expect(toHundredths('0.07')).toBe(7);
    for (const bad of ['', '1.234', '-5', '1e3', 'abc', '12.']) expect(toHundredths(bad), bad).toBeNull();
  });

  it('shows times in Pakistan time and moves days across month ends', () => {
    expect(when('2026-11-28T19:30:00Z')).toBe('29 Nov 2026, 00:30 PKT');
    expect(when(null)).toBe('—');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
