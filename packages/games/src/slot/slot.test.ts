import { describe, expect, it } from 'vitest';
import { TEST_SEEDS, rtpTolerance } from '../../test/tolerance.ts';
import { SLOT_CONFIG } from './slot-config.ts';
import { evaluateLine, playSlot, settleSlot, slotStops } from './slot.ts';
import { slotExactRtp } from './slot-rtp.ts';

// Exact per-spin standard deviation of payout/bet, from enumerating all 35,577,630 stop
// combinations (enumerateSlot; `npm run bench:games` prints it again).
const SLOT_SD = 3.5138141303394472;

describe('slot config', () => {
  it('has 5 reels, no wild on reel 1, 20 distinct lines and no symbol next to itself', () => {
    expect(SLOT_CONFIG.strips.map((s) => s.length)).toEqual([30, 33, 33, 33, 33]);
    expect(SLOT_CONFIG.strips[0]).not.toContain('wild');
    expect(new Set(SLOT_CONFIG.lines.map((l) => l.join())).size).toBe(20);
    for (const strip of SLOT_CONFIG.strips) strip.forEach((s, i) => expect(strip[(i + 1) % strip.length]).not.toBe(s));
  });
});

describe('line evaluation', () => {
  it('pays the longest run from reel 1, wilds substituting', () => {
    expect(evaluateLine(['tiger', 'wild', 'tiger', 'wild', 'tiger'])).toEqual({ symbol: 'tiger', count: 5, pays: 1000 });
    expect(evaluateLine(['ace', 'ace', 'wild', 'king', 'ace'])).toEqual({ symbol: 'ace', count: 3, pays: 10 });
    expect(evaluateLine(['queen', 'wild', 'wild', 'wild', 'jack'])).toEqual({ symbol: 'queen', count: 4, pays: 20 });
    expect(evaluateLine(['ten', 'ten', 'jack', 'ten', 'ten'])).toBeNull();
    expect(evaluateLine(['wild', 'ten', 'ten', 'ten', 'ten'])).toBeNull(); // cannot happen: reel 1 has no wild
  });
});

describe('spins', () => {
  it('golden spin: stops from nextInt(strip length) per reel, wins per line × line bet', () => {
    expect(slotStops(TEST_SEEDS, 0)).toEqual([12, 2, 11, 29, 4]);
    const outcome = playSlot(TEST_SEEDS, 0, { bet: 2000 });
    expect(outcome.grid).toEqual([
      ['elephant', 'king', 'ten'],
      ['wild', 'peacock', 'ten'],
      ['jack', 'ace', 'ten'],
      ['jack', 'peacock', 'king'],
      ['queen', 'jack', 'ace'],
    ]);
    expect(outcome.lineWins).toEqual([
      { line: 2, symbol: 'ten', count: 3, pays: 5, win: 500 },
      { line: 18, symbol: 'ten', count: 3, pays: 5, win: 500 },
    ]);
    expect(outcome.payout).toBe(1000);
  });

  it('refuses bets that are not whole hundredths per line', () => {
    for (const bet of [0, 10, 2001, 20.5, -20]) expect(() => playSlot(TEST_SEEDS, 0, { bet })).toThrow(/bet/);
    expect(() => settleSlot(20, [0, 0, 0, 0, 0])).not.toThrow();
  });

  it('returns the exact RTP by simulation (300,000 spins)', () => {
    const rounds = 300_000;
    const bet = 20;
    let paid = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) paid += playSlot(TEST_SEEDS, nonce, { bet }).payout;
    const measured = paid / (rounds * bet);
    const exact = slotExactRtp().rtp;
    // 4.5 σ here is ±2.9 points; the required ±2% would be only 3.1 σ at this round count.
    expect(Math.abs(measured - exact), `measured ${measured}`).toBeLessThan(rtpTolerance(SLOT_SD, rounds));
  });
});
