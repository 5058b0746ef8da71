import { describe, expect, it } from 'vitest';
import { type SlotConfig, type SlotSymbol, SLOT_CONFIG } from './slot-config.ts';
import { enumerateSlot } from './slot-enumerate.ts';
import { slotExactRtp } from './slot-rtp.ts';

describe('exact slot RTP', () => {
  it('is 34151280 / 35577630 = 95.99% for the shipped config (target 96% ± 0.3)', () => {
    const { numerator, denominator, rtp, lineHitRate } = slotExactRtp();
    expect([numerator, denominator]).toEqual([34_151_280n, 35_577_630n]);
    expect(rtp).toBeCloseTo(0.959909, 6);
    expect(Math.abs(rtp - 0.96)).toBeLessThan(0.003);
    expect(lineHitRate).toBeCloseTo(0.0376, 4);
  });

  it('the closed form equals brute-force enumeration of every stop (small config)', () => {
    const s = (codes: string): SlotSymbol[] => codes.split(' ') as SlotSymbol[];
    const small: SlotConfig = {
      strips: [
        s('tiger ace king ace queen'),
        s('wild ace tiger king queen ace'),
        s('ace wild king tiger'),
        s('king ace wild queen tiger'),
        s('ace tiger wild king'),
      ],
      lines: SLOT_CONFIG.lines,
      paytable: { ...SLOT_CONFIG.paytable, queen: [0, 3, 9] },
    };
    const closed = slotExactRtp(small);
    const brute = enumerateSlot(small);
    expect(brute.combinations).toBe(5 * 6 * 4 * 5 * 4);
    expect(brute.totalPays * closed.denominator).toBe(closed.numerator * BigInt(brute.combinations * small.lines.length));
  });
});
