// The live tables' clock and shared draw: betting for the first 15 s of every 20 s round, and one
// random stream per table and round, the same for everyone and different for the next round.
import { describe, expect, it } from 'vitest';
import { LIVE_BETTING_MS, LIVE_ROUND_MS, tableClock, tableRng } from './demo-live.ts';

describe('live table clock', () => {
  it('takes bets for the first 15 s of each 20 s round, then waits for the next', () => {
    const start = 1_000 * LIVE_ROUND_MS;
    expect(tableClock(start)).toEqual({ round: 1_000, closesAt: start + LIVE_BETTING_MS, nextAt: start + LIVE_ROUND_MS, betting: true });
    expect(tableClock(start + LIVE_BETTING_MS - 1).betting).toBe(true);
    expect(tableClock(start + LIVE_BETTING_MS).betting).toBe(false);
    expect(tableClock(start + LIVE_ROUND_MS)).toMatchObject({ round: 1_001, betting: true });
  });

  it("draws one stream per table and round: the same for every player, another for the next round or table", () => {
    const draws = (table: string, round: number) => {
      const rng = tableRng('secret', table, round);
      return Array.from({ length: 40 }, () => rng(37));
    };
    expect(draws('evo:baccarat', 7)).toEqual(draws('evo:baccarat', 7));
    expect(draws('evo:baccarat', 8)).not.toEqual(draws('evo:baccarat', 7));
    expect(draws('evo:sic-bo', 7)).not.toEqual(draws('evo:baccarat', 7));
    expect(tableRng('another secret', 'evo:baccarat', 7)(1_000_000)).not.toBe(tableRng('secret', 'evo:baccarat', 7)(1_000_000));
  });

  it('gives every value below the bound, and only those (rejection keeps them equally likely)', () => {
    const rng = tableRng('secret', 'evo:wheel', 1);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6_000; i++) counts[rng(6)]! += 1;
    for (const n of counts) expect(n).toBeGreaterThan(850);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6_000);
  });
});
