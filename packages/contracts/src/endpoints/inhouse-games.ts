// Khel's own provably fair games (packages/games README for the scheme). Every player
// has one active seed pair: a secret server seed shown only as its SHA-256 (`serverSeedHash`)
// until it is rotated, a client seed the player may set, and the nonce the next round uses.
// Amounts and multipliers are integers in hundredths (multiplier 250 = 2.50x; dice targets and
// rolls 0..9999 = 00.00..99.99). Money moves through the in-house provider's seamless callbacks,
// so `balance` in a reply is the wallet's answer to that round's callback. zod/mini: the player app
// imports it, and one classic contract in its bundle keeps all of classic zod's core in the first
// load (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/** Stakes in hundredths: the engines accept 1 … 1,000,000,000. The slot also needs a multiple of 20. */
export const INHOUSE_MAX_BET = 1_000_000_000;
export const SLOT_BET_STEP = 20;
/** Client seed rule of packages/games (fair/seeds.ts): 1–64 printable ASCII, no space, no ':'. */
export const CLIENT_SEED_PATTERN = /^[!-9;-~]{1,64}$/;
/** The crash curve (packages/games crash/crash-curve.ts): m(t) = floor(100 · e^(growth · t ms)). */
export const CRASH_GROWTH_PER_MS = 0.00006;

export const INHOUSE_GAMES = ['slot', 'dice', 'crash', 'mines'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];
/** The catalogue gameId of each in-house game (platform `inhouse`). */
export const INHOUSE_GAME_IDS: Record<InhouseGame, string> = {
  slot: 'inhouse-slot',
  dice: 'inhouse-dice',
  crash: 'inhouse-crash',
  mines: 'inhouse-mines',
};

/** classic zod's int: a number with the int check (its messages and JSON Schema). */
const int = z.number().check(z.int());
/** A whole number in min..max whose every refusal says `key`. */
const intIn = (min: number, max: number, key: 'invalidBet' | 'invalidRequest') =>
  z.number(key).check(z.int(key), z.minimum(min, key), z.maximum(max, key));

const bet = intIn(1, INHOUSE_MAX_BET, 'invalidBet');
const roundId = z.string().check(z.minLength(1, 'invalidRequest'), z.maxLength(64, 'invalidRequest'));
export const clientSeed = z.string('invalidClientSeed').check(z.regex(CLIENT_SEED_PATTERN, 'invalidClientSeed'));
const hundredths = int;

// ---- fairness ----

export const RevealedSeed = z.object({
  serverSeed: z.string().check(z.describe('the retired server seed, 64 hex characters')),
  serverSeedHash: z.string().check(z.describe('SHA-256 of serverSeed: the commitment shown while it was active')),
  clientSeed: z.string(),
  roundsPlayed: int.check(z.describe('nonces 0..roundsPlayed-1 were played under this pair')),
  revealedAt: z.string().check(z.describe('ISO 8601 instant')),
});
export type RevealedSeed = z.infer<typeof RevealedSeed>;

export const Fairness = z.object({
  serverSeedHash: z.string().check(z.describe('SHA-256 (hex) of the active secret server seed')),
  clientSeed: z.string(),
  nonce: int.check(z.describe('the nonce the next round will use')),
  revealed: z.array(RevealedSeed).check(z.describe('previous seed pairs, newest first (at most 20)')),
});
export type Fairness = z.infer<typeof Fairness>;

export const inhouseFairness = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/fairness',
  auth: true,
  summary: "The player's active commitment (server seed hash, client seed, next nonce) and the revealed previous seeds",
  request: z.object({}),
  response: Fairness,
});

/** A rotation's reply: the retired pair in full, and the new commitment. */
export const SeedRotation = z.object({ revealed: RevealedSeed, fairness: Fairness });
export type SeedRotation = z.infer<typeof SeedRotation>;

export const inhouseSetClientSeed = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/clientSeed',
  auth: true,
  summary: 'Sets the client seed; this rotates: the old server seed is revealed, a new one committed, nonce 0. Refused while a round is unfinished',
  request: z.object({ clientSeed }),
  response: SeedRotation,
});

