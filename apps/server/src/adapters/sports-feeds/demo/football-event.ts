// A demo football match as the feed shows it at any instant: played once from its seed
// (football-sim.ts), its markets planned from that play, and an instant reading the minutes
// completed by then. Nothing shown depends on minutes not yet played.
import type { FeedMarket, FeedResult, FootballScore, MarketKind } from '../port.ts';
import type { DemoEvent } from './cricket-event.ts';
import { bothScoreChances, finalScores, resultChances, totalChances, type FootballState } from './football-prices.ts';
import { footballModel, MINUTES, playFootball } from './football-sim.ts';
import { book, type Book } from './odds.ts';
import { unitFor } from './rng.ts';
import type { Fixture } from './schedule.ts';
import { footballTeam } from './teams.ts';

/** One match minute every 10 seconds, a minute of half time: 16 minutes kick-off to full time. */
export const MINUTE_MS = 10_000;
export const HALF_TIME_MS = 60_000;
/** Markets pause for a match minute after a goal, a penalty award or a VAR review. */
const PAUSE_MS = MINUTE_MS;
const TOTAL_LINES = [15, 25, 35];

interface Plan {
  key: string;
  kind: MarketKind;
  line: number | null;
  selections: string[];
  decidedAt: number;
  result: FeedResult | null;
  chances: (grid: number[][]) => number[];
  frozen?: Book;
}

export function footballEvent(seed: string, fixture: Fixture): DemoEvent {
  const model = footballModel(footballTeam(seed, fixture.home), footballTeam(seed, fixture.away), 0.85 + 0.3 * unitFor(seed, fixture.key, 'tempo'));
  const play = playFootball(seed, fixture.key, model);
  const kickOff = fixture.startsAt;
  /** When minute m (1..90) is complete and what happened in it shows. */
  const shownAt = (m: number) => kickOff + m * MINUTE_MS + (m > 45 ? HALF_TIME_MS : 0);
  const fullTime = shownAt(MINUTES);
  const rain = fixture.rain && fixture.rain.at < fullTime ? fixture.rain : null;
  const cut = rain ? rain.at : Infinity;

  /** Minutes completed at t (play stops in the rain). */
  function minuteAt(t: number): number {
    const e = Math.min(t, cut) - kickOff;
    if (e < 0) return 0;
    if (e < 45 * MINUTE_MS) return Math.floor(e / MINUTE_MS);
    if (e < 45 * MINUTE_MS + HALF_TIME_MS) return 45;
    return Math.min(MINUTES, 45 + Math.floor((e - 45 * MINUTE_MS - HALF_TIME_MS) / MINUTE_MS));
  }
  const playedTo = minuteAt(cut);
  /** The score after each minute (index 0 = kick-off). */
  const scores = [{ home: 0, away: 0 }];
  for (let m = 1; m <= MINUTES; m++) scores.push({ home: scores[m - 1]!.home + play.home[m]!, away: scores[m - 1]!.away + play.away[m]! });
  const goalsBy = (m: number) => ({ ...scores[m]! });
  const stateAt = (m: number): FootballState => ({ minute: m, ...goalsBy(m), pending: m > 0 && m < MINUTES ? play.penalty[m]! : null });
  /** The first minute (played before any rain) at which `test` holds, or null. */
  const firstMinute = (test: (score: { home: number; away: number }) => boolean) => {
    for (let m = 1; m <= playedTo; m++) if (test(goalsBy(m))) return m;
    return null;
  };

  const finished = playedTo === MINUTES && !rain;
  const final = goalsBy(MINUTES);
  const plans: Plan[] = [];
  plans.push({
    key: '1x2',
    kind: '1x2',
    line: null,
    selections: ['home', 'draw', 'away'],
    decidedAt: finished ? fullTime : Infinity,
    result: finished ? { winners: [final.home > final.away ? 'home' : final.home === final.away ? 'draw' : 'away'] } : null,
    chances: resultChances,
  });
  for (const line of TOTAL_LINES) {
    // Over is settled the moment the goals pass the line; under only at full time.
    const passed = firstMinute((s) => (s.home + s.away) * 10 > line);
    plans.push({
      key: `total-goals:${line}`,
      kind: 'total-goals',
      line,
      selections: ['over', 'under'],
      decidedAt: passed !== null ? shownAt(passed) : finished ? fullTime : Infinity,
      result: passed !== null ? { winners: ['over'] } : finished ? { winners: ['under'] } : null,
      chances: (grid) => totalChances(grid, line),
    });
  }
  {
    const both = firstMinute((s) => s.home > 0 && s.away > 0);
    plans.push({
      key: 'btts',
      kind: 'btts',
      line: null,
      selections: ['yes', 'no'],
      decidedAt: both !== null ? shownAt(both) : finished ? fullTime : Infinity,
      result: both !== null ? { winners: ['yes'] } : finished ? { winners: ['no'] } : null,
      chances: bothScoreChances,
    });
  }
  if (rain) {
    for (const plan of plans) if (plan.decidedAt > rain.at) [plan.decidedAt, plan.result] = [rain.calledOffAt, { void: true }];
  }

  const pauses: [number, number][] = [];
  for (let m = 1; m <= playedTo; m++) {
    if (play.home[m]! > 0 || play.away[m]! > 0 || play.penalty[m] || play.review[m]) pauses.push([shownAt(m), shownAt(m) + PAUSE_MS]);
  }
  if (rain) pauses.push([rain.at, rain.calledOffAt]);
  const paused = (t: number) => pauses.some(([from, to]) => t >= from && t < to);

  let gridMinute = -1;
  let grid: number[][] = [];
  const gridAt = (m: number) => {
    if (m !== gridMinute) [gridMinute, grid] = [m, finalScores(model, stateAt(m))];
    return grid;
  };

  function marketAt(plan: Plan, t: number): FeedMarket {
    const base = { key: plan.key, kind: plan.kind, params: {}, line: plan.line };
    const withOdds = (odds: number[]) => plan.selections.map((key, j) => ({ key, name: key, odds: odds[j]! }));
    if (t >= plan.decidedAt) {
      // Decided: the prices of its last open instant.
      plan.frozen ??= book(plan.chances(finalScores(model, stateAt(minuteAt(Math.min(plan.decidedAt, cut) - 1)))), 1.06);
      const result = plan.result && ('void' in plan.result ? { void: true as const } : { winners: [...plan.result.winners] });
      return { ...base, status: 'closed', selections: withOdds(plan.frozen.odds), result };
    }
    const prices = book(plan.chances(gridAt(minuteAt(t))), 1.06);
    return { ...base, status: prices.ok && !paused(t) ? 'open' : 'suspended', selections: withOdds(prices.odds), result: null };
  }

  return {
    at(now) {
      const minute = minuteAt(now);
      const score: FootballScore = { ...goalsBy(minute), minute };
      const status = now < kickOff ? 'scheduled' : rain ? (now >= rain.calledOffAt ? 'abandoned' : 'live') : now >= fullTime ? 'ended' : 'live';
      return {
        key: fixture.key,
        sport: 'football',
        format: 'league',
        competition: { key: fixture.competition.key, name: fixture.competition.name },
        home: fixture.home,
        away: fixture.away,
        startsAt: new Date(kickOff),
        status,
        score,
        // Every market is listed with the fixture and stays until the event leaves the window.
        markets: now >= fixture.announcedAt ? plans.map((plan) => marketAt(plan, now)) : [],
      };
    },
  };
}
