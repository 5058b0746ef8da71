// Khel's own sportsbook (features/sportsbook/README.md): fixtures, markets and prices come from a
// feed behind a port; players bet singles and accumulators, follow their bets and cash out.
// Amounts are integers in hundredths of a rupee; odds are decimal odds in hundredths (185 = 1.85:
// a ₨100.00 stake returns ₨185.00); lines in tenths (1655 = 165.5). Market and selection names are
// not sent: the apps build them from `kind`, `params`, `line` and the selection key, translated;
// team, competition and batter names are proper nouns, shown as sent.
//
// Live: the lobby subscribes to topic `sports` (score, status and main-market prices of every
// listed event, `sports-event` events); a match page to `sports-event-<id>` (every market of that
// event). Either is a notice with the new values; the page reads the endpoint again on
// `subscribed` (catch-up) and polls while the socket is down.
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

const int = z.number().check(z.int());
const iso = z.string().check(z.describe('ISO 8601 instant'));
const id = z.number('invalidRequest').check(z.int('invalidRequest'), z.minimum(1, 'invalidRequest'), z.maximum(Number.MAX_SAFE_INTEGER, 'invalidRequest'));

export const SPORTS = ['cricket', 'football'] as const;
export const Sport = z.enum(SPORTS);
export type Sport = z.infer<typeof Sport>;

export const SPORTS_TOPIC = 'sports';
export const sportsEventTopic = (eventId: number) => `sports-event-${eventId}`;
export const SPORTS_EVENT_TOPIC_PATTERN = /^sports-event-[1-9][0-9]{0,14}$/;
export const SPORTS_EVENTS = { event: 'sports-event', markets: 'sports-markets' } as const;

/** Smallest stake, and the most selections an accumulator may combine. */
export const SPORTS_MIN_STAKE = 1_000;
/** The largest stake the request accepts at all (₨1,000,000); the book's own maximum is lower (the trading desk's settings). */
export const SPORTS_MAX_STAKE = 100_000_000;
export const SPORTS_MAX_LEGS = 12;
/** Stake presets of the bet slip (hundredths). */
export const SPORTS_STAKE_PRESETS = [10_000, 50_000, 100_000, 500_000] as const;

export const MARKET_KINDS = ['match-winner', 'innings-runs', 'over-runs', 'top-batter', 'next-dismissal', '1x2', 'total-goals', 'btts'] as const;
export const MarketKind = z.enum(MARKET_KINDS);
export type MarketKind = z.infer<typeof MarketKind>;

/** The main market a lobby row shows: match winner for cricket, 1X2 for football. */
export const MAIN_MARKET: Record<Sport, MarketKind> = { cricket: 'match-winner', football: '1x2' };

export const EventStatus = z.enum(['scheduled', 'live', 'ended', 'abandoned']);
export type EventStatus = z.infer<typeof EventStatus>;

/** `open` takes bets; `suspended` for a moment (a wicket, a goal, or the trading team); `closed` waits for its result; `settled`/`void` are final. */
export const MarketStatus = z.enum(['open', 'suspended', 'closed', 'settled', 'void']);
export type MarketStatus = z.infer<typeof MarketStatus>;

export const SelectionResult = z.enum(['won', 'lost', 'void']);
export type SelectionResult = z.infer<typeof SelectionResult>;

export const CricketScore = z.object({
  kind: z.literal('cricket'),
  current: int,
  innings: z.array(z.object({ batting: z.enum(['home', 'away']), runs: int, wickets: int, balls: int })),
  ballsPerInnings: int,
  recent: z.array(z.string()),
  batters: z.array(z.object({ name: z.string(), runs: int, balls: int })),
});
export const FootballScore = z.object({ kind: z.literal('football'), home: int, away: int, minute: int });
export const Score = z.nullable(z.union([CricketScore, FootballScore]));
export type Score = z.infer<typeof Score>;

export const Selection = z.object({
  id: int,
  key: z.string().check(z.describe('home/away/draw, over/under, yes/no, caught/bowled/lbw/run-out/other, or b:<batter>')),
  name: z.string().check(z.describe('the batter for top-batter; else the key')),
  odds: int,
  result: z.nullable(SelectionResult),
});
export type Selection = z.infer<typeof Selection>;

export const MarketParams = z.object({ innings: z.optional(int), over: z.optional(int), wicket: z.optional(int) });
export type MarketParams = z.infer<typeof MarketParams>;

export const Market = z.object({
  id: int,
  kind: MarketKind,
  params: MarketParams,
  line: z.nullable(int),
  status: MarketStatus,
  selections: z.array(Selection),
});
export type Market = z.infer<typeof Market>;

export const SportsEvent = z.object({
  id: int,
  sport: Sport,
  format: z.string().check(z.describe('T20, ODI or league')),
  competition: z.object({ key: z.string(), name: z.string() }),
  home: z.string(),
  away: z.string(),
  startsAt: iso,
  status: EventStatus,
  score: Score,
  /** The main market (MAIN_MARKET), when listed. */
  main: z.nullable(Market),
  marketCount: int,
});
export type SportsEvent = z.infer<typeof SportsEvent>;

