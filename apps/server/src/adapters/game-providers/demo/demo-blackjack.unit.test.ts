// Blackjack's documented return under the best play, computed exactly for the endless shoe (every
// rank 1/13 on every draw), and the rules a player sees: the dealer stands on 17, blackjack 3:2.
import { describe, expect, it } from 'vitest';
import { actBlackjack, blackjackReturn, dealBlackjack, handTotal, type BlackjackHand } from './demo-blackjack.ts';
import type { Card } from './demo-cards.ts';
import type { Rng } from './demo-games.ts';

const scripted = (...values: number[]): Rng => {
  let i = 0;
  return () => values[i++ % values.length]!;
};
const c = (rank: number): Card => ({ rank, suit: 0 });
/** Card values 1 (ace) … 10 and their chances: four ranks count ten. */
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const chance = (v: number) => (v === 10 ? 4 : 1) / 13;

/** The dealer's final total (17–21, or 22 for bust) given the cards so far, standing on all 17s. */
function dealerFinal(cards: Card[], memo = new Map<string, Map<number, number>>()): Map<number, number> {
  const { total, soft } = handTotal(cards);
  if (total >= 17) return new Map([[Math.min(total, 22), 1]]);
  const key = `${total}:${soft}`;
  const known = memo.get(key);
  if (known) return known;
  const out = new Map<number, number>();
  for (const v of VALUES) for (const [t, p] of dealerFinal([...cards, c(v)], memo)) out.set(t, (out.get(t) ?? 0) + chance(v) * p);
  memo.set(key, out);
  return out;
}

describe('blackjack RTP', () => {
  it('with the best play returns 98.91% (endless shoe, dealer checks for blackjack, stands on 17, no split)', () => {
    let expected = 0;
    for (const up of VALUES) {
      // The dealer checked for blackjack: the hole card is one that does not make 21.
      const holes = VALUES.filter((h) => handTotal([c(up), c(h)]).total !== 21);
      const dealerNatural = VALUES.filter((h) => !holes.includes(h)).reduce((s, h) => s + chance(h), 0);
      const dealer = new Map<number, number>();
      const holeMass = holes.reduce((s, h) => s + chance(h), 0);
      for (const h of holes) for (const [t, p] of dealerFinal([c(up), c(h)])) dealer.set(t, (dealer.get(t) ?? 0) + (chance(h) / holeMass) * p);
      const stand = (cards: Card[]) => {
        const mine = handTotal(cards).total;
        if (mine > 21) return -1;
        let ev = 0;
        for (const [t, p] of dealer) ev += p * (t > 21 || mine > t ? 1 : mine === t ? 0 : -1);
        return ev;
      };
      const memo = new Map<string, number>();
      // The best of standing and hitting on; 21 stands (the game stands it for the player).
      const best = (cards: Card[]): number => {
        const { total, soft } = handTotal(cards);
        if (total > 21) return -1;
        if (total === 21) return stand(cards);
        const key = `${total}:${soft}`;
        if (!memo.has(key)) memo.set(key, Math.max(stand(cards), VALUES.reduce((s, v) => s + chance(v) * best([...cards, c(v)]), 0)));
        return memo.get(key)!;
      };
      for (const a of VALUES)
        for (const b of VALUES) {
          const p = chance(a) * chance(b) * chance(up);
          const hand = [c(a), c(b)];
          if (handTotal(hand).total === 21) {
            expected += p * (1 - dealerNatural) * 1.5;
            continue;
          }
          const double = 2 * VALUES.reduce((s, v) => s + chance(v) * stand([...hand, c(v)]), 0);
          expected += p * (dealerNatural * -1 + (1 - dealerNatural) * Math.max(best(hand), double));
        }
    }
    expect(1 + expected).toBeCloseTo(0.9891, 4);
  });
});

describe('blackjack rules', () => {
  const ranks = (hand: BlackjackHand) => ({ player: hand.player.map((x) => x.rank), dealer: hand.dealer.map((x) => x.rank) });

  it('deals player, dealer, player, dealer; a natural ends the round at once and pays 3:2', () => {
    // Draws alternate rank, suit: A, 9, K, 7.
    const natural = dealBlackjack(scripted(0, 0, 8, 0, 12, 0, 6, 0));
    expect(natural).toMatchObject({ open: false, result: 'blackjack' });
    expect(blackjackReturn(natural)).toBe(250);
    const open = dealBlackjack(scripted(9, 0, 8, 0, 5, 0, 6, 0));
    expect(ranks(open)).toEqual({ player: [10, 6], dealer: [9, 7] });
    expect(open.open).toBe(true);
  });

  it('the dealer draws to 17 and stands on soft 17; hitting past 21 loses; a double takes one card and stakes two', () => {
    const hand: BlackjackHand = { player: [c(10), c(6)], dealer: [c(1), c(2)], doubled: false, open: true };
    // Dealer A,2 + 4 = soft 17: stands; player 16 loses.
    const stood = actBlackjack(hand, 'stand', scripted(3, 0))!;
    expect(ranks(stood).dealer).toEqual([1, 2, 4]);
    expect(stood).toMatchObject({ open: false, result: 'lose' });
    expect(actBlackjack(hand, 'hit', scripted(9, 0))).toMatchObject({ open: false, result: 'bust' });
    const doubled = actBlackjack({ ...hand, player: [c(5), c(6)] }, 'double', scripted(9, 0, 9, 0, 9, 0))!;
    expect(doubled).toMatchObject({ open: false, doubled: true, result: 'win' });
    expect(blackjackReturn(doubled)).toBe(400);
    expect(actBlackjack(stood, 'hit', scripted(0))).toBeNull();
    expect(actBlackjack({ ...hand, player: [c(2), c(3), c(4)] }, 'double', scripted(0))).toBeNull();
  });
});
