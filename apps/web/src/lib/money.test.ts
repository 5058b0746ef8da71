// Amounts in every language: the same digits and sign, isolated left to right in Urdu so the ₨
// sign, the minus and the plus stay in front inside right-to-left text.
import { afterEach, describe, expect, it } from 'vitest';
import { formatMultiple, formatPercent, ltr } from './bidi.ts';
import { changeLanguage } from './i18n.ts';
import { formatBalance, formatRupeesShort, formatSignedBalance } from './money.ts';

const LRI = '\u2066';
const PDI = '\u2069';

afterEach(async () => {
  await changeLanguage('en');
});

describe.each(['en', 'zh'] as const)('amounts in %s (left to right)', (language) => {
  it('₨ in front, two decimals, comma grouping, Latin digits, no isolates', async () => {
    await changeLanguage(language);
    expect(formatBalance(0)).toBe('₨0.00');
    expect(formatBalance(1)).toBe('₨0.01');
    expect(formatBalance(123450)).toBe('₨1,234.50');
    expect(formatBalance(100_000_000)).toBe('₨1,000,000.00');
    expect(formatBalance(-2500)).toBe('-₨25.00');
  });
  it('signed amounts and short amounts', async () => {
    await changeLanguage(language);
    expect(formatSignedBalance(2500)).toBe('+₨25.00');
    expect(formatSignedBalance(-2500)).toBe('-₨25.00');
    expect(formatSignedBalance(0)).toBe('₨0.00');
    expect(formatRupeesShort(50000)).toBe('₨500');
    expect(formatRupeesShort(1_000_000)).toBe('₨10,000');
    expect(formatRupeesShort(12345)).toBe('₨123.45');
  });
  it('multiples and percentages as they are', async () => {
    await changeLanguage(language);
    expect(formatMultiple(18)).toBe('×18');
    expect(formatPercent(12.5, 1)).toBe('12.5%');
    expect(ltr('09:58')).toBe('09:58');
  });
});

describe('amounts in Urdu (right to left)', () => {
  it('the same text, isolated left to right as one run', async () => {
    await changeLanguage('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(formatBalance(2500)).toBe(`${LRI}₨25.00${PDI}`);
    expect(formatBalance(123450)).toBe(`${LRI}₨1,234.50${PDI}`);
    expect(formatBalance(-2500)).toBe(`${LRI}-₨25.00${PDI}`);
    expect(formatSignedBalance(2500)).toBe(`${LRI}+₨25.00${PDI}`);
    expect(formatRupeesShort(50000)).toBe(`${LRI}₨500${PDI}`);
  });
  it('multiples, percentages and clocks keep their order', async () => {
    await changeLanguage('ur');
    expect(formatMultiple(18)).toBe(`${LRI}×18${PDI}`);
    expect(formatPercent(40)).toBe(`${LRI}40%${PDI}`);
    expect(ltr('09:58')).toBe(`${LRI}09:58${PDI}`);
  });
  it('isolates once: an isolated amount is not wrapped again', async () => {
    await changeLanguage('ur');
    expect(ltr(formatBalance(2500))).toBe(formatBalance(2500));
  });
  it('goes back to plain text when the language changes back', async () => {
    await changeLanguage('ur');
    await changeLanguage('en');
    expect(formatBalance(2500)).toBe('₨25.00');
  });
});