export const inhouseRotateSeed = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/rotateSeed',
  auth: true,
  summary: 'Reveals the active server seed and commits to a new one (nonce 0, same client seed). Refused while a round is unfinished',
  request: z.object({}),
  response: SeedRotation,
});

// ---- outcomes (the same shapes the engines return; verify returns them too) ----

export const SlotOutcome = z.object({
  game: z.literal('slot'),
  stops: z.array(int),
  grid: z.array(z.array(z.string())).check(z.describe('grid[reel][row], 5 reels × 3 rows of symbol names')),
  lineWins: z.array(
    z.object({
      line: int.check(z.describe('0-based line index')),
      symbol: z.string(),
      count: int,
      pays: int.check(z.describe('multiples of the line bet (bet / 20)')),
      win: hundredths,
    }),
  ),
  bet: hundredths,
  payout: hundredths,
});

export const DiceOutcome = z.object({
  game: z.literal('dice'),
  roll: int.check(z.describe('0..9999 (shown /100)')),
  won: z.boolean(),
  chanceBp: int,
  multiplierNum: int.check(z.describe('multiplier = multiplierNum / chanceBp')),
  bet: hundredths,
  payout: hundredths,
});

export const CrashOutcome = z.object({
  game: z.literal('crash'),
  crashPoint: int,
  cashedOutAt: z.nullable(int),
  won: z.boolean(),
  bet: hundredths,
  payout: hundredths,
});

export const MinesOutcome = z.object({
  game: z.literal('mines'),
  mines: z.array(int).check(z.describe('the mine tiles (0..24, row-major)')),
  revealed: z.array(int),
  hitMine: z.nullable(int),
  won: z.boolean(),
  bet: hundredths,
  payout: hundredths,
});

/** What every play reply carries. The server seed itself is never sent before rotation. */
const RoundBase = z.object({
  roundId: z.string(),
  nonce: int,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  bet: hundredths,
  /** 0 while the round is open or lost. */
  payout: hundredths,
  /** Available balance after this round's callback. */
  balance: hundredths,
  /** true once the round is settled (slot and dice always). */
  finished: z.boolean(),
});

// ---- slot ----

export const inhouseSlotSpin = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/slot/spin',
  auth: true,
  summary: 'Tiger Temple slot: one spin (bet a multiple of 20 hundredths; 20 lines)',
  request: z.object({ bet: bet.check(z.refine((v) => v % SLOT_BET_STEP === 0, 'invalidBet')) }),
  response: z.extend(RoundBase, { outcome: SlotOutcome }),
});

// ---- dice ----

export const inhouseDiceRoll = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/dice/roll',
  auth: true,
  summary: 'Dice: roll 00.00–99.99; under wins when roll < target, over when roll ≥ target; chance 1%–98%',
  request: z.object({
    bet,
    target: intIn(0, 10_000, 'invalidRequest'),
    direction: z.enum(['under', 'over'], { error: 'invalidRequest' }),
  }),
  response: z.extend(RoundBase, { outcome: DiceOutcome }),
});

// ---- crash ----

/** A crash cash-out or auto cash-out target (hundredths, 1.01x and up), as `verify` takes it. */
const cashOut = intIn(101, 100_000_000, 'invalidRequest');

// ---- mines ----

export const MinesRound = z.extend(RoundBase, {
  mines: int.check(z.describe('number of mines')),
  revealed: z.array(int).check(z.describe('safe tiles revealed so far, in order')),
  /** Multiplier (hundredths, floored) a cash-out would pay now; 0 before the first reveal. */
  multiplier: int,
  /** Present once finished: the whole board. */
  outcome: z.nullable(MinesOutcome),
});
export type MinesRound = z.infer<typeof MinesRound>;

export const inhouseMinesStart = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/mines/start',
  auth: true,
  summary: 'Mines 5×5: stakes and starts a round with 1–24 mines (layout fixed by the seeds now)',
  request: z.object({ bet, mines: intIn(1, 24, 'invalidRequest') }),
  response: MinesRound,
});

export const inhouseMinesReveal = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/mines/reveal',
  auth: true,
  summary: 'Reveals a tile (0..24). A mine ends the round with payout 0; revealing the last safe tile cashes out by itself',
  request: z.object({ roundId, tile: intIn(0, 24, 'invalidRequest') }),
  response: MinesRound,
});

