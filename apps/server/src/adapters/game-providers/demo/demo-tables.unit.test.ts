// The table games' documented RTPs, computed exactly over every outcome (baccarat, sic bo), by
// exact series (andar bahar) or by the player–dealer symmetry (teen patti, hold'em), and their rules.
import { describe, expect, it } from 'vitest';
import { holdemScore, pokerHand, teenPattiHand, teenPattiScore, type Card } from './demo-cards.ts';
import type { Rng } from './demo-games.ts';
import { BACCARAT_BETS, baccaratReturn, dealBaccarat, DUEL_RETURN, playTable, SIC_BO_BETS, sicBoOdds, sicBoWins, WHEEL_NUMBERS, WHEEL_SEGMENTS } from './demo-tables.ts';

const scripted = (...values: number[]): Rng => {
  let i = 0;
  return () => values[i++ % values.length]!;
};
const c = (rank: number, suit = 0): Card => ({ rank, suit });

describe('table game RTPs', () => {
  it('baccarat over all 13^6 shoe draws: banker 98.94%, player 98.77%, tie 85.88%', () => {
    // Every deal needs 4 to 6 cards: walk the draws as a tree, a leaf weighing 13^(6 − cards used).
    const paid: Record<string, number> = { player: 0, banker: 0, tie: 0 };
    const more = new Error('another card');
    const walk = (prefix: number[]) => {
      let next = 0;
      let result: string;
      try {
        result = dealBaccarat(() => {
          if (next === prefix.length) throw more;
          return c(prefix[next++]!);
        }).result;
      } catch (error) {
        if (error !== more) throw error;
        for (let rank = 1; rank <= 13; rank++) walk([...prefix, rank]);
        return;
      }
      for (const bet of BACCARAT_BETS) paid[bet]! += baccaratReturn(bet, result) * 13 ** (6 - prefix.length);
    };
    walk([]);
    const rtp = (bet: string) => paid[bet]! / 100 / 13 ** 6;
    expect(rtp('banker')).toBeCloseTo(0.98936, 5);
    expect(rtp('player')).toBeCloseTo(0.98772, 5);
    expect(rtp('tie')).toBeCloseTo(0.85883, 5);
  });

  it('sic bo over all 216 throws: small and big 97.22%, any triple 86.11%, every total between 81% and 91%', () => {
    const rtp = (bet: string) => {
      let paid = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let d = 1; d <= 6; d++) if (sicBoWins(bet, [a, b, d])) paid += sicBoOdds(bet)! + 1;
      return paid / 216;
    };
    expect(rtp('small')).toBe(210 / 216);
    expect(rtp('big')).toBe(210 / 216);
    expect(rtp('triple')).toBe(186 / 216);
    const totals = Object.fromEntries(SIC_BO_BETS.filter((b) => b.startsWith('t') && b !== 'triple').map((b) => [b, Math.round(rtp(b) * 10_000) / 100]));
    expect(totals).toEqual({ t4: 84.72, t5: 86.11, t6: 83.33, t7: 90.28, t8: 87.5, t9: 81.02, t10: 87.5, t11: 87.5, t12: 81.02, t13: 87.5, t14: 90.28, t15: 83.33, t16: 86.11, t17: 84.72 });
  });

  it('andar bahar: andar is dealt first, so it wins 13/25 (returns 98.80%) and bahar 12/25 (96.00%)', () => {
    // The first match comes on card k (0-based) with chance (12/13)^k × 1/13; even k is andar's.
    let andar = 0;
    for (let k = 0; k < 2_000; k += 2) andar += (12 / 13) ** k / 13;
    expect(andar).toBeCloseTo(13 / 25, 12);
    expect((13 / 25) * 1.9).toBeCloseTo(0.988, 12);
    expect((12 / 25) * 2).toBeCloseTo(0.96, 12);
    // The engine deals exactly so: joker 7, then andar 2, bahar 7 → bahar.
    expect(playTable('andar-bahar', 100, 'bahar', scripted(6, 0, 1, 0, 6, 1))).toMatchObject({ win: 200, shown: { result: 'bahar', dealt: 2 } });
    expect(playTable('andar-bahar', 100, 'andar', scripted(6, 0, 6, 2))).toMatchObject({ win: 190, shown: { result: 'andar', dealt: 1 } });
  });

  it('teen patti and hold\'em: a win and a loss with swapped cards return 1.92 stakes between them, a tie 2 × 0.96 → 96.00%', () => {
    expect(DUEL_RETURN.win + 0).toBe(2 * DUEL_RETURN.tie);
    // Swapping the two hands is the other, equally likely deal; check the pairing on many deals.
    for (const [kind, choice] of [['teen-patti', 'player'], ['holdem', 'ante']] as const) {
      for (let seed = 1; seed <= 300; seed++) {
        let x = seed * 7_919;
        const rng: Rng = (max) => ((x = (x * 1_103_515_245 + 12_345) % 2 ** 31), x % max);
        const dealt = playTable(kind, 100, choice, rng)!;
        const s = dealt.shown as { player: Card[]; dealer: Card[]; board?: Card[] };
        const score = (hand: Card[]) => (kind === 'holdem' ? holdemScore([...hand, ...s.board!]) : teenPattiScore(hand));
        const swapped = score(s.dealer) > score(s.player) ? 192 : score(s.dealer) === score(s.player) ? 96 : 0;
        expect(dealt.win + swapped).toBe(192);
      }
    }
  });

  it('the wheel: 50 segments, each number on 48 ÷ (number + 1) of them → every bet 96.00%', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(50);
    for (const n of WHEEL_NUMBERS) expect((WHEEL_SEGMENTS.filter((s) => s === n).length * (n + 1)) / 50).toBe(0.96);
    // Equal numbers are spread round the rim: the two 23s are far apart.
    const at = WHEEL_SEGMENTS.flatMap((s, i) => (s === 23 ? [i] : []));
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(20);
  });
});

