// Bet records and reports (docs/requirements/wallet.md#6-records) and the notice bar's recent wins,
// answered from game-wallet's settled rounds (the server's game-wallet/game-records.ts). Apart from
// game-wallet.ts because the home page's ticker loads it on the first screen, where the launch
// contracts are not needed. Days are Asia/Karachi calendar days, pages hold 20 rows, and `data` is
// the JSON string of the rows. Amounts are integers in hundredths. zod/mini: the player app's first
// screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { RecordPage } from '../records-query.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalFilter = z.optional(z.string().check(z.trim(), z.maxLength(40, 'invalidRequest')));

/** The record query fields (docs/requirements/wallet.md#6-records), checked the same way as RecordQuery (records-query.ts). */
const recordQueryShape = {
  startDate: z.string().check(z.regex(DAY, 'invalidRequest')),
  endDate: z.string().check(z.regex(DAY, 'invalidRequest')),
  page: z._default(z.int().check(z.minimum(0, 'invalidRequest'), z.maximum(10_000, 'invalidRequest')), 0),
  gameType: optionalFilter.check(z.describe("a bet record's gameType (e.g. slots); empty = all")),
  platform: optionalFilter.check(z.describe('a bet record platform as in the catalogue (inhouse, JILI, PG, …); empty = all')),
};
const orderedDays = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;

export const BET_RECORD_STATES = ['all', '0', '1', '-1'] as const;

/** 'all' (or absent) = every state; 0 Unsettled, 1 Settled, -1 Cancelled (number or string). */
export const betRecordState = z.pipe(
  z._default(z.union([z.enum(BET_RECORD_STATES), z.literal(0), z.literal(1), z.literal(-1)], { error: 'invalidRequest' }), 'all'),
  z.transform((s) => (s === 'all' ? undefined : Number(s))),
);

export const GameRecordQuery = z.object({ ...recordQueryShape, state: betRecordState }).check(z.refine(orderedDays, 'invalidRequest'));
export type GameRecordQuery = z.input<typeof GameRecordQuery>;

/** A bet record (+ state). winLoseAmount = win − stake once settled (0 before). */
export const BetRecord = z.object({
  time: z.string().check(z.describe('ISO 8601 instant the round started')),
  betAmount: z.int(),
  winLoseAmount: z.int(),
  validAmount: z.int(),
  gameType: z.string(),
  gameId: z.string(),
  platform: z.string(),
  gameName: z.string(),
  round: z.string(),
  state: z.int().check(z.describe('0 Unsettled, 1 Settled, -1 Cancelled')),
});
export type BetRecord = z.infer<typeof BetRecord>;

export const gameRecord = endpoint({
  method: 'POST',
  path: '/usercenter/game/gameRecord',
  auth: true,
  summary: "The player's bet records, newest first (data = JSON string of BetRecord rows)",
  request: GameRecordQuery,
  response: RecordPage,
});

export const ReportQuery = z.object(recordQueryShape).check(z.refine(orderedDays, 'invalidRequest'));

/** One Asia/Karachi day of settled rounds. */
export const ReportRow = z.object({
  dateTeg: z.string().check(z.describe('YYYY-MM-DD')),
  betAmount: z.int(),
  winLoseAmount: z.int(),
  validAmount: z.int(),
  rounds: z.int(),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const reportRecord = endpoint({
  method: 'POST',
  path: '/usercenter/game/reportRecord',
  auth: true,
  summary: 'Settled rounds summed per Asia/Karachi day, newest first (data = JSON string of ReportRow rows)',
  request: ReportQuery,
  response: RecordPage,
});

export const ReportTotal = z.object({
  betAmount: z.int(),
  winLoseAmount: z.int(),
  validAmount: z.int(),
  rounds: z.int(),
});
export type ReportTotal = z.infer<typeof ReportTotal>;

export const reportTotal = endpoint({
  method: 'POST',
  path: '/usercenter/game/reportTotal',
  auth: true,
  summary: 'Totals of the settled rounds in the range (page is ignored)',
  request: ReportQuery,
  response: ReportTotal,
});

export const RecentWin = z.object({
  player: z.string().check(z.describe('the winner show id masked, e.g. 12****78')),
  gameName: z.string(),
  profit: z.int().check(z.describe('payout − stake in hundredths (never the gross payout)')),
  time: z.string().check(z.describe('ISO 8601 instant settled')),
});
export type RecentWin = z.infer<typeof RecentWin>;

export const recentWins = endpoint({
  method: 'POST',
  path: '/usercenter/game/recentWins',
  auth: false,
  summary: 'Real settled wins with a profit of at least WinTickerConf.minProfit, newest first, for the notice-bar ticker',
  request: z.object({ limit: z._default(z.int().check(z.minimum(1, 'invalidRequest'), z.maximum(50, 'invalidRequest')), 20) }),
  response: z.object({ list: z.array(RecentWin) }),
});
