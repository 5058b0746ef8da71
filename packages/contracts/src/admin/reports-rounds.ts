// Round (bet) history for disputes: a player's rounds, newest first (keyset), and a
// search by the round id a player or provider quotes. In-house rounds carry their provably fair
// data: the server seed's hash, the client seed and nonce always; the server seed itself only
// once the player's seed pair was rotated (revealed) — never before, or it would tell the outcome
// of the rounds still to come.
import { z } from 'zod';
import { adminEndpoint } from './admin-endpoint.ts';
import { Id } from './integers.ts';
import { Day, Instant, PageQuery, pageOf } from './keyset.ts';
import { checkRange } from './reports.ts';

/** game_rounds.state 0, 1, −1. */
export const ROUND_STATES = ['open', 'settled', 'cancelled'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export const RoundFairness = z.object({
  /** slot, dice, crash or mines. */
  game: z.string(),
  serverSeedHash: z.string(),
  /** Null until the seed pair is rotated (revealed). */
  serverSeed: z.string().nullable(),
  revealedAt: Instant.nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The engine's outcome (roll, board, crash point), once the round has ended. */
  outcome: z.unknown().nullable(),
});
export type RoundFairness = z.infer<typeof RoundFairness>;

export const AdminRound = z.object({
  id: z.number().int(),
  roundId: z.string(),
  provider: z.string(),
  platform: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  playerId: z.number().int(),
  showId: z.string(),
  /** Hundredths. */
  stake: z.number().int(),
  win: z.number().int(),
  validBet: z.number().int(),
  state: z.enum(ROUND_STATES),
  createdAt: Instant,
  settledAt: Instant.nullable(),
  /** In-house games only. */
  fairness: RoundFairness.nullable(),
});
export type AdminRound = z.infer<typeof AdminRound>;

export const PlayerRoundsQuery = PageQuery.extend({
  id: Id,
  /** Asia/Karachi days of the round's start, inclusive; both or neither. */
  from: Day.optional(),
  to: Day.optional(),
  state: z.enum(ROUND_STATES).optional(),
}).superRefine((q, ctx) => {
  if ((q.from === undefined) !== (q.to === undefined)) ctx.addIssue({ code: 'custom', message: 'from and to go together', path: [q.from === undefined ? 'from' : 'to'] });
  else if (q.from !== undefined && q.to !== undefined) checkRange({ from: q.from, to: q.to }, ctx);
});

export const playerRounds = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players/:id/rounds',
  permission: 'players.read',
  summary: "The player's rounds (stake, win, game, provider, time, state; fairness data of in-house rounds), newest first (keyset)",
  request: PlayerRoundsQuery,
  response: pageOf(AdminRound),
});

export const findRounds = adminEndpoint({
  method: 'GET',
  path: '/admin/api/rounds',
  permission: 'players.read',
  summary: 'Rounds with this exact round id (one per provider that used it)',
  request: z.object({ roundId: z.string().trim().min(1).max(128) }),
  response: z.object({ items: z.array(AdminRound) }),
});
