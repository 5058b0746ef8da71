import { describe, expect, it } from 'vitest';
import { formatBalance } from './money.ts';

describe('balance formatting', () => {
  it('shows zero as ₨0.00', () => {
    expect(formatBalance(0)).toBe('₨0.00');
  });
  it('shows 123450 hundredths as ₨1,234.50', () => {
    expect(formatBalance(123450)).toBe('₨1,234.50');
  });
  it('keeps single hundredths exact', () => {
    expect(formatBalance(1)).toBe('₨0.01');
    expect(formatBalance(100_000_000)).toBe('₨1,000,000.00');
  });
});
