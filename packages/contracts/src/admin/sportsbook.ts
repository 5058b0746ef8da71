// The sportsbook's trading desk (features/sportsbook/README.md): liability per event, market and
// selection; suspend and resume; stake and payout limits (the book's, a market's, a player's); the
// bet delay for in-play bets; manual settlement and corrections with four eyes (one operator asks,
// another approves, and only the approval moves money); turnover, GGR and margin reports.
// Amounts in hundredths, odds in hundredths of decimal odds, lines in tenths.
import { z } from 'zod';
import { MARKET_KINDS, SPORTS } from '../endpoints/sportsbook.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Id } from './integers.ts';
import { Day, Instant } from './keyset.ts';
import { checkRange } from './reports.ts';

const Money = z.number().int().min(0);
/** A limit in hundredths; null = none of its own (the book's applies). */
const Limit = z.number().int().positive().max(10_000_000_000).nullable();

export const MarketResult = z.union([
  z.object({ winners: z.array(z.string().min(1).max(80)).min(1).max(20) }).strict(),
  z.object({ void: z.literal(true) }).strict(),
]);
export type MarketResult = z.infer<typeof MarketResult>;

export const TradingSelection = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  odds: z.number().int(),
  result: z.enum(['won', 'lost', 'void']).nullable(),
  /** Open bets that include this selection, and their stakes. */
  bets: z.number().int(),
  stakes: Money,
  /** What the book pays out if this selection wins, less the stakes taken on the market (negative = the book wins). Accumulators count at their full potential return. */
  liability: z.number().int(),
});

export const TradingMarket = z.object({
  id: z.number().int(),
  kind: z.enum(MARKET_KINDS),
  params: z.object({ innings: z.number().int().optional(), over: z.number().int().optional(), wicket: z.number().int().optional() }),
  line: z.number().int().nullable(),
  status: z.enum(['open', 'suspended', 'closed', 'settled', 'void']),
  /** Suspended by the trading team (on top of the feed's own status). */
  suspendedByOperator: z.boolean(),
  maxStake: Limit,
  maxPayout: Limit,
  result: MarketResult.nullable(),
  /** The worst case over its selections (the largest liability). */
  liability: z.number().int(),
  selections: z.array(TradingSelection),
  /** A manual settlement waiting for its second operator. */
  pendingSettlementId: z.number().int().nullable(),
});
export type TradingMarket = z.infer<typeof TradingMarket>;

export const TradingEvent = z.object({
  id: z.number().int(),
  sport: z.enum(SPORTS),
  format: z.string(),
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: Instant,
  status: z.enum(['scheduled', 'live', 'ended', 'abandoned']),
  suspendedByOperator: z.boolean(),
  openBets: z.number().int(),
  stakes: Money,
  /** The sum of its markets' worst cases. */
  liability: z.number().int(),
});
export type TradingEvent = z.infer<typeof TradingEvent>;

export const listTradingEvents = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sportsbook/events',
  permission: 'sportsbook.read',
  summary: 'Events of the feed window with open bets, stakes and liability; live first, then the next to start, then the latest finished',
  request: z.object({ sport: z.enum(SPORTS).optional(), status: z.enum(['scheduled', 'live', 'ended', 'abandoned']).optional() }),
  response: z.object({ events: z.array(TradingEvent) }),
});

export const tradingEvent = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sportsbook/events/:id',
  permission: 'sportsbook.read',
  summary: "One event's markets with liability per selection, limits and pending settlements",
  request: z.object({ id: Id }),
  response: z.object({ event: TradingEvent, markets: z.array(TradingMarket) }),
});

const Reason = z.string().trim().min(3).max(500);

export const suspendEvent = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sportsbook/events/:id/suspend',
  permission: 'sportsbook.trade',
  summary: 'Suspends (or resumes) every market of the event for bets; the feed keeps pricing it. Audited',
  request: z.object({ id: Id, suspended: z.boolean(), reason: Reason }),
  response: TradingEvent,
});

export const suspendMarket = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sportsbook/markets/:id/suspend',
  permission: 'sportsbook.trade',
  summary: 'Suspends (or resumes) one market for bets. Audited',
  request: z.object({ id: Id, suspended: z.boolean(), reason: Reason }),
  response: TradingMarket,
});

export const setMarketLimits = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sportsbook/markets/:id/limits',
  permission: 'sportsbook.trade',
  summary: "A market's own largest stake per bet and largest payout per player (null: the book's). Audited",
  request: z.object({ id: Id, maxStake: Limit, maxPayout: Limit, reason: Reason }),
  response: TradingMarket,
});

export const SportsbookSettings = z.object({
  minStake: z.number().int().min(100).max(100_000_000),
  maxStake: z.number().int().min(100).max(10_000_000_000),
  /** The most one bet may return. */
  maxPayout: z.number().int().min(100).max(10_000_000_000),
  /** Seconds an in-play bet waits before it is accepted at the prices then (0–30). */
  inPlayDelaySeconds: z.number().int().min(0).max(30),
  /** Cash-out offers this share of the bet's fair value, in basis points (8,000–10,000). */
  cashOutValueBp: z.number().int().min(8_000).max(10_000),
});
export type SportsbookSettings = z.infer<typeof SportsbookSettings>;

export const getSportsbookSettings = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sportsbook/settings',
  permission: 'sportsbook.read',
  summary: "The book's stake and payout limits, the in-play bet delay and the cash-out share",
  request: z.object({}),
  response: SportsbookSettings,
});

