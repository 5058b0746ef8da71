// Valid bet rules (docs/requirements/wallet.md#5-valid-bets): what a settled round counts towards betting tasks (wagering) and VIP
// experience. The category share (90% by default) of the stake for every listed category; sports
// counts the smaller of the stake and the absolute win/loss. Khel weights that share by the bet's
// risk: a near-riskless bet (dice at 98% win chance pays 1.01x) would otherwise clear a
// betting task for almost nothing. The risk is the bet's net odds — potential profit ÷ stake
// (Hong Kong odds; decimal odds − 1) — reported by the game in the seamless protocol's `odds`;
// operator-editable bands in ValidBetRulesConf turn it into a weight. One pure function here, so
// the server, a bench or the app compute the same number. Integers in hundredths, rounded down.
// zod/mini: the player app imports these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';

/** The valid-bet categories (docs/requirements/wallet.md#5-valid-bets), plus `other` for anything not listed (counts 0). */
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

/** The catalogue's game types (slots, cards, fish, live, sports) → valid-bet categories. */
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

/**
 * The net odds a game reports for a round whose risk the player does not choose (a slot spin):
 * even money, "ordinary risk", inside the full-weight band of the default rules.
 */
export const ORDINARY_RISK_ODDS = 1;

// ---- The rules document ------------------------------------------------------------------------

/** One band: net odds up to and including `maxOdds` count `percent` % of the category share. */
export const RiskBand = z.object({
  maxOdds: z.number().check(z.minimum(0), z.maximum(1_000_000)),
  percent: z.int().check(z.minimum(0), z.maximum(100)),
});
export type RiskBand = z.infer<typeof RiskBand>;

const ascending = (bands: readonly RiskBand[]) => bands.every((band, i) => i === 0 || band.maxOdds > bands[i - 1]!.maxOdds);

/**
 * The "Valid Bet Calculation Rules", served as /config/ValidBetRulesConf.json and edited by
 * the operator. `riskWeights` (Khel's own, docs/requirements/wallet.md#5-valid-bets): bands in ascending `maxOdds`; odds above the last
 * band count 100 %. A document without it (created before risk weighting) keeps the requirements' one rule:
 * odds at or below `sports.minOdds` count 0. `notes`: the operator's own lines, shown under the rules
 * as written. `text` (the English rules of documents before risk weighting) is no longer shown: the app
 * words the rules from these fields in the player's language.
 */
export const ValidBetRulesConf = z.object({
  ratioPercent: z.number().check(z.minimum(0), z.maximum(100)),
  categories: z.array(z.string()),
  sports: z.object({ countsSmallerOfBetAndWinLoss: z.boolean(), minOdds: z.optional(z.number().check(z.minimum(0))) }),
  riskWeights: z.optional(z.array(RiskBand).check(z.maxLength(20), z.refine(ascending, 'riskWeights must be in ascending maxOdds'))),
  notes: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(20))),
  text: z.optional(z.array(z.string())),
});
export type ValidBetRulesConf = z.infer<typeof ValidBetRulesConf>;

/** What the computation needs from the document. */
export interface ValidBetRules {
  ratioPercent: number;
  sportsCountsSmaller: boolean;
  bands: readonly RiskBand[];
}

/**
 * A deposit made while the player's assets are at or below this (hundredths) releases every task
 * (docs/requirements/wallet.md#4-betting-tasks).
 */
export const TASK_RELEASE_THRESHOLD = 3000;

/** The requirements' only odds rule (odds ≤ 0.30 count 0), the fallback of documents without bands. */
export const SPEC_MINIMUM_ODDS = 0.3;

/** The seeded rules (apps/server/seed/config/ValidBetRulesConf.json): used when no document parses. */
export const DEFAULT_VALID_BET_RULES: ValidBetRules = {
  ratioPercent: 90,
  sportsCountsSmaller: true,
  bands: [
    { maxOdds: 0.3, percent: 0 },
    { maxOdds: 0.6, percent: 50 },
    { maxOdds: 0.9, percent: 80 },
  ],
};

export function validBetRulesOf(conf: ValidBetRulesConf): ValidBetRules {
  return {
    ratioPercent: conf.ratioPercent,
    sportsCountsSmaller: conf.sports.countsSmallerOfBetAndWinLoss,
    bands: conf.riskWeights ?? [{ maxOdds: conf.sports.minOdds ?? SPEC_MINIMUM_ODDS, percent: 0 }],
  };
}

/** The rules of a stored document, or the defaults when it is missing or malformed (bets still settle). */
export function parseValidBetRules(document: unknown): ValidBetRules {
  const parsed = z.safeParse(ValidBetRulesConf, document);
  return parsed.success ? validBetRulesOf(parsed.data) : DEFAULT_VALID_BET_RULES;
}

/** The weight (percent) of a bet at these net odds; no odds = ordinary risk, full weight. */
export function riskWeightPercent(odds: number | undefined, bands: readonly RiskBand[]): number {
  if (odds === undefined) return 100;
  const band = bands.find((b) => odds <= b.maxOdds);
  return band ? band.percent : 100;
}

// ---- The computation ---------------------------------------------------------------------------

export interface SettledBet {
  category: ValidBetCategory;
  /** Stake in hundredths (≥ 0). */
  betAmount: number;
  /** Win minus stake in hundredths (negative = loss). */
  winLoss: number;
  /** Net odds (potential profit ÷ stake) when the game reports them; absent = the category rule. */
  odds?: number | undefined;
}

export function validBet(bet: SettledBet, rules: ValidBetRules = DEFAULT_VALID_BET_RULES): number {
  if (!Number.isSafeInteger(bet.betAmount) || bet.betAmount < 0) throw new RangeError(`betAmount must be a non-negative integer: ${bet.betAmount}`);
  if (!Number.isSafeInteger(bet.winLoss)) throw new RangeError(`winLoss must be an integer: ${bet.winLoss}`);
  if (bet.odds !== undefined && !(Number.isFinite(bet.odds) && bet.odds >= 0)) throw new RangeError(`odds must be a non-negative number: ${bet.odds}`);
  if (bet.category === 'other') return 0;
  const base = bet.category === 'sports' && rules.sportsCountsSmaller ? Math.min(bet.betAmount, Math.abs(bet.winLoss)) : bet.betAmount;
  const weight = riskWeightPercent(bet.odds, rules.bands);
  // Integer percents keep this exact up to stakes of about ₨10¹⁰ (far above any bet limit).
  return Math.floor((base * rules.ratioPercent * weight) / 10_000);
}
