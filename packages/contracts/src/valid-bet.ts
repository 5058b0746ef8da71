// Spec §9 valid bet rules: what a settled round counts towards betting tasks (wagering).
// 90% of the stake for every listed category; sports counts the smaller of the stake and the
// absolute win/loss; odds at or below 0.30 count 0. Integers in hundredths, rounded down.

/** The spec's valid-bet categories (§9), plus `other` for anything not listed (counts 0). */
export const VALID_BET_CATEGORIES = [
  'sports',
  'chess-cards',
  'fishing',
  'electronics',
  'real-person',
  'cockfighting',
  'esports',
  'lottery',
  'blockchain',
  'other',
] as const;
export type ValidBetCategory = (typeof VALID_BET_CATEGORIES)[number];

/** The catalogue's game types (spec §9: slots, cards, fish, live, sports) → valid-bet categories. */
export const GAME_TYPE_CATEGORY: Record<string, ValidBetCategory> = {
  slots: 'electronics',
  slot: 'electronics',
  cards: 'chess-cards',
  fish: 'fishing',
  live: 'real-person',
  sports: 'sports',
  cockfighting: 'cockfighting',
  esports: 'esports',
  lottery: 'lottery',
  blockchain: 'blockchain',
};

export function categoryOfGameType(gameType: string): ValidBetCategory {
  return GAME_TYPE_CATEGORY[gameType.toLowerCase()] ?? 'other';
}

export const VALID_BET_RATIO_PERCENT = 90;
/** Odds at or below this (decimal fraction of the stake won, e.g. Hong Kong odds) count as 0. */
export const MINIMUM_ODDS = 0.3;

export interface SettledBet {
  category: ValidBetCategory;
  /** Stake in hundredths (≥ 0). */
  betAmount: number;
  /** Win minus stake in hundredths (negative = loss). */
  winLoss: number;
  /** The bet's odds when the game has them (sports). */
  odds?: number | undefined;
}

export function validBet(bet: SettledBet): number {
  if (!Number.isSafeInteger(bet.betAmount) || bet.betAmount < 0) throw new RangeError(`betAmount must be a non-negative integer: ${bet.betAmount}`);
  if (!Number.isSafeInteger(bet.winLoss)) throw new RangeError(`winLoss must be an integer: ${bet.winLoss}`);
  if (bet.category === 'other') return 0;
  if (bet.odds !== undefined && bet.odds <= MINIMUM_ODDS) return 0;
  const base = bet.category === 'sports' ? Math.min(bet.betAmount, Math.abs(bet.winLoss)) : bet.betAmount;
  return Math.floor((base * VALID_BET_RATIO_PERCENT) / 100);
}
