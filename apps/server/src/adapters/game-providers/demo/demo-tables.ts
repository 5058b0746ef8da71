// The demo vendors' table games besides roulette and dragon tiger (demo-games.ts): baccarat, sic
// bo, andar bahar, teen patti, hold'em (ante against the dealer) and a money wheel. Each has a fixed,
// documented RTP that demo-tables.unit.test.ts computes exactly; outcomes come only from the RNG
// handed in (crypto, or a live table's shared draw: demo-live.ts), never from who plays.
// Every stake is a whole number of rupees (DEMO_STAKES), so 0.95, 0.9 and 0.96 of it are whole hundredths.
import { dealFromDeck, holdemScore, pokerHand, shoeCard, teenPattiHand, teenPattiScore, type Card } from './demo-cards.ts';
import type { DemoOutcome, Rng } from './demo-games.ts';

/** What a bet returns, in hundredths of the stake (200 = stake back plus 1:1). */
const returned = (stake: number, hundredths: number) => Math.floor((stake * hundredths) / 100);

// ---- Baccarat from an endless shoe, standard third-card rules. Player 1:1, banker 1:1 less 5%
// commission (0.95:1), both returned on a tie; tie 8:1. RTP: banker 98.94%, player 98.77%, tie 85.88%.
export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const;
const baccaratValue = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + (c.rank >= 10 ? 0 : c.rank), 0) % 10;

export function dealBaccarat(draw: () => Card): { player: Card[]; banker: Card[]; result: 'player' | 'banker' | 'tie' } {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = baccaratValue(player) >= 8 || baccaratValue(banker) >= 8;
  if (!natural) {
    let third: number | null = null;
    if (baccaratValue(player) <= 5) {
      const card = draw();
      player.push(card);
      third = baccaratValue([card]);
    }
    const b = baccaratValue(banker);
    const bankerDraws =
      third === null ? b <= 5 : b <= 2 || (b === 3 && third !== 8) || (b === 4 && third >= 2 && third <= 7) || (b === 5 && third >= 4 && third <= 7) || (b === 6 && third >= 6 && third <= 7);
    if (bankerDraws) banker.push(draw());
  }
  const p = baccaratValue(player);
  const b = baccaratValue(banker);
  return { player, banker, result: p === b ? 'tie' : p > b ? 'player' : 'banker' };
}

/** Hundredths of the stake a baccarat bet returns for a result. */
export function baccaratReturn(choice: string, result: string): number {
  if (choice === 'tie') return result === 'tie' ? 900 : 0;
  if (result === 'tie') return 100;
  if (choice !== result) return 0;
  return choice === 'banker' ? 195 : 200;
}

function playBaccarat(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  if (!(BACCARAT_BETS as readonly string[]).includes(choice)) return null;
  const coup = dealBaccarat(() => shoeCard(rng));
  const shown = { ...coup, playerTotal: baccaratValue(coup.player), bankerTotal: baccaratValue(coup.banker), choice };
  return { win: returned(stake, baccaratReturn(choice, coup.result)), odds: choice === 'tie' ? 8 : choice === 'banker' ? 0.95 : 1, shown };
}

// ---- Sic bo: three dice. Small (4–10) and big (11–17) pay 1:1 and lose to any triple (97.22%);
// any triple 30:1 (86.11%); a total pays SIC_BO_TOTALS (81.02% … 90.28%, listed in the unit test).
export const SIC_BO_TOTALS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };
export const SIC_BO_BETS = ['small', 'big', 'triple', ...Object.keys(SIC_BO_TOTALS).map((n) => `t${n}`)] as const;

/** Net odds of a sic bo bet, or null. */
export function sicBoOdds(choice: string): number | null {
  if (choice === 'small' || choice === 'big') return 1;
  if (choice === 'triple') return 30;
  return /^t\d{1,2}$/.test(choice) ? (SIC_BO_TOTALS[Number(choice.slice(1))] ?? null) : null;
}

export function sicBoWins(choice: string, dice: readonly number[]): boolean {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  if (choice === 'triple') return triple;
  if (choice === 'small') return !triple && total <= 10;
  if (choice === 'big') return !triple && total >= 11;
  return total === Number(choice.slice(1));
}

function playSicBo(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  const odds = sicBoOdds(choice);
  if (odds === null) return null;
  const dice = [rng(6) + 1, rng(6) + 1, rng(6) + 1];
  return { win: sicBoWins(choice, dice) ? stake * (odds + 1) : 0, odds, shown: { dice, total: dice[0]! + dice[1]! + dice[2]!, choice } };
}

// ---- Andar bahar from an endless shoe: a joker card, then cards alternately to andar (first) and
// bahar until one matches the joker's rank. Andar wins 13/25 of rounds and pays 0.9:1 (98.80%);
// bahar wins 12/25 and pays 1:1 (96.00%).
export const ANDAR_BAHAR_BETS = ['andar', 'bahar'] as const;
/** Cards of each side the page shows (the last ones dealt); the count is shown beside. */
const SHOWN_CARDS = 5;

