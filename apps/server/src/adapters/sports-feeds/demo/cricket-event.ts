// A demo cricket match as the feed shows it at any instant: the whole match is played once from
// its seed (cricket-sim.ts), its markets are planned from that play (when each is listed, closes
// and is decided), and an instant reads the state off the timeline. Nothing shown at an instant
// depends on what happens after it: statuses, suspensions and prices read only the balls bowled.
import type { CricketScore, FeedEvent, FeedMarket, FeedMarketParams, FeedResult, MarketKind } from '../port.ts';
import { DISMISSALS, RULES, type FormatRules, type InningsModel } from './cricket-model.ts';
import { chaseWin, dismissalChances, firstInningsWin, medianTotal, overRuns, projectedChase, runsAtLeast, topBatterChances, type WinChances } from './cricket-prices.ts';
import { battingAfter, playMatch, type InningsPlay } from './cricket-sim.ts';
import { book, type Book } from './odds.ts';
import { rngFor } from './rng.ts';
import type { Fixture } from './schedule.ts';
import { cricketTeam, type CricketTeam } from './teams.ts';

/** One delivery every 5 seconds; a minute between the innings. */
export const BALL_MS = 5_000;
export const INNINGS_BREAK_MS = 60_000;
/** Every market pauses for two deliveries after a wicket. */
const WICKET_PAUSE_MS = 2 * BALL_MS;

type Stage = 'before' | 'first' | 'break' | 'second' | 'over';

/** Where the match is: the stage and the deliveries completed in that stage's innings. */
interface Moment {
  stage: Stage;
  d: number;
}

interface Plan {
  key: string;
  kind: MarketKind;
  params: FeedMarketParams;
  line: number | null;
  selections: { key: string; name: string }[];
  listAt: number;
  /** Stops taking bets (before its result); Infinity if it takes bets until decided. */
  closeAt: number;
  decidedAt: number;
  result: FeedResult | null;
  overround: number;
  chances: (m: Moment) => number[];
  /** Its prices when it closed, computed once. */
  frozen?: Book;
}

/** Over/under lines are in tenths, always x.5: the runs needed for `over`. */
const overNeeds = (line: number) => (line + 5) / 10;

// The same two sides meet again and again: one model per (format, batting side, fielding side),
// so its projections and over distributions (cached per model) are worked out once.
const sharedModels = new Map<string, InningsModel>();

function inningsModel(seed: string, rules: FormatRules, bat: CricketTeam, field: CricketTeam): InningsModel {
  const key = [seed, rules.format, bat.name, field.name].join('\u001f');
  let model = sharedModels.get(key);
  if (!model) {
    model = { rules, edge: bat.batting - field.bowling, skills: bat.batters.map((b) => b.skill) };
    // Two formats × 90 + 30 pairings per seed: the map stays small (cleared if seeds pile up).
    if (sharedModels.size >= 2_000) sharedModels.clear();
    sharedModels.set(key, model);
  }
  return model;
}

export interface DemoEvent {
  at(now: number): FeedEvent;
}

