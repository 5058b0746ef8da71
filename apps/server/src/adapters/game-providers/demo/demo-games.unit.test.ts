// The demo games' documented RTPs, computed exactly over every outcome, and their rules.
import { describe, expect, it } from 'vitest';
import { DEMO_STAKES, FISH, hiloMultiplier, kindOf, playDemo, ROULETTE_BETS, rouletteOdds, rouletteWins, SLOT_STRIP, slotMultiplier, slotWindow, type Rng } from './demo-games.ts';
import { decimalOdds, fixturesOf, playSports } from './demo-sports.ts';

/** An RNG that answers the given values in turn. */
const scripted = (...values: number[]): Rng => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('demo game RTPs', () => {
  it('slot: 7,680 of 8,000 stake units come back over all 8,000 stops → 96.00%', () => {
    let paid = 0;
    for (const a of SLOT_STRIP) for (const b of SLOT_STRIP) for (const c of SLOT_STRIP) paid += slotMultiplier([a, b, c]);
    expect(paid).toBe(7_680);
    expect(paid / SLOT_STRIP.length ** 3).toBe(0.96);
  });

  it('slot as played: every one of the 8,000 stop triples through the engine pays 7,680 stakes in all, the line read from the stops', () => {
    const n = SLOT_STRIP.length;
    let paid = 0;
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++)
        for (let c = 0; c < n; c++) {
          const outcome = playDemo({ kind: 'slot', stake: 100, choice: 'line' }, scripted(a, b, c))!;
          expect(outcome.shown.stops).toEqual([a, b, c]);
          // The 3×3 window's middle row is the line that was paid.
          expect([a, b, c].map((stop) => slotWindow(stop)[1])).toEqual(outcome.shown.reels);
          paid += outcome.win;
        }
    expect(paid).toBe(7_680 * 100);
  });

  it('fish: every target returns exactly 96%', () => {
    for (const fish of FISH) expect((fish.chance * fish.multiplier) / 10_000).toBe(0.96);
  });

  it('roulette: every bet returns 36/37 (97.30%)', () => {
    for (const choice of [...ROULETTE_BETS, 'n:0', 'n:17', 'n:36']) {
      const odds = rouletteOdds(choice)!;
      let paid = 0;
      for (let n = 0; n <= 36; n++) if (rouletteWins(choice, n)) paid += odds + 1;
      expect(paid).toBe(36);
    }
    expect(rouletteOdds('n:37')).toBeNull();
    expect(rouletteOdds('green')).toBeNull();
  });

  it('dragon tiger: dragon and tiger return 12.5/13 (96.15%), tie 12/13 (92.31%)', () => {
    const returned = (choice: 'dragon' | 'tiger' | 'tie') => {
      let paid = 0;
      for (let d = 0; d < 13; d++) for (let t = 0; t < 13; t++) paid += playDemo({ kind: 'dragon-tiger', stake: 200, choice }, scripted(d, 0, t, 0))!.win;
      return paid / (169 * 200);
    };
    expect(returned('dragon')).toBeCloseTo(12.5 / 13, 10);
    expect(returned('tiger')).toBeCloseTo(12.5 / 13, 10);
    expect(returned('tie')).toBeCloseTo(12 / 13, 10);
  });

  it('hi-lo: every card and guess returns at most 96% (and no less than 94%); impossible guesses are not offered', () => {
    for (let card = 1; card <= 13; card++) {
      for (const guess of ['higher', 'lower'] as const) {
        const winning = guess === 'higher' ? 13 - card : card - 1;
        const multiplier = hiloMultiplier(card, guess);
        if (winning === 0) {
          expect(multiplier).toBeNull();
          continue;
        }
        // In exact integers: winning × multiplier (hundredths) ≤ 0.96 × 13 × 100.
        expect(winning * multiplier!).toBeLessThanOrEqual(96 * 13);
        expect(winning * multiplier!).toBeGreaterThan(94 * 13);
      }
    }
  });

  it('sports: every selection of every 9WICKETS game returns at most 95%', () => {
    for (const game of ['9wickets-cricket-exchange', '9wickets-football-live-odds', '9wickets-kabaddi-arena', '9wickets-tennis-court-live', '9wickets-horse-racing-derby']) {
      for (const fixture of fixturesOf(game)) {
        expect(fixture.selections.reduce((sum, s) => sum + s.chance, 0)).toBe(1_000);
        for (const s of fixture.selections) expect((decimalOdds(s.chance) * s.chance) / 100_000).toBeLessThanOrEqual(0.95);
      }
    }
  });
});

describe('demo game rules', () => {
  it('picks the game by catalogue type and, for live tables, by tag', () => {
    expect(kindOf('slots')).toBe('slot');
    expect(kindOf('fish')).toBe('fish');
    expect(kindOf('cards')).toBe('hilo');
    expect(kindOf('live', 'LIVE|Roulette|HOT')).toBe('roulette');
    expect(kindOf('live', 'LIVE|Baccarat')).toBe('baccarat');
    expect(kindOf('live', 'LIVE|NEW', 'Some Live Table')).toBe('dragon-tiger');
    expect(kindOf('sports')).toBe('sports');
  });

  it('refuses stakes off the chips and choices the game does not offer', () => {
    expect(DEMO_STAKES).toContain(200);
    expect(playDemo({ kind: 'slot', stake: 150, choice: 'line' })).toBeNull();
    expect(playDemo({ kind: 'fish', stake: 200, choice: 'kraken' })).toBeNull();
    expect(playDemo({ kind: 'roulette', stake: 200, choice: 'n:99' })).toBeNull();
    expect(playDemo({ kind: 'hilo', stake: 200, choice: 'higher', card: 13 })).toBeNull();
    expect(playSports('9wickets-cricket-exchange', 200, 'f9:home')).toBeNull();
  });

  it('pays what the RNG drew: three sevens, a caught dragon fish, a straight up number, a winning pick', () => {
    const seven = SLOT_STRIP.indexOf('seven');
    expect(playDemo({ kind: 'slot', stake: 100, choice: 'line' }, scripted(seven))).toMatchObject({ win: 20_000, shown: { reels: ['seven', 'seven', 'seven'] } });
    expect(playDemo({ kind: 'fish', stake: 100, choice: 'dragon' }, scripted(191))).toMatchObject({ win: 5_000, shown: { caught: true } });
    expect(playDemo({ kind: 'fish', stake: 100, choice: 'dragon' }, scripted(192))).toMatchObject({ win: 0, shown: { caught: false } });
    expect(playDemo({ kind: 'roulette', stake: 100, choice: 'n:17' }, scripted(17))).toMatchObject({ win: 3_600, odds: 35 });
    expect(playDemo({ kind: 'roulette', stake: 100, choice: 'red' }, scripted(0))).toMatchObject({ win: 0, odds: 1 });
    expect(playDemo({ kind: 'hilo', stake: 100, choice: 'higher', card: 7 }, scripted(7, 0))).toMatchObject({ win: 208 });
    // Karachi Kings (55%): a draw below 550 is theirs; odds 1.72 → ₨1.00 pays ₨1.72 (net odds 0.72).
    expect(playSports('9wickets-cricket-exchange', 100, 'f1:home', scripted(549))).toMatchObject({ win: 172, odds: 0.72 });
    expect(playSports('9wickets-cricket-exchange', 100, 'f1:home', scripted(550))).toMatchObject({ win: 0 });
  });
});