export const inhouseMinesCashOut = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/mines/cashOut',
  auth: true,
  summary: 'Cashes out an open mines round (at least one safe tile revealed): pays bet × multiplier',
  request: z.object({ roundId }),
  response: MinesRound,
});

// ---- open rounds (resume after a reload) ----

export const inhouseOpenRounds = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/openRounds',
  auth: true,
  summary: "The player's unfinished mines rounds (to resume after a reload)",
  request: z.object({}),
  response: z.object({ mines: z.array(MinesRound) }),
});

// ---- verify (public) ----

const seedInput = {
  serverSeed: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'invalidRequest')),
  clientSeed,
  nonce: intIn(0, Number.MAX_SAFE_INTEGER, 'invalidRequest'),
  /** The commitment you saved; the reply says whether the seed matches it. */
  serverSeedHash: z.optional(z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'invalidRequest'))),
};

export const VerifyRequest = z.discriminatedUnion(
  'game',
  [
    z.object({ game: z.literal('slot'), ...seedInput, params: z.object({ bet }) }),
    z.object({ game: z.literal('dice'), ...seedInput, params: z.object({ bet, target: int, direction: z.enum(['under', 'over']) }) }),
    z.object({ game: z.literal('crash'), ...seedInput, params: z.object({ bet, cashOutAt: z.optional(cashOut), autoCashOut: z.optional(cashOut) }) }),
    z.object({
      game: z.literal('mines'),
      ...seedInput,
      params: z.object({ bet, mines: int, picks: z.array(int).check(z.maxLength(25, 'invalidRequest')) }),
    }),
  ],
  { error: 'invalidRequest' },
);
export type VerifyRequest = z.infer<typeof VerifyRequest>;

export const VerifyResponse = z.object({
  serverSeedHash: z.string(),
  /** null when no serverSeedHash was sent. */
  commitmentMatches: z.nullable(z.boolean()),
  outcome: z.discriminatedUnion('game', [SlotOutcome, DiceOutcome, CrashOutcome, MinesOutcome]),
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

export const inhouseVerify = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/verify',
  auth: false,
  summary: 'Recomputes a round from revealed seeds with the same engine (packages/games verify); no session needed',
  request: VerifyRequest,
  response: VerifyResponse,
});

// ---- one round's fairness (a bet record's "Verify" link) ----

/** What /fair/verify needs to recompute one of the player's seeded rounds. Amounts in hundredths. */
export const SeededRoundFairness = z.object({
  kind: z.literal('seeded'),
  game: z.enum(INHOUSE_GAMES),
  nonce: int,
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.nullable(z.string()).check(z.describe('null until the seed pair is rotated: a live seed is never shown')),
  bet: int,
  target: z.optional(int),
  direction: z.optional(z.enum(['under', 'over'])),
  mines: z.optional(int),
  picks: z.optional(z.array(int)),
  cashOutAt: z.optional(int).check(z.describe('crash: the cash-out that counted, if any')),
  autoCashOut: z.optional(int),
});

/** A bet in the shared crash room: checked from the round's hash and its chain's salt, not from seeds. */
export const SharedCrashRoundFairness = z.object({
  kind: z.literal('shared-crash'),
  game: z.literal('crash'),
  crashRound: int.check(z.describe('the shared round number')),
  hash: z.nullable(z.string()).check(z.describe('null while the round has not busted')),
  salt: z.string(),
  bet: int,
  cashOutAt: z.optional(int),
});

export const RoundFairness = z.discriminatedUnion('kind', [SeededRoundFairness, SharedCrashRoundFairness]);
export type RoundFairness = z.infer<typeof RoundFairness>;
export type SeededRoundFairness = z.infer<typeof SeededRoundFairness>;

export const inhouseRoundFairness = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/roundFairness',
  auth: true,
  summary: "One of the player's own rounds with its seeds and nonce (the server seed once revealed), or a shared crash round's hash and salt, for /fair/verify",
  request: z.object({ roundId }),
  response: RoundFairness,
});