export const putSportsbookSettings = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/sportsbook/settings',
  permission: 'sportsbook.trade',
  summary: "Replaces the book's settings (minStake ≤ maxStake ≤ maxPayout). Audited",
  request: z.object({
    body: SportsbookSettings.extend({ reason: Reason }).superRefine((s, ctx) => {
      if (s.minStake > s.maxStake) ctx.addIssue({ code: 'custom', message: 'minStake must not exceed maxStake', path: ['minStake'] });
      if (s.maxStake > s.maxPayout) ctx.addIssue({ code: 'custom', message: 'maxStake must not exceed maxPayout', path: ['maxStake'] });
    }),
  }),
  response: SportsbookSettings,
});

export const PlayerSportsLimit = z.object({
  playerId: z.number().int(),
  maxStake: Limit,
  maxPayout: Limit,
  reason: z.string(),
  setBy: z.string(),
  setAt: Instant,
});
export type PlayerSportsLimit = z.infer<typeof PlayerSportsLimit>;

export const listPlayerSportsLimits = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sportsbook/player-limits',
  permission: 'sportsbook.read',
  summary: 'Players with stake or payout limits of their own',
  request: z.object({}),
  response: z.object({ limits: z.array(PlayerSportsLimit) }),
});

export const setPlayerSportsLimit = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sportsbook/player-limits/:playerId',
  permission: 'sportsbook.trade',
  summary: "A player's own largest stake per bet and payout per bet (both null: removed). Audited",
  request: z.object({ playerId: Id, maxStake: Limit, maxPayout: Limit, reason: Reason }),
  response: z.object({ limit: PlayerSportsLimit.nullable() }),
});

export const SETTLEMENT_STATES = ['pending', 'approved', 'rejected'] as const;

export const Settlement = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  eventId: z.number().int(),
  event: z.string().describe('home v away'),
  home: z.string(),
  away: z.string(),
  marketKind: z.enum(MARKET_KINDS),
  marketParams: z.object({ innings: z.number().int().optional(), over: z.number().int().optional(), wicket: z.number().int().optional() }),
  line: z.number().int().nullable(),
  /** The market's result before (null: unsettled) and the one asked for. */
  previous: MarketResult.nullable(),
  result: MarketResult,
  reason: z.string(),
  state: z.enum(SETTLEMENT_STATES),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: Instant,
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: Instant.nullable(),
  /** Once approved: bets settled or corrected, and the money moved to players (negative: taken back). */
  betsAffected: z.number().int().nullable(),
  netPaid: z.number().int().nullable(),
});
export type Settlement = z.infer<typeof Settlement>;

export const requestSettlement = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sportsbook/markets/:id/settlements',
  permission: 'sportsbook.settle',
  summary: 'Asks to settle the market with this result (winning selection keys, or void), or to correct its result; nothing moves until a second operator approves',
  request: z.object({ id: Id, result: MarketResult, reason: Reason }),
  response: Settlement,
});

export const listSettlements = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sportsbook/settlements',
  permission: 'sportsbook.read',
  summary: 'Manual settlements, newest first',
  request: z.object({ state: z.enum(SETTLEMENT_STATES).optional() }),
  response: z.object({ settlements: z.array(Settlement) }),
});

export const approveSettlement = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sportsbook/settlements/:id/approve',
  permission: 'sportsbook.settle',
  summary: 'Approves (not by the requester): the market takes the result and its bets are settled or corrected now, each once',
  request: z.object({ id: Id, note: z.string().trim().max(500).default('') }),
  response: Settlement,
});

export const rejectSettlement = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sportsbook/settlements/:id/reject',
  permission: 'sportsbook.settle',
  summary: 'Rejects: nothing moves',
  request: z.object({ id: Id, note: z.string().trim().min(3).max(500) }),
  response: Settlement,
});

export const SPORTS_REPORT_GROUPS = ['sport', 'competition', 'market'] as const;

/** The report's labels (English, the console's language; the CSV's too). */
export const SPORT_LABELS: Record<(typeof SPORTS)[number], string> = { cricket: 'Cricket', football: 'Football' };
export const MARKET_KIND_LABELS: Record<(typeof MARKET_KINDS)[number] | 'accumulator', string> = {
  'match-winner': 'Match winner',
  'innings-runs': 'Innings runs',
  'over-runs': 'Over runs',
  'top-batter': 'Top batter',
  'next-dismissal': 'Next dismissal',
  '1x2': '1X2',
  'total-goals': 'Total goals',
  btts: 'Both teams to score',
  accumulator: 'Accumulator',
};

export const SportsReportRow = z.object({
  key: z.string(),
  label: z.string(),
  bets: z.number().int(),
  turnover: Money.describe('stakes of bets settled in the range'),
  payouts: Money,
  ggr: z.number().int().describe('turnover − payouts'),
  /** GGR ÷ turnover in basis points (null with no turnover). */
  marginBp: z.number().int().nullable(),
});
export type SportsReportRow = z.infer<typeof SportsReportRow>;

const ReportQuery = z.object({ from: Day, to: Day, by: z.enum(SPORTS_REPORT_GROUPS) }).superRefine(checkRange);

export const sportsReport = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sportsbook/report',
  permission: 'reports.read',
  summary: 'Turnover, payouts, GGR and margin of bets settled in the days (Asia/Karachi), by sport, competition or market kind; accumulators count under the first leg\'s sport and competition, market "accumulator"',
  request: ReportQuery,
  response: z.object({ rows: z.array(SportsReportRow), total: SportsReportRow }),
});

export const SPORTS_REPORT_HEADER = ['key', 'label', 'bets', 'turnover', 'payouts', 'ggr', 'margin_bp'] as const;

export const exportSportsReport = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sportsbook/report.csv',
  permission: 'reports.read',
  summary: 'The same report as CSV (amounts in hundredths, like the API and the other reports)',
  request: ReportQuery,
  response: z.unknown(),
});
