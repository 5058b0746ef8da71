// The embedded demo vendors' games (adapters/game-providers/README.md "Demo games"): one engine per
// game type, each with a fixed, documented RTP. Outcomes come from crypto.randomInt (a fair RNG)
// and never depend on who plays: nothing here knows the player. Amounts are hundredths.
import { createHmac, randomInt } from 'node:crypto';
import { playTable, TABLE_KINDS, type TableKind } from './demo-tables.ts';

/** Blackjack and mines play over several actions in one open round (demo-open-rounds.ts). */
export type OpenKind = 'blackjack' | 'mines';
export type DemoKind = 'slot' | 'fish' | 'roulette' | 'dragon-tiger' | 'hilo' | 'sports' | TableKind | OpenKind;
export const isTableKind = (kind: DemoKind): kind is TableKind => (TABLE_KINDS as readonly string[]).includes(kind);
export const isOpenKind = (kind: DemoKind): kind is OpenKind => kind === 'blackjack' || kind === 'mines';

/** The stake chips a demo page offers (₨1 … ₨100). */
export const DEMO_STAKES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;
export const DEFAULT_STAKE = 200;

/** An RNG: an integer in [0, max). Tests pass a scripted one; play uses crypto.randomInt. */
export type Rng = (max: number) => number;
export const cryptoRng: Rng = (max) => randomInt(max);

export interface DemoOutcome {
  win: number;
  /** Net odds (potential profit ÷ stake) for games that have odds (live tables, sports). */
  odds?: number;
  /** What the page shows (symbols, number, cards, result), stored with the round. */
  shown: Record<string, unknown>;
}

/** A table game named in a tile's tags or name (first match wins). */
const TABLES_BY_NAME: readonly [RegExp, DemoKind][] = [
  [/roulette/i, 'roulette'],
  [/baccarat/i, 'baccarat'],
  [/blackjack/i, 'blackjack'],
  [/sic ?bo|dice/i, 'sic-bo'],
  [/hold.?em|poker/i, 'holdem'],
  [/wheel|tvshow|lucky numbers|lottery/i, 'wheel'],
  [/andar ?bahar/i, 'andar-bahar'],
  [/teen ?patti|three card/i, 'teen-patti'],
  [/dragon ?tiger/i, 'dragon-tiger'],
];
const tableNamed = (text: string) => TABLES_BY_NAME.find(([pattern]) => pattern.test(text))?.[1];

/** The demo game a catalogue entry plays: by its type, and for tables and cards by its tags and name. */
export function kindOf(gameType: string, tags = '', name = ''): DemoKind {
  const type = gameType.toLowerCase();
  if (type === 'sports') return 'sports';
  if (type === 'fish') return 'fish';
  if (type === 'cards') return tableNamed(`${tags} ${name}`) ?? 'hilo';
  if (type === 'live') return tableNamed(`${tags} ${name}`) ?? 'dragon-tiger';
  if (/\bmines?\b|sweeper/i.test(name)) return 'mines';
  // A wheel mini game among the slots (Fortune Wheel Blitz) spins the wheel, not reels.
  return /\bwheel\b/i.test(name) ? 'wheel' : 'slot';
}

// ---- slot: 3 reels of 20 stops, one line. Σ(combinations × pay) = 7,680 of 8,000 → RTP 96.00%.
export const SLOT_STRIP = ['cherry', 'lemon', 'bell', 'cherry', 'bar', 'lemon', 'cherry', 'bell', 'seven', 'lemon', 'cherry', 'bar', 'bell', 'lemon', 'cherry', 'star', 'lemon', 'bar', 'cherry', 'bell'] as const;
export type SlotSymbol = (typeof SLOT_STRIP)[number];
/** Three of a kind pays this many stakes; exactly two cherries pay TWO_CHERRIES. */
export const SLOT_PAYS: Record<SlotSymbol, number> = { seven: 200, star: 100, bar: 30, bell: 19, lemon: 10, cherry: 5 };
export const TWO_CHERRIES = 2;

export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  if (reels[0] === reels[1] && reels[1] === reels[2]) return SLOT_PAYS[reels[0]!];
  return reels.filter((s) => s === 'cherry').length === 2 ? TWO_CHERRIES : 0;
}

/** The symbols a reel stopped at `stop` shows in its 3×3 window: above, on the line, below. */
export const slotWindow = (stop: number): SlotSymbol[] => [-1, 0, 1].map((d) => SLOT_STRIP[(stop + d + SLOT_STRIP.length) % SLOT_STRIP.length]!);

// The stops are drawn, the line is read from them: the rows above and below are the strip's own
// neighbours (the page shows a 3×3 window), so they never change what the line pays.
function playSlot(stake: number, rng: Rng): DemoOutcome {
  const stops = [0, 1, 2].map(() => rng(SLOT_STRIP.length));
  const reels = stops.map((stop) => SLOT_STRIP[stop]!);
  return { win: stake * slotMultiplier(reels), shown: { reels, stops } };
}

// ---- fish: shoot one target; it is caught with probability 0.96 ÷ its multiplier → RTP 96.00%.
export const FISH = [
  { id: 'shrimp', multiplier: 2, chance: 4_800 },
  { id: 'crab', multiplier: 3, chance: 3_200 },
  { id: 'turtle', multiplier: 5, chance: 1_920 },
  { id: 'shark', multiplier: 10, chance: 960 },
  { id: 'whale', multiplier: 20, chance: 480 },
  { id: 'dragon', multiplier: 50, chance: 192 },
] as const;
const FISH_CHANCE_OUT_OF = 10_000;

