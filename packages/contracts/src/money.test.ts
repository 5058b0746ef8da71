// Exact strings: the server's messages, the player app and the console all show these.
import { describe, expect, it } from 'vitest';
import { MESSAGE_AMOUNT, formatRupees, parseRupees, rupeesToHundredths } from './money.ts';

describe('formatRupees', () => {
  it.each([
    [0, '₨0.00'],
    [1, '₨0.01'],
    [99, '₨0.99'],
    [100, '₨1.00'],
    [123_450, '₨1,234.50'],
    [1_000_000, '₨10,000.00'],
    [100_000_000, '₨1,000,000.00'],
    [-1, '-₨0.01'],
    [-500, '-₨5.00'],
    [-1_000_000, '-₨10,000.00'],
  ])('%i hundredths → %s', (hundredths, text) => {
    expect(formatRupees(hundredths)).toBe(text);
  });

  it('the server messages\' style: no sign, no grouping, two decimals', () => {
    expect(formatRupees(1_000_000, MESSAGE_AMOUNT)).toBe('10000.00');
    expect(formatRupees(99, MESSAGE_AMOUNT)).toBe('0.99');
    expect(formatRupees(-500, MESSAGE_AMOUNT)).toBe('-5.00');
    expect(formatRupees(1_000_000, { grouping: false })).toBe('₨10000.00');
  });

  it('signed and short styles', () => {
    expect(formatRupees(2500, { plus: true })).toBe('+₨25.00');
    expect(formatRupees(-2500, { plus: true })).toBe('-₨25.00');
    expect(formatRupees(0, { plus: true })).toBe('₨0.00');
    expect(formatRupees(50_000, { decimals: 'when-any' })).toBe('₨500');
    expect(formatRupees(1_000_000, { decimals: 'when-any' })).toBe('₨10,000');
    expect(formatRupees(12_345, { decimals: 'when-any' })).toBe('₨123.45');
  });
});

describe('parseRupees', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.50', 1050],
    ['0.01', 1],
    [' 1,000 ', 100_000],
    ['1,234,567.89', 123_456_789],
    ['₨25', 2500],
    ['₨ 1,000.00', 100_000],
  ])('%j → %i hundredths', (text, hundredths) => {
    expect(parseRupees(text)).toEqual({ ok: true, hundredths });
  });

  it.each([
    ['10.505', 'tooManyDecimals'],
    ['0.001', 'tooManyDecimals'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notAnAmount'],
    ['-5', 'notAnAmount'],
    ['1e3', 'notAnAmount'],
    ['10.', 'notAnAmount'],
    ['.5', 'notAnAmount'],
    ['1,00', 'notAnAmount'],
    ['1 000', 'notAnAmount'],
    ['99999999999999999999', 'notAnAmount'],
  ])('%j is refused (%s)', (text, error) => {
    expect(parseRupees(text)).toEqual({ ok: false, error });
  });

  it('reads back what formatRupees writes', () => {
    for (const hundredths of [0, 1, 99, 100, 123_450, 100_000_000]) {
      expect(parseRupees(formatRupees(hundredths))).toEqual({ ok: true, hundredths });
    }
  });
});

describe('rupeesToHundredths', () => {
  it('rounds away the float error of a two-decimal number', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(rupeesToHundredths(0.29)).toBe(29);
    expect(rupeesToHundredths(1_000_000)).toBe(100_000_000);
  });
});