describe('table game rules', () => {
  it('ranks teen patti hands: trail > pure sequence > sequence > colour > pair > high card; A-K-Q tops the sequences', () => {
    const hands = [
      [c(5), c(5, 1), c(5, 2)],
      [c(4), c(5), c(6)],
      [c(1), c(13, 1), c(12, 2)],
      [c(4), c(5, 1), c(6, 2)],
      [c(2), c(9), c(13)],
      [c(9), c(9, 1), c(2, 2)],
      [c(1), c(9, 1), c(2, 2)],
    ];
    expect(hands.map(teenPattiHand)).toEqual(['trail', 'pureSequence', 'sequence', 'sequence', 'colour', 'pair', 'highCard']);
    const scores = hands.map(teenPattiScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(teenPattiScore([c(1), c(2, 1), c(3, 2)])).toBeLessThan(teenPattiScore([c(2), c(3, 1), c(4, 2)]));
  });

  it("ranks hold'em's best five of seven", () => {
    const board = [c(10), c(11), c(12), c(2, 1), c(2, 2)];
    expect(pokerHand(holdemScore([c(13), c(1), ...board]))).toBe('straightFlush');
    expect(pokerHand(holdemScore([c(2, 3), c(10, 1), ...board]))).toBe('fullHouse');
    expect(pokerHand(holdemScore([c(9, 1), c(13, 2), ...board]))).toBe('straight');
    expect(holdemScore([c(2, 3), c(10, 1), ...board])).toBeGreaterThan(holdemScore([c(9, 1), c(13, 2), ...board]));
    expect(pokerHand(holdemScore([c(1, 1), c(5, 2), c(4), c(3, 3), c(9, 1), c(13, 2), c(2)]))).toBe('straight');
  });

  it('pays what the cards and dice say and refuses bets the table does not offer', () => {
    // Baccarat: player 9 (4+5) against banker 7 (3+4): naturals stand.
    expect(playTable('baccarat', 100, 'player', scripted(3, 0, 2, 0, 4, 0, 3, 0))).toMatchObject({ win: 200, shown: { playerTotal: 9, bankerTotal: 7, result: 'player' } });
    expect(playTable('baccarat', 100, 'banker', scripted(2, 0, 3, 0, 3, 0, 4, 0))).toMatchObject({ win: 195, shown: { result: 'banker' } });
    expect(playTable('sic-bo', 500, 't10', scripted(2, 2, 3))).toMatchObject({ win: 3_500, shown: { dice: [3, 3, 4], total: 10 } });
    expect(playTable('sic-bo', 500, 'small', scripted(1))).toMatchObject({ win: 0, shown: { dice: [2, 2, 2] } });
    expect(playTable('wheel', 100, 'w23', scripted(WHEEL_SEGMENTS.indexOf(23)))).toMatchObject({ win: 2_400, shown: { landed: 23 } });
    for (const [kind, bet] of [['baccarat', 'dragon'], ['sic-bo', 't3'], ['andar-bahar', 'tie'], ['teen-patti', 'dealer'], ['holdem', 'call'], ['wheel', 'w2']] as const) {
      expect(playTable(kind, 100, bet, scripted(0))).toBeNull();
    }
  });
});