export const sportsLobby = endpoint({
  method: 'POST',
  path: '/usercenter/sports/lobby',
  auth: false,
  summary: 'Live and upcoming matches (optionally of one sport and competition) with their main market, live first, then by start time',
  request: z.object({ sport: z.optional(Sport), competition: z.optional(z.string().check(z.maxLength(64, 'invalidRequest'))) }),
  response: z.object({
    now: iso,
    sports: z.array(z.object({ sport: Sport, live: int, upcoming: int })),
    competitions: z.array(z.object({ key: z.string(), name: z.string(), sport: Sport, events: int })),
    events: z.array(SportsEvent),
  }),
});

export const sportsEvent = endpoint({
  method: 'POST',
  path: '/usercenter/sports/event',
  auth: false,
  summary: 'One match with every market it lists (1427 when unknown)',
  request: z.object({ id }),
  response: z.object({ now: iso, event: SportsEvent, markets: z.array(Market) }),
});

/** What the player accepts when prices move between the slip and the bet: none, only better prices, or any. */
export const OddsAcceptance = z.enum(['none', 'higher', 'any']);
export type OddsAcceptance = z.infer<typeof OddsAcceptance>;

export const BetState = z.enum(['open', 'won', 'lost', 'void', 'cashed-out']);
export type BetState = z.infer<typeof BetState>;

export const BetLeg = z.object({
  selectionId: int,
  eventId: int,
  sport: Sport,
  home: z.string(),
  away: z.string(),
  startsAt: iso,
  marketKind: MarketKind,
  marketParams: MarketParams,
  line: z.nullable(int),
  selectionKey: z.string(),
  selectionName: z.string(),
  odds: int.check(z.describe('the price taken')),
  result: z.nullable(SelectionResult),
});
export type BetLeg = z.infer<typeof BetLeg>;

export const SportsBet = z.object({
  id: z.string(),
  kind: z.enum(['single', 'accumulator']),
  stake: int,
  odds: int.check(z.describe('the bet\'s decimal odds: the legs\' product, rounded down to hundredths after each leg, in the order of the legs')),
  potentialReturn: int,
  state: BetState,
  /** What the bet paid (won, void, cashed out; 0 when lost); null while open. */
  payout: z.nullable(int),
  inPlay: z.boolean(),
  placedAt: iso,
  settledAt: z.nullable(iso),
  /** The cash-out offered now, or null when none is (a leg suspended, lost or closed, or the bet settled). */
  cashOut: z.nullable(int),
  legs: z.array(BetLeg),
});
export type SportsBet = z.infer<typeof SportsBet>;

export const sportsPlaceBet = endpoint({
  method: 'POST',
  path: '/usercenter/sports/place',
  auth: true,
  summary:
    'Places a single (one leg) or an accumulator (2–12 legs of different matches). requestId makes it idempotent: the same id with the same slip answers the same bet, with another slip 1016. Prices are checked against the odds sent, per `accept`; an in-play bet waits the bet delay first. Refusals (1420–1426, 1015) move nothing',
  request: z.object({
    requestId: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'invalidRequest')),
    stake: z.number('invalidBet').check(z.int('invalidBet'), z.minimum(1, 'invalidBet'), z.maximum(SPORTS_MAX_STAKE, 'invalidBet')),
    legs: z.array(z.object({ selectionId: id, odds: z.number('invalidRequest').check(z.int('invalidRequest'), z.minimum(101, 'invalidRequest'), z.maximum(100_000, 'invalidRequest')) })).check(
      z.minLength(1, 'invalidRequest'),
      z.maxLength(SPORTS_MAX_LEGS, 'invalidRequest'),
    ),
    accept: OddsAcceptance,
  }),
  response: z.object({ bet: SportsBet, balance: int }),
});

export const sportsMyBets = endpoint({
  method: 'POST',
  path: '/usercenter/sports/myBets',
  auth: true,
  summary:
    "The player's bets: open ones (with the cash-out offered now), or settled ones newest first, 20 a page (before, beforeId = the last bet seen: its placedAt and id; bets placed in the same millisecond page by id)",
  request: z.object({ list: z.enum(['open', 'settled']), before: z.optional(iso), beforeId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'invalidRequest'))) }),
  response: z.object({ bets: z.array(SportsBet) }),
});

export const sportsCashOut = endpoint({
  method: 'POST',
  path: '/usercenter/sports/cashOut',
  auth: true,
  summary: 'Cashes the bet out for `amount`, the offer the player saw; 1429 when the offer changed, 1428 when none is offered now',
  request: z.object({ betId: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'invalidRequest')), amount: z.number('invalidRequest').check(z.int('invalidRequest'), z.minimum(1, 'invalidRequest')) }),
  response: z.object({ bet: SportsBet, balance: int }),
});
