// The bet lists under every in-house game (docs/decisions/public-bet-lists.md): "All bets" and
// "High rollers" are public (visitors see them), "My bets" is the player's own. Rows are settled
// rounds only, newest first; a player's name is masked unless they chose to show it
// (`betPrivacy`). When a round settles the server pushes it on the live topic `<game>-bets` as an
// `inhouse-bet` event carrying one row. zod/mini: the player app imports it.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { INHOUSE_GAMES } from './inhouse-games.ts';

/** A "high roller" bet: a stake of at least ₨1,000 (hundredths). Migration 0077's index states it too. */
export const INHOUSE_HIGH_ROLLER_BET = 100_000;
/** Rows a list holds: about a screen and a half on a phone. */
export const INHOUSE_BETS_LIMIT = 30;
/** The live event a settled round sends on `inhouseBetsTopic(game)`. */
export const INHOUSE_BET_EVENT = 'inhouse-bet';
export const inhouseBetsTopic = (game: (typeof INHOUSE_GAMES)[number]) => `${game}-bets`;

const int = z.number().check(z.int());

export const InhouseBet = z.object({
  id: z.string().check(z.describe('the round id: the app drops a pushed row it already shows')),
  game: z.enum(INHOUSE_GAMES),
  player: z.string().check(z.describe("the player's name, masked (ah***42) unless they chose to show it")),
  time: z.string().check(z.describe('ISO 8601 instant the round settled')),
  bet: int.check(z.describe('stake in hundredths')),
  multiplier: int.check(z.describe('payout ÷ stake in hundredths, floored (0 for a loss; 250 = 2.50x)')),
  payout: int.check(z.describe('what the round paid in hundredths (0 for a loss)')),
});
export type InhouseBet = z.infer<typeof InhouseBet>;

export const INHOUSE_BET_LISTS = ['all', 'high'] as const;

export const inhouseBets = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/bets',
  auth: false,
  summary: `The latest settled rounds of one in-house game across players (list "all"), or those with a stake of at least ${INHOUSE_HIGH_ROLLER_BET} hundredths ("high"); newest first, at most ${INHOUSE_BETS_LIMIT}. Names masked unless the player chose to show theirs`,
  request: z.object({
    game: z.enum(INHOUSE_GAMES, { error: 'invalidRequest' }),
    list: z.enum(INHOUSE_BET_LISTS, { error: 'invalidRequest' }),
  }),
  response: z.object({ list: z.array(InhouseBet) }),
});

export const inhouseMyBets = endpoint({
  method: 'POST',
  path: '/usercenter/inhouse/myBets',
  auth: true,
  summary: `The player's own latest settled rounds of one in-house game, newest first, at most ${INHOUSE_BETS_LIMIT}`,
  request: z.object({ game: z.enum(INHOUSE_GAMES, { error: 'invalidRequest' }) }),
  response: z.object({ list: z.array(InhouseBet) }),
});

// ---- the player's choice ----

export const BetPrivacy = z.object({
  /** false (the default): public bet lists show the name masked. */
  showName: z.boolean(),
});
export type BetPrivacy = z.infer<typeof BetPrivacy>;

export const betPrivacy = endpoint({
  method: 'POST',
  path: '/usercenter/game/betPrivacy',
  auth: true,
  summary: 'Whether public bet lists show the player\'s name (off by default: masked)',
  request: z._default(z.object({}), {}),
  response: BetPrivacy,
});

export const updateBetPrivacy = endpoint({
  method: 'POST',
  path: '/usercenter/game/betPrivacy/update',
  auth: true,
  summary: 'Show or mask the player\'s name in public bet lists (from the next list or pushed row on)',
  request: z.strictObject({ showName: z.boolean('invalidRequest') }),
  response: BetPrivacy,
});
