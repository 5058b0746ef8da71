// Blackjack from an endless shoe, played over several page actions within one open round: the
// stake is taken at the deal, hit / stand / double change the hand, and the round is paid when it
// ends. Dealer stands on every 17 (soft too) and checks for blackjack first (a dealer blackjack ends
// the round before any decision); blackjack pays 3:2; double on any first two cards, one card
// only; no splitting (a pair plays as its total) and no insurance. With the best play the return
// is 98.91% (computed exactly by demo-blackjack.unit.test.ts). The cards still to come are not
// decided until drawn, so the open round holds nothing a player could learn but the dealer's hole card.
import { shoeCard, type Card } from './demo-cards.ts';
import type { Rng } from './demo-games.ts';

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | 'dealerBlackjack';

export interface BlackjackHand {
  player: Card[];
  /** The dealer's up card first, then the hole card (the page hides it while the round is open). */
  dealer: Card[];
  doubled: boolean;
  open: boolean;
  result?: BlackjackResult;
}

const cardValue = (c: Card) => (c.rank === 1 ? 1 : Math.min(c.rank, 10));

/** The best total of a hand and whether an ace counts 11 in it (soft). */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, c) => sum + cardValue(c), 0);
  const soft = cards.some((c) => c.rank === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

/** Hundredths of the original stake a finished hand returns (a doubled hand staked two). */
export function blackjackReturn(hand: BlackjackHand): number {
  const staked = hand.doubled ? 2 : 1;
  switch (hand.result) {
    case 'blackjack':
      return 250;
    case 'win':
      return 200 * staked;
    case 'push':
      return 100 * staked;
    default:
      return 0;
  }
}

function finish(hand: BlackjackHand, rng: Rng): BlackjackHand {
  const player = handTotal(hand.player).total;
  if (player > 21) return { ...hand, open: false, result: 'bust' };
  const dealer = [...hand.dealer];
  while (handTotal(dealer).total < 17) dealer.push(shoeCard(rng));
  const total = handTotal(dealer).total;
  const result: BlackjackResult = total > 21 || player > total ? 'win' : player === total ? 'push' : 'lose';
  return { ...hand, dealer, open: false, result };
}

export function dealBlackjack(rng: Rng): BlackjackHand {
  const [p1, d1, p2, d2] = [shoeCard(rng), shoeCard(rng), shoeCard(rng), shoeCard(rng)];
  const hand: BlackjackHand = { player: [p1, p2], dealer: [d1, d2], doubled: false, open: true };
  const [mine, theirs] = [isBlackjack(hand.player), isBlackjack(hand.dealer)];
  if (mine || theirs) return { ...hand, open: false, result: mine && theirs ? 'push' : mine ? 'blackjack' : 'dealerBlackjack' };
  return hand;
}

/** The hand after an action, or null for an action the hand does not allow. */
export function actBlackjack(hand: BlackjackHand, action: string, rng: Rng): BlackjackHand | null {
  if (!hand.open) return null;
  switch (action) {
    case 'stand':
      return finish(hand, rng);
    case 'hit': {
      const next = { ...hand, player: [...hand.player, shoeCard(rng)] };
      // 21 cannot improve, and over 21 has lost: either way the hand is over.
      return handTotal(next.player).total >= 21 ? finish(next, rng) : next;
    }
    case 'double':
      if (hand.player.length !== 2) return null;
      return finish({ ...hand, doubled: true, player: [...hand.player, shoeCard(rng)] }, rng);
    default:
      return null;
  }
}
