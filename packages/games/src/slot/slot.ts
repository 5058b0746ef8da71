// Slot spin: reel i stops at nextInt(length of strip i), for i = 1…5 in order. Each line pays for
// its longest run from reel 1 of the reel-1 symbol, the wild standing in for it; 3, 4 or 5 in a
// row pay paytable × line bet, where line bet = bet / lines. The bet must be a whole number of
// hundredths per line, so every payout is an exact integer and nothing is floored.
import { type Seeds } from '../fair/seeds.ts';
import { createFairStream } from '../fair/byte-stream.ts';
import { GameInputError } from '../errors.ts';
import { assertBet } from '../money.ts';
import { type PayingSymbol, type SlotConfig, type SlotSymbol, SLOT_CONFIG, SLOT_ROWS } from './slot-config.ts';

export interface LineWin {
  /** 0-based index into config.lines. */
  line: number;
  symbol: PayingSymbol;
  count: 3 | 4 | 5;
  /** In multiples of the line bet. */
  pays: number;
  win: number;
}

export interface SlotOutcome {
  game: 'slot';
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  bet: number;
  payout: number;
}

export function assertSlotBet(bet: number, config: SlotConfig = SLOT_CONFIG): void {
  assertBet(bet);
  if (bet % config.lines.length !== 0) {
    throw new GameInputError('bad-bet', `slot bet must be a multiple of ${config.lines.length} hundredths (whole hundredths per line), got ${bet}`);
  }
}

export function slotGrid(stops: readonly number[], config: SlotConfig = SLOT_CONFIG): SlotSymbol[][] {
  return config.strips.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/** The line's pay in line-bet multiples, with its symbol and run length; null when it pays nothing. */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
  config: SlotConfig = SLOT_CONFIG,
): { symbol: PayingSymbol; count: 3 | 4 | 5; pays: number } | null {
  const first = symbols[0];
  if (first === undefined || first === 'wild') return null;
  let count = 1;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === 'wild')) count += 1;
  if (count < 3) return null;
  const pays = config.paytable[first][count - 3]!;
  return pays > 0 ? { symbol: first, count: count as 3 | 4 | 5, pays } : null;
}

export function settleSlot(bet: number, stops: readonly number[], config: SlotConfig = SLOT_CONFIG): SlotOutcome {
  assertSlotBet(bet, config);
  const lineBet = bet / config.lines.length;
  const grid = slotGrid(stops, config);
  const lineWins: LineWin[] = [];
  config.lines.forEach((rows, line) => {
    const hit = evaluateLine(rows.map((row, reel) => grid[reel]![row]!), config);
    if (hit) lineWins.push({ line, ...hit, win: hit.pays * lineBet });
  });
  const payout = lineWins.reduce((sum, w) => sum + w.win, 0);
  return { game: 'slot', stops: [...stops], grid, lineWins, bet, payout };
}

export function slotStops(seeds: Seeds, nonce: number, config: SlotConfig = SLOT_CONFIG): number[] {
  const stream = createFairStream(seeds, nonce);
  return config.strips.map((strip) => stream.nextInt(strip.length));
}

export function playSlot(seeds: Seeds, nonce: number, params: { bet: number }, config: SlotConfig = SLOT_CONFIG): SlotOutcome {
  assertSlotBet(params.bet, config);
  return settleSlot(params.bet, slotStops(seeds, nonce, config), config);
}
