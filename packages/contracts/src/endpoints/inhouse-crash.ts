// Shared crash: one round at a time for every player (features/inhouse-games/README.md "Crash
// design"). Bust points come from a published hash chain (packages/games crash/crash-chain.ts):
// a round's hash and bust point are shown once it busts, and sha256(hash) is the previous round's
// hash. Amounts and multipliers are integers in hundredths (250 = 2.50x). The live channel's topic
// 'crash' carries the events below; `crash-table/state` is the catch-up for (re)connects and the
// poll while the socket is down, and needs no session, so visitors can watch.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { INHOUSE_MAX_BET } from './inhouse-games.ts';

const int = z.number().check(z.int());
const intIn = (min: number, max: number, key: 'invalidBet' | 'invalidRequest') => z.number(key).check(z.int(key), z.minimum(min, key), z.maximum(max, key));
const iso = z.string().check(z.describe('ISO 8601 instant'));

/** The live topic the round's events go to. */
export const CRASH_TOPIC = 'crash';
export const CRASH_EVENTS = { round: 'crash-round', bet: 'crash-bet', cashOut: 'crash-cashout', bust: 'crash-bust' } as const;
/** How many previous bust points the strip shows. */
export const CRASH_HISTORY = 20;

export const CrashGamePhase = z.enum(['betting', 'flying', 'busted']);
export type CrashGamePhase = z.infer<typeof CrashGamePhase>;

export const CrashGame = z.object({
  id: int.check(z.describe('the round number')),
  state: CrashGamePhase,
  bettingAt: iso,
  flyingAt: iso.check(z.describe('betting closes and the curve starts (1.00x) at this server time')),
  /** Set once busted, with the hash that proves it. */
  bustedAt: z.nullable(iso),
  bustPoint: z.nullable(int),
  hash: z.nullable(z.string()),
});
export type CrashGame = z.infer<typeof CrashGame>;

export const CrashPlayer = z.object({
  seat: int.check(z.describe('the bet id, unique in the round (names are masked and may repeat)')),
  name: z.string().check(z.describe('masked: first two and last two characters')),
  bet: int,
  autoCashOut: z.nullable(int),
  /** null while still flying or when it busted. */
  cashedOutAt: z.nullable(int),
  /** null while flying; 0 when lost. */
  payout: z.nullable(int),
});
export type CrashPlayer = z.infer<typeof CrashPlayer>;

export const CrashBust = z.object({ id: int, bustPoint: int, hash: z.string() });
export type CrashBust = z.infer<typeof CrashBust>;

export const CrashChainInfo = z.object({
  id: int,
  terminatingHash: z.string().check(z.describe('sha256 of the first round\'s hash: published before the chain is played')),
  salt: z.string().check(z.describe('HMAC message of every round of this chain, fixed when it was made')),
  length: int,
  createdAt: iso,
});
export type CrashChainInfo = z.infer<typeof CrashChainInfo>;

export const CrashTable = z.object({
  now: iso.check(z.describe('server time of this reply, so the app can place the curve on its own clock')),
  game: z.nullable(CrashGame),
  players: z.array(CrashPlayer),
  history: z.array(CrashBust).check(z.describe('the last busted rounds, newest first')),
  /** The chain being played and, when published ahead, the next one. */
  chains: z.array(CrashChainInfo),
});
export type CrashTable = z.infer<typeof CrashTable>;

/** The player's own bet in a round. */
export const CrashMyBet = z.object({
  gameId: int,
  roundId: z.string(),
  seat: int,
  bet: int,
  autoCashOut: z.nullable(int),
  cashedOutAt: z.nullable(int),
  /** null while flying; 0 when lost. */
  payout: z.nullable(int),
  finished: z.boolean(),
  balance: int.check(z.describe('available balance after this call')),
});
export type CrashMyBet = z.infer<typeof CrashMyBet>;

const cashOut = intIn(101, 100_000_000, 'invalidRequest');

export const crashTableState = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/crash-table/state',
  auth: false,
  summary: 'The shared crash round now: phase and times, its players, the last 20 bust points and the published chains (no session needed)',
  request: z.object({}),
  response: CrashTable,
});

export const crashTableBet = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/crash-table/bet',
  auth: true,
  summary: 'Bets in the round now taking bets (one bet per round). Refused with 1406 once its betting phase has closed. autoCashOut (≥ 101) cashes out exactly at that multiplier',
  request: z.object({ bet: intIn(1, INHOUSE_MAX_BET, 'invalidBet'), autoCashOut: z.optional(cashOut) }),
  response: CrashMyBet,
});

export const crashTableCashOut = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/crash-table/cashOut',
  auth: true,
  summary: "Cashes out the player's bet in round gameId at min(at, the server's multiplier now); past the bust point the bet is lost",
  request: z.object({ gameId: intIn(1, Number.MAX_SAFE_INTEGER, 'invalidRequest'), at: z.optional(cashOut) }),
  response: CrashMyBet,
});

export const crashTableMine = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/crash-table/mine',
  auth: true,
  summary: "The player's bet in the current round, or null (to resume after a reload)",
  request: z.object({}),
  response: z.object({ bet: z.nullable(CrashMyBet), balance: int }),
});

export const CrashRoundCheck = z.object({
  id: int,
  hash: z.string(),
  bustPoint: int.check(z.describe('recomputed from hash and salt')),
  salt: z.string(),
  previousHash: z.string().check(z.describe('sha256(hash): the previous round\'s hash, or the terminating hash for a chain\'s first round')),
  /** Whether previousHash is the recorded previous round's hash (or the chain's terminating hash). */
  linkMatches: z.boolean(),
});
export type CrashRoundCheck = z.infer<typeof CrashRoundCheck>;

export const crashTableVerify = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/crash-table/verify',
  auth: false,
  summary: "A busted round's revealed hash with its bust point recomputed and its link to the round before checked (the page recomputes it in the browser too)",
  request: z.object({ id: intIn(1, Number.MAX_SAFE_INTEGER, 'invalidRequest') }),
  response: CrashRoundCheck,
});