function playAndarBahar(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  if (!(ANDAR_BAHAR_BETS as readonly string[]).includes(choice)) return null;
  const joker = shoeCard(rng);
  const sides: Record<'andar' | 'bahar', Card[]> = { andar: [], bahar: [] };
  let dealt = 0;
  let result: 'andar' | 'bahar' | null = null;
  while (!result) {
    const side = dealt % 2 === 0 ? 'andar' : 'bahar';
    const card = shoeCard(rng);
    sides[side].push(card);
    dealt += 1;
    if (card.rank === joker.rank) result = side;
  }
  const win = choice === result ? returned(stake, choice === 'andar' ? 190 : 200) : 0;
  return { win, odds: choice === 'andar' ? 0.9 : 1, shown: { joker, andar: sides.andar.slice(-SHOWN_CARDS), bahar: sides.bahar.slice(-SHOWN_CARDS), dealt, result, choice } };
}

// ---- Teen patti and hold'em, player against dealer with one deck. A win returns 1.92 stakes, a
// tie 0.96. Player and dealer are dealt alike, so swapping their cards is an equally likely deal
// that turns a win into a loss and a tie into a tie: every pair returns 1.92 stakes, so the RTP is
// exactly 96.00% whatever the chance of a tie. No odds go with the round: there is one bet, at one price.
export const DUEL_RETURN = { win: 192, tie: 96 } as const;
const duelReturn = (mine: number, theirs: number) => (mine > theirs ? DUEL_RETURN.win : mine === theirs ? DUEL_RETURN.tie : 0);
const duelResult = (mine: number, theirs: number) => (mine > theirs ? 'player' : mine === theirs ? 'tie' : 'dealer');

export function playTeenPatti(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  if (choice !== 'player') return null;
  const cards = dealFromDeck(rng, 6);
  const player = [cards[0]!, cards[2]!, cards[4]!];
  const dealer = [cards[1]!, cards[3]!, cards[5]!];
  const [p, d] = [teenPattiScore(player), teenPattiScore(dealer)];
  return {
    win: returned(stake, duelReturn(p, d)),
    shown: { player, dealer, playerHand: teenPattiHand(player), dealerHand: teenPattiHand(dealer), result: duelResult(p, d), choice },
  };
}

export function playHoldem(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  if (choice !== 'ante') return null;
  const cards = dealFromDeck(rng, 9);
  const player = [cards[0]!, cards[2]!];
  const dealer = [cards[1]!, cards[3]!];
  const board = cards.slice(4);
  const [p, d] = [holdemScore([...player, ...board]), holdemScore([...dealer, ...board])];
  return { win: returned(stake, duelReturn(p, d)), shown: { player, dealer, board, playerHand: pokerHand(p), dealerHand: pokerHand(d), result: duelResult(p, d), choice } };
}

// ---- The money wheel: 50 segments; a segment's number is its net odds, and it appears on
// 48 ÷ (number + 1) segments, so every bet returns 48/50 = 96.00%.
export const WHEEL_NUMBERS = [1, 3, 5, 11, 23] as const;
/** The segments in wheel order (24 × 1, 12 × 3, 8 × 5, 4 × 11, 2 × 23), spread around the rim. */
export const WHEEL_SEGMENTS: readonly number[] = (() => {
  const left = new Map<number, number>(WHEEL_NUMBERS.map((n) => [n, 48 / (n + 1)]));
  const segments: number[] = [];
  for (let i = 0; i < 50; i++) {
    // The number furthest behind its even share goes next, so equal numbers are spread apart.
    const next = [...left].filter(([, n]) => n > 0).sort((a, b) => b[1] / (48 / (b[0] + 1)) - a[1] / (48 / (a[0] + 1)) || a[0] - b[0])[0]![0];
    segments.push(next);
    left.set(next, left.get(next)! - 1);
  }
  return segments;
})();

function playWheel(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  const number = /^w\d{1,2}$/.test(choice) ? Number(choice.slice(1)) : NaN;
  if (!(WHEEL_NUMBERS as readonly number[]).includes(number)) return null;
  const segment = rng(WHEEL_SEGMENTS.length);
  const landed = WHEEL_SEGMENTS[segment]!;
  return { win: landed === number ? stake * (number + 1) : 0, odds: number, shown: { segment, landed, choice } };
}

export type TableKind = 'baccarat' | 'sic-bo' | 'andar-bahar' | 'teen-patti' | 'holdem' | 'wheel';
export const TABLE_KINDS: readonly TableKind[] = ['baccarat', 'sic-bo', 'andar-bahar', 'teen-patti', 'holdem', 'wheel'];

export function playTable(kind: TableKind, stake: number, choice: string, rng: Rng): DemoOutcome | null {
  switch (kind) {
    case 'baccarat':
      return playBaccarat(stake, choice, rng);
    case 'sic-bo':
      return playSicBo(stake, choice, rng);
    case 'andar-bahar':
      return playAndarBahar(stake, choice, rng);
    case 'teen-patti':
      return playTeenPatti(stake, choice, rng);
    case 'holdem':
      return playHoldem(stake, choice, rng);
    case 'wheel':
      return playWheel(stake, choice, rng);
  }
}

/** The bet a table's page picks first. */
export const FIRST_BET: Record<TableKind, string> = { baccarat: 'banker', 'sic-bo': 'small', 'andar-bahar': 'andar', 'teen-patti': 'player', holdem: 'ante', wheel: 'w1' };