function playFish(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  const target = FISH.find((f) => f.id === choice);
  if (!target) return null;
  const caught = rng(FISH_CHANCE_OUT_OF) < target.chance;
  return { win: caught ? stake * target.multiplier : 0, shown: { target: target.id, caught } };
}

// ---- European roulette (one zero): every bet returns 36/37 → RTP 97.30%.
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const ROULETTE_BETS = ['red', 'black', 'odd', 'even', 'low', 'high', 'd1', 'd2', 'd3'] as const;

/** Net odds of a roulette bet (straight `n:<0-36>` 35, dozens 2, even chances 1), or null. */
export function rouletteOdds(choice: string): number | null {
  if ((ROULETTE_BETS as readonly string[]).includes(choice)) return choice.startsWith('d') ? 2 : 1;
  const straight = /^n:(\d{1,2})$/.exec(choice);
  return straight && Number(straight[1]) <= 36 ? 35 : null;
}

export function rouletteWins(choice: string, n: number): boolean {
  if (choice.startsWith('n:')) return Number(choice.slice(2)) === n;
  if (n === 0) return false;
  switch (choice) {
    case 'red':
      return RED.has(n);
    case 'black':
      return !RED.has(n);
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    default:
      return Math.ceil(n / 12) === Number(choice.slice(1));
  }
}

export const isRed = (n: number) => RED.has(n);

function playRoulette(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  const odds = rouletteOdds(choice);
  if (odds === null) return null;
  const number = rng(37);
  return { win: rouletteWins(choice, number) ? stake * (odds + 1) : 0, odds, shown: { number, choice } };
}

// ---- Dragon Tiger (a baccarat-style duel): one card each, ranks A(1)…K(13), suits cosmetic.
// Dragon/tiger pay 1:1 and lose half on a tie → RTP 12.5/13 = 96.15%; tie pays 11:1 → 92.31%.
export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;

function playDragonTiger(stake: number, choice: string, rng: Rng): DemoOutcome | null {
  if (!(DRAGON_TIGER_BETS as readonly string[]).includes(choice)) return null;
  const dragon = { rank: rng(13) + 1, suit: rng(4) };
  const tiger = { rank: rng(13) + 1, suit: rng(4) };
  const result = dragon.rank === tiger.rank ? 'tie' : dragon.rank > tiger.rank ? 'dragon' : 'tiger';
  let win: number;
  if (choice === 'tie') win = result === 'tie' ? stake * 12 : 0;
  else if (result === 'tie') win = Math.floor(stake / 2);
  else win = result === choice ? stake * 2 : 0;
  return { win, odds: choice === 'tie' ? 11 : 1, shown: { dragon, tiger, result, choice } };
}

// ---- Hi-Lo: guess whether the next card is strictly higher or lower than the one shown. The pay
// multiplier is 0.96 × 13 ÷ (winning ranks), rounded down to 0.01× → RTP at most 96% for every
// card and guess. The shown card is fixed by the round's nonce before the stake (HMAC, unforgeable).
export function hiloCard(secret: string, roundKey: string): number {
  return (createHmac('sha256', secret).update(`hilo:${roundKey}`).digest().readUInt32BE(0) % 13) + 1;
}

/** The multiplier in hundredths for a guess on `card`, or null when the guess cannot win. */
export function hiloMultiplier(card: number, guess: string): number | null {
  const winning = guess === 'higher' ? 13 - card : guess === 'lower' ? card - 1 : 0;
  return winning > 0 ? Math.floor((96 * 13) / winning) : null;
}

function playHilo(stake: number, choice: string, card: number, rng: Rng): DemoOutcome | null {
  const multiplier = hiloMultiplier(card, choice);
  if (multiplier === null) return null;
  const next = { rank: rng(13) + 1, suit: rng(4) };
  const won = choice === 'higher' ? next.rank > card : next.rank < card;
  return { win: won ? Math.floor((stake * multiplier) / 100) : 0, shown: { card, next, choice, multiplier } };
}

export interface PlayInput {
  kind: DemoKind;
  stake: number;
  choice: string;
  /** Hi-Lo's shown card (hiloCard). */
  card?: number;
}

/** One round's outcome, or null for a choice the game does not offer. Sports: demo-sports.ts; blackjack and mines: demo-open-rounds.ts. */
export function playDemo(input: PlayInput, rng: Rng = cryptoRng): DemoOutcome | null {
  if (!(DEMO_STAKES as readonly number[]).includes(input.stake)) return null;
  if (isTableKind(input.kind)) return playTable(input.kind, input.stake, input.choice, rng);
  switch (input.kind) {
    case 'slot':
      return playSlot(input.stake, rng);
    case 'fish':
      return playFish(input.stake, input.choice, rng);
    case 'roulette':
      return playRoulette(input.stake, input.choice, rng);
    case 'dragon-tiger':
      return playDragonTiger(input.stake, input.choice, rng);
    case 'hilo':
      return input.card === undefined ? null : playHilo(input.stake, input.choice, input.card, rng);
    case 'sports':
    case 'blackjack':
    case 'mines':
      return null;
  }
}
