// The auto cash-out field as a player types it: what is sent, what is off, and what is refused.
import { describe, expect, it } from 'vitest';
import { parseAuto } from './crash-auto.ts';

describe('parseAuto', () => {
  it('reads a multiplier into hundredths, and an empty field as no auto cash-out', () => {
    expect(parseAuto('2')).toBe(200);
    expect(parseAuto(' 2.5 ')).toBe(250);
    expect(parseAuto('1.01')).toBe(101);
    expect(parseAuto('1000000')).toBe(100_000_000);
    expect(parseAuto('  ')).toBeNull();
  });

  it('refuses what the server would refuse: below 1.01x, above 1,000,000x, three decimals, not a number', () => {
    for (const text of ['1', '1.00', '1000000.01', '2.505', 'abc', '-2', '2,5']) expect(parseAuto(text)).toBeNaN();
  });
});
