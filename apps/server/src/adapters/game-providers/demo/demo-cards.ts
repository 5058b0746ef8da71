// Playing cards for the demo table games: a card is a rank (1 = ace … 13 = king) and a cosmetic
// suit (0–3), dealt from one shuffled 52-card deck (teen patti, hold'em) or from an endless shoe
// where every rank is equally likely on every draw (baccarat, andar bahar, blackjack): the endless
// shoe keeps each draw independent, which is what lets the unit tests compute RTPs exactly.
import type { Rng } from './demo-games.ts';

export interface Card {
  rank: number;
  suit: number;
}

/** A card from the endless shoe. */
export const shoeCard = (rng: Rng): Card => ({ rank: rng(13) + 1, suit: rng(4) });

/** `count` distinct cards from one deck, in the order dealt. */
export function dealFromDeck(rng: Rng, count: number): Card[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const dealt: Card[] = [];
  for (let i = 0; i < count; i++) {
    const at = i + rng(52 - i);
    [deck[i], deck[at]] = [deck[at]!, deck[i]!];
    dealt.push({ rank: (deck[i]! % 13) + 1, suit: Math.floor(deck[i]! / 13) });
  }
  return dealt;
}

/** Ace high for poker-style hands: 2 … 14. */
const high = (rank: number) => (rank === 1 ? 14 : rank);

/** A comparable score from a category and up to `width` ranks in order of importance (each below 16). */
const score = (category: number, ranks: number[], width: number) => [...ranks, 0, 0, 0, 0, 0].slice(0, width).reduce((s, r) => s * 16 + r, category);
const three = (category: number, ranks: number[]) => score(category, ranks, 3);
const five = (category: number, ranks: number[]) => score(category, ranks, 5);

/**
 * Teen patti's three-card hands, best first: trail (three of a kind), pure sequence (straight
 * flush), sequence, colour (flush), pair, high card. A-K-Q is the top sequence, A-2-3 the lowest.
 */
export function teenPattiScore(cards: readonly Card[]): number {
  const ranks = cards.map((c) => high(c.rank)).sort((a, b) => b - a);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = ranks[0] === 14 && ranks[1] === 3 && ranks[2] === 2;
  const straight = wheel || (ranks[0]! - ranks[1]! === 1 && ranks[1]! - ranks[2]! === 1);
  const top = wheel ? [3, 2, 1] : ranks;
  if (ranks[0] === ranks[2]) return three(5, ranks);
  if (straight) return three(flush ? 4 : 3, top);
  if (flush) return three(2, ranks);
  if (ranks[0] === ranks[1] || ranks[1] === ranks[2]) {
    const pair = ranks[1]!;
    return three(1, [pair, pair, ranks[0] === ranks[1] ? ranks[2]! : ranks[0]!]);
  }
  return three(0, ranks);
}

export const TEEN_PATTI_HANDS = ['highCard', 'pair', 'colour', 'sequence', 'pureSequence', 'trail'] as const;
export const teenPattiHand = (cards: readonly Card[]) => TEEN_PATTI_HANDS[Math.floor(teenPattiScore(cards) / 16 ** 3)]!;

/** A five-card poker hand's score: straight flush 8, quads 7, full house 6, flush 5, straight 4, trips 3, two pair 2, pair 1. */
function fiveCardScore(cards: readonly Card[]): number {
  const ranks = cards.map((c) => high(c.rank)).sort((a, b) => b - a);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Ranks grouped by how often they appear, then by rank: [3,3,3,9,9] → [3, 9].
  const groups = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.map(([r]) => r);
  const shape = groups.map(([, n]) => n).join('');
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = ranks.join() === '14,5,4,3,2';
  const straight = groups.length === 5 && (wheel || ranks[0]! - ranks[4]! === 4);
  const top = wheel ? 5 : ranks[0]!;
  if (straight && flush) return five(8, [top]);
  if (shape === '41') return five(7, byGroup);
  if (shape === '32') return five(6, byGroup);
  if (flush) return five(5, ranks);
  if (straight) return five(4, [top]);
  if (shape === '311') return five(3, byGroup);
  if (shape === '221') return five(2, byGroup);
  if (shape === '2111') return five(1, byGroup);
  return five(0, ranks);
}

/** The best five of seven cards (hold'em): its score, comparable across hands. */
export function holdemScore(cards: readonly Card[]): number {
  let best = 0;
  for (let a = 0; a < cards.length; a++)
    for (let b = a + 1; b < cards.length; b++) best = Math.max(best, fiveCardScore(cards.filter((_, i) => i !== a && i !== b)));
  return best;
}

export const POKER_HANDS = ['highCard', 'pair', 'twoPair', 'trips', 'straight', 'flush', 'fullHouse', 'quads', 'straightFlush'] as const;
export const pokerHand = (scored: number) => POKER_HANDS[Math.floor(scored / 16 ** 5)]!;