export function cricketEvent(seed: string, fixture: Fixture): DemoEvent {
  const rules = RULES[fixture.format === 'ODI' ? 'ODI' : 'T20'];
  const sides = { home: cricketTeam(seed, fixture.home), away: cricketTeam(seed, fixture.away) };
  const firstSide: 'home' | 'away' = fixture.homeBatsFirst ? 'home' : 'away';
  const secondSide: 'home' | 'away' = fixture.homeBatsFirst ? 'away' : 'home';
  const models = [inningsModel(seed, rules, sides[firstSide], sides[secondSide]), inningsModel(seed, rules, sides[secondSide], sides[firstSide])] as const;
  const play = playMatch(rngFor(seed, fixture.key, 'play'), models[0], models[1]);
  const inns = [play.first, play.second] as const;
  const batters = [sides[firstSide].batters, sides[secondSide].batters] as const;

  // The timeline: delivery d of innings i is complete at starts[i] + d × BALL_MS.
  const n = [inns[0].deliveries.length, inns[1].deliveries.length] as const;
  const starts = [fixture.startsAt, Math.max(fixture.startsAt + n[0] * BALL_MS + INNINGS_BREAK_MS, fixture.secondInningsFrom)] as const;
  const ends = [starts[0] + n[0] * BALL_MS, starts[1] + n[1] * BALL_MS] as const;
  const rain = fixture.rain && fixture.rain.at < ends[1] ? fixture.rain : null;
  const cut = rain ? rain.at : Infinity;
  /** Deliveries bowled before any rain, per innings; whether each innings was played out. */
  const played = [0, 1].map((i) => Math.max(0, Math.min(n[i]!, Math.floor((cut - starts[i]!) / BALL_MS))));
  const complete = [0, 1].map((i) => played[i] === n[i] && ends[i]! <= cut);
  const begun = [starts[0] <= cut, starts[1] <= cut];
  const timeOf = (i: number, d: number) => starts[i]! + d * BALL_MS;

  /** For a count that only grows (legal balls, wickets): the first state index at each value, -1 if never reached. */
  const firstAt = (series: readonly number[]) => {
    const first = Array<number>(series.at(-1)! + 1).fill(-1);
    series.forEach((v, d) => {
      if (first[v] === -1) first[v] = d;
    });
    return first;
  };
  const legalIdx = inns.map((p) => firstAt(p.legal));
  const wicketIdx = inns.map((p) => firstAt(p.wickets));
  /** The instant state index d of innings i was reached (before any rain), or Infinity. */
  const reached = (i: number, d: number | undefined) => (d !== undefined && d >= 0 && begun[i] && d <= played[i]! ? timeOf(i, d) : Infinity);
  /** When over `over` (1-based) of innings i starts: its first ball is about to be bowled. */
  const overStart = (i: number, over: number) => {
    const d = legalIdx[i]![6 * (over - 1)];
    return d !== undefined && d < n[i]! ? reached(i, d) : Infinity;
  };
  const wicketAt = (i: number, k: number) => reached(i, wicketIdx[i]![k]);

  function momentAt(t: number): Moment {
    const tt = Math.min(t, cut);
    if (tt < starts[0]) return { stage: 'before', d: 0 };
    if (tt < ends[0]) return { stage: 'first', d: Math.floor((tt - starts[0]) / BALL_MS) };
    if (tt < starts[1]) return { stage: 'break', d: 0 };
    if (tt < ends[1]) return { stage: 'second', d: Math.floor((tt - starts[1]) / BALL_MS) };
    return { stage: 'over', d: n[1] };
  }
  /** Deliveries completed in innings i at a moment. */
  const dOf = (i: number, m: Moment) => {
    if (i === 0) return m.stage === 'before' ? 0 : m.stage === 'first' ? m.d : n[0];
    return m.stage === 'second' || m.stage === 'over' ? m.d : 0;
  };
  const stateOf = (i: number, m: Moment) => {
    const p = inns[i]!;
    const d = dOf(i, m);
    return { p, d, runs: p.runs[d]!, legal: p.legal[d]!, wickets: p.wickets[d]! };
  };

  const winChances = (m: Moment): WinChances => {
    if (m.stage === 'before' || m.stage === 'first') {
      const s = stateOf(0, m);
      return firstInningsWin(models[0], models[1], s.runs, s.legal, s.wickets);
    }
    const s = stateOf(1, m);
    return chaseWin(models[1], play.target, s.runs, s.legal, s.wickets);
  };

  const plans: Plan[] = [];
  const decide = (plan: Omit<Plan, 'decidedAt' | 'result'>, decidedAt: number, result: FeedResult | null) => {
    const full = plan as Plan;
    full.decidedAt = decidedAt;
    full.result = result;
    plans.push(full);
  };

  // Match winner: prematch until the end; a tie is a dead heat.
  {
    const winners = play.winner === 'tie' ? ['home', 'away'] : [play.winner === 'first' ? firstSide : secondSide];
    decide(
      {
        key: 'match-winner',
        kind: 'match-winner',
        params: {},
        line: null,
        selections: [{ key: 'home', name: 'home' }, { key: 'away', name: 'away' }],
        listAt: fixture.announcedAt,
        closeAt: Infinity,
        overround: 1.05,
        chances: (m) => {
          const w = winChances(m);
          const [home, away] = firstSide === 'home' ? [w.first, w.second] : [w.second, w.first];
          return [home + w.tie / 2, away + w.tie / 2];
        },
      },
      complete[1] ? ends[1] : Infinity,
      complete[1] ? { winners } : null,
    );
  }

  for (const i of [0, 1] as const) {
    const p: InningsPlay = inns[i];
    const model = models[i];
    const innings = i + 1;
    // The first innings' markets open prematch, the second's at the break.
    const listAt = i === 0 ? fixture.announcedAt : complete[0] ? ends[0] : Infinity;
    if (listAt === Infinity) break;
    const inningsEnd = complete[i] ? ends[i] : Infinity;
    const lastTwoOvers = overStart(i, rules.balls / 6 - 1);

    // Innings runs: the line is the projected total when it opens, x.5: the first innings' median;
    // chasing, the expected total (a successful chase stops at the target), and never above the
    // target, or `over` would need more than winning.
    {
      const projected = i === 0 ? medianTotal(model) : Math.min(Math.floor(projectedChase(model, play.target)), play.target - 1);
      const line = projected * 10 + 5;
      const passedAt = reached(i, p.runs.findIndex((r) => r >= overNeeds(line)));
      decide(
        {
          key: `innings-runs:${innings}`,
          kind: 'innings-runs',
          params: { innings },
          line,
          selections: [{ key: 'over', name: 'over' }, { key: 'under', name: 'under' }],
          listAt,
          closeAt: lastTwoOvers,
          overround: 1.06,
          chances: (m) => {
            const s = stateOf(i, m);
            const over = runsAtLeast(model, s.runs, s.legal, s.wickets, overNeeds(line));
            return [over, 1 - over];
          },
        },
        Math.min(passedAt, inningsEnd),
        passedAt < Infinity ? { winners: ['over'] } : inningsEnd < Infinity ? { winners: ['under'] } : null,
      );
    }

    // Top batter: open in play, closed for the last two overs, decided at the innings' end.
    {
      const scores = battingAfter(p, n[i]).runs;
      const best = Math.max(...scores);
      decide(
        {
          key: `top-batter:${innings}`,
          kind: 'top-batter',
          params: { innings },
          line: null,
          selections: batters[i].map((b) => ({ key: `b:${b.name}`, name: b.name })),
          listAt,
          closeAt: lastTwoOvers,
          overround: 1.08,
          chances: (m) => {
            const s = stateOf(i, m);
            const out = Array.from({ length: 11 }, (_, b) => s.wickets >= 10 || (b !== p.striker[s.d] && b !== p.nonStriker[s.d] && b < s.wickets + 2));
            return topBatterChances(model, { legal: s.legal, wickets: s.wickets, runs: battingAfter(p, s.d).runs, out, crease: [p.striker[s.d]!, p.nonStriker[s.d]!] });
          },
        },
        inningsEnd,
        inningsEnd < Infinity ? { winners: batters[i].filter((_, b) => scores[b] === best).map((b) => `b:${b.name}`) } : null,
      );
    }

    // How the next wicket falls: one market per wicket, the next opening as one falls.
    for (let k = 1; k <= 10; k++) {
      const opens = k === 1 ? listAt : wicketAt(i, k - 1);
      if (opens === Infinity) break;
      const falls = wicketAt(i, k);
      const method = falls < Infinity ? p.deliveries[wicketIdx[i]![k]! - 1]!.method! : null;
      decide(
        {
          key: `next-dismissal:${innings}:${k}`,
          kind: 'next-dismissal',
          params: { innings, wicket: k },
          line: null,
          selections: DISMISSALS.map((key) => ({ key, name: key })),
          listAt: opens,
          closeAt: Infinity,
          overround: 1.08,
          chances: (m) => {
            const s = stateOf(i, m);
            return dismissalChances(model, s.legal, s.wickets);
          },
        },
        Math.min(falls, inningsEnd),
        method ? { winners: [method] } : inningsEnd < Infinity ? { void: true } : null,
      );
    }

    // Runs in the next over: listed as the over before it starts, closed while it is bowled.
    for (let over = 1; over <= rules.balls / 6; over++) {
      const opens = over === 1 ? listAt : overStart(i, over - 1);
      if (opens === Infinity) break;
      const listedWith = over === 1 ? 0 : p.wickets[legalIdx[i]![6 * (over - 2)]!]!;
      const dist = overRuns(model, over, listedWith);
      // The x.5 line nearest an even chance.
      let line = 5;
      let best = Infinity;
      for (let x = 0, atLeast = 1; x < dist.length; x++) {
        atLeast -= dist[x]!;
        if (Math.abs(atLeast - 0.5) < best) [best, line] = [Math.abs(atLeast - 0.5), x * 10 + 5];
      }
      const startsAt = overStart(i, over);
      let decidedAt = Infinity;
      let result: FeedResult | null = null;
      if (startsAt < Infinity) {
        let runs = 0;
        for (let d = legalIdx[i]![6 * (over - 1)]!; d < played[i]!; d++) {
          runs += p.deliveries[d]!.runs;
          if (runs >= overNeeds(line) || p.legal[d + 1] === 6 * over) {
            [decidedAt, result] = [timeOf(i, d + 1), { winners: [runs >= overNeeds(line) ? 'over' : 'under'] }];
            break;
          }
        }
      }
      // An over cut short by the end of the innings (or never started) is void unless already over the line.
      if (!result && inningsEnd < Infinity) [decidedAt, result] = [inningsEnd, { void: true }];
      decide(
        {
          key: `over-runs:${innings}:${over}`,
          kind: 'over-runs',
          params: { innings, over },
          line,
          selections: [{ key: 'over', name: 'over' }, { key: 'under', name: 'under' }],
          listAt: opens,
          closeAt: startsAt,
          overround: 1.07,
          chances: (m) => {
            const s = stateOf(i, m);
            const dist = overRuns(model, over, s.wickets);
            const under = dist.slice(0, overNeeds(line)).reduce((a, b) => a + b, 0);
            return [1 - under, under];
          },
        },
        decidedAt,
        result,
      );
    }
  }

  // Rain: whatever was not decided when play stopped is void when the match is called off.
  if (rain) {
    for (const plan of plans) {
      if (plan.decidedAt > rain.at) [plan.decidedAt, plan.result] = [rain.calledOffAt, { void: true }];
    }
  }

  // Every market pauses for two deliveries after a wicket, for the last ball of an innings, and in the rain.
  const pauses: [number, number][] = [];
  for (const i of [0, 1]) {
    for (let k = 1; k <= 10; k++) if (wicketAt(i, k) < Infinity) pauses.push([wicketAt(i, k), wicketAt(i, k) + WICKET_PAUSE_MS]);
    const lastBall = overStart(i, rules.balls / 6) < Infinity ? reached(i, legalIdx[i]![rules.balls - 1]) : Infinity;
    if (lastBall < Infinity) pauses.push([lastBall, Math.min(ends[i]!, cut)]);
  }
  if (rain) pauses.push([rain.at, rain.calledOffAt]);
  const paused = (t: number) => pauses.some(([from, to]) => t >= from && t < to);

  let pricedAt = '';
  let priced = new Map<string, Book>();

  function marketAt(plan: Plan, t: number): FeedMarket {
    const market = (status: FeedMarket['status'], odds: readonly number[], result: FeedResult | null): FeedMarket => ({
      key: plan.key,
      kind: plan.kind,
      params: { ...plan.params },
      line: plan.line,
      status,
      selections: plan.selections.map((s, j) => ({ key: s.key, name: s.name, odds: odds[j]! })),
      result: result && ('void' in result ? { void: true } : { winners: [...result.winners] }),
    });
    if (t >= plan.decidedAt || t >= plan.closeAt) {
      // Closed: the prices of its last open instant.
      plan.frozen ??= book(plan.chances(momentAt(Math.max(plan.listAt, Math.min(plan.closeAt, plan.decidedAt, cut) - 1))), plan.overround);
      return market('closed', plan.frozen.odds, t >= plan.decidedAt ? plan.result : null);
    }
    const m = momentAt(t);
    const position = `${m.stage}:${m.d}`;
    if (position !== pricedAt) [pricedAt, priced] = [position, new Map()];
    let prices = priced.get(plan.key);
    if (!prices) priced.set(plan.key, (prices = book(plan.chances(m), plan.overround)));
    return market(prices.ok && !paused(t) ? 'open' : 'suspended', prices.odds, null);
  }

  function scoreAt(m: Moment): CricketScore | null {
    if (m.stage === 'before') return null;
    // At the break the scoreboard still shows the first innings as it ended (its not-out batters).
    const current = m.stage === 'second' || m.stage === 'over' ? 1 : 0;
    const innings = [0, 1]
      .filter((i) => i <= current)
      .map((i) => {
        const s = stateOf(i, m);
        return { batting: i === 0 ? firstSide : secondSide, runs: s.runs, wickets: s.wickets, balls: s.legal };
      });
    const { p, d } = stateOf(current, m);
    const recent = p.deliveries.slice(Math.max(0, d - 6), d).map((x) => x.label);
    const atCrease = [p.striker[d]!, p.nonStriker[d]!].filter((b) => b >= 0);
    const batting = battingAfter(p, d);
    return {
      current: current + 1,
      innings,
      ballsPerInnings: rules.balls,
      recent,
      batters: atCrease.map((b) => ({ name: batters[current]![b]!.name, runs: batting.runs[b]!, balls: batting.balls[b]! })),
    };
  }

  return {
    at(now) {
      const m = momentAt(now);
      const status = now < fixture.startsAt ? 'scheduled' : rain ? (now >= rain.calledOffAt ? 'abandoned' : 'live') : now >= ends[1] ? 'ended' : 'live';
      return {
        key: fixture.key,
        sport: 'cricket',
        format: rules.format,
        competition: { key: fixture.competition.key, name: fixture.competition.name },
        home: fixture.home,
        away: fixture.away,
        startsAt: new Date(fixture.startsAt),
        status,
        score: scoreAt(m),
        markets: plans.filter((plan) => plan.listAt <= now).map((plan) => marketAt(plan, now)),
      };
    },
  };
}
